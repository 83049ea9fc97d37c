// The user's own profile (spec §2.3 /profile): GET /api/User/GetProfile, PUT /api/User/UpdateProfile
// and POST /api/User/ChangePassword, with the server's refusals split into field errors and a
// message for the form.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

export interface Profile {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

export type ProfileInput = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'phone'>;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const profileKey = () => [...cacheTagKey('User'), 'profile'] as const;

export function profileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: profileKey(),
    queryFn: () => client.request<Profile>({ method: 'GET', path: '/api/User/GetProfile' }),
  });
}

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => client.request<Profile>({ method: 'PUT', path: '/api/User/UpdateProfile', json: input }),
    onSuccess: (profile) => queryClient.setQueryData(profileKey(), profile),
  });
}

export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: PasswordChange) =>
      client.request<{ message: string }>({ method: 'POST', path: '/api/User/ChangePassword', json: input }),
  });
}

/** A refused save: the server's per-field errors (architecture §5) and its message (spec §8 order). */
export function problemOf(error: unknown): { fields: FieldErrors; message: string } {
  return { fields: fieldErrorsOf(error) ?? {}, message: errorMessage(error) };
}
