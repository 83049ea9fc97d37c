// The signed-in user's own profile (spec §2.3 /profile): GET /api/User/GetProfile and
// PUT /api/User/UpdateProfile. The password calls are auth's (src/api/auth.ts).
import type { ApiClient } from './client';
import { withSignal } from './entities';

export interface Profile {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  /** The session's building by name; null in a system or portfolio view. */
  buildingName?: string | null;
}

export type ProfileInput = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'phone'>;

export function getProfile(client: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return client.request({ method: 'GET', path: '/api/User/GetProfile', ...withSignal(signal) });
}

export function updateProfile(client: ApiClient, input: ProfileInput): Promise<Profile> {
  return client.request({ method: 'PUT', path: '/api/User/UpdateProfile', json: input });
}
