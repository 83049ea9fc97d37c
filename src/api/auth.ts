// Authentication calls (spec §7): sign-in and refresh on POST /token (form-encoded), the forgotten
// password mail, and the password change.
import type { AuthData } from '../domain/auth';
import type { ApiClient } from './client';

export interface RefreshSessionRequest {
  refreshToken: string;
  userId: number;
  roleId: number;
  /** The building to act in; null for a system-wide or portfolio view; undefined to keep the token's. */
  tenantId?: number | null;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

async function postToken(client: ApiClient, form: Record<string, string | number | null | undefined>, headers?: Record<string, string>): Promise<AuthData> {
  // The parser (and zod with it) is fetched alongside the first token call rather than with the
  // sign-in page, whose JavaScript has a budget (issue 4).
  const parser = import('./token-response');
  // The token call is the refresh itself: its 401 must not ask the refresh lock.
  const raw = await client.request<unknown>({ method: 'POST', path: '/token', form, headers, retryOnUnauthorized: false });
  const now = Date.now();
  return (await parser).normalizeTokenResponse(raw, now);
}

export function signIn(client: ApiClient, userName: string, password: string): Promise<AuthData> {
  return postToken(client, { grant_type: 'password', username: userName, password });
}

/** The refresh grant; with another roleId/tenantId it is also the building or view switch. */
export function refreshSession(client: ApiClient, request: RefreshSessionRequest): Promise<AuthData> {
  return postToken(
    client,
    {
      grant_type: 'refresh_token',
      refresh_token: request.refreshToken,
      roleId: request.roleId,
      // Sent empty for "no building": left out, the server would keep the token's building when
      // the role stays the same (a portfolio user going back to the Portfolio View).
      tenantId: request.tenantId === null ? '' : request.tenantId,
    },
    { UserId: String(request.userId) },
  );
}

/** A new session for the same role and building as `auth` (the token-refresh path). */
export function renewSession(client: ApiClient, auth: AuthData): Promise<AuthData> {
  return refreshSession(client, {
    refreshToken: auth.refreshToken,
    userId: auth.id,
    roleId: auth.roleId,
    tenantId: auth.userToken.tenantId,
  });
}

export function forgotPassword(client: ApiClient, userName: string): Promise<{ message: string }> {
  return client.request({ method: 'GET', path: '/api/User/ForgotPassword', query: { username: userName } });
}

export function changePassword(client: ApiClient, request: ChangePasswordRequest): Promise<{ message: string }> {
  return client.request({ method: 'POST', path: '/api/User/ChangePassword', json: request });
}
