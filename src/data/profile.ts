// The user's own profile (spec §2.3 /profile): GET /api/User/GetProfile, PUT /api/User/UpdateProfile
// and POST /api/User/ChangePassword, with the server's refusals split into field errors and a
// message for the form.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, type ChangePasswordRequest } from '../api/auth';
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import { getProfile, updateProfile, type ProfileInput } from '../api/user';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { signalOf } from './entity-queries';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

export type { Profile, ProfileInput } from '../api/user';

export type PasswordChange = ChangePasswordRequest;

const profileKey = () => [...cacheTagKey('User'), 'profile'] as const;

export function profileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: profileKey(),
    queryFn: (context) => getProfile(client, signalOf(context)),
  });
}

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(client, input),
    onSuccess: (profile) => queryClient.setQueryData(profileKey(), profile),
  });
}

export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => changePassword(client, input),
    // The form shows every refusal on its fields or above its buttons; a red toast as well stayed
    // up beside the green one of the next, successful try.
    meta: { silent: true },
  });
}

/** A refused save: the server's per-field errors (architecture §5) and its message (spec §8 order). */
export function problemOf(error: unknown): { fields: FieldErrors; message: string } {
  return { fields: fieldErrorsOf(error) ?? {}, message: errorMessage(error) };
}
