// The refresh grant with another role and building (README.md, API contract notes: the role/building switch), for
// tests that start inside a building a user reaches only by switching.
import { expect, type APIRequestContext } from '@playwright/test';
import { normalizeTokenResponse } from '../../../src/api/token-response';
import type { AuthData } from '../../../src/domain/auth';

export async function switchedAuth(request: APIRequestContext, auth: AuthData, roleId: number, tenantId: number | null): Promise<AuthData> {
  const form: Record<string, string> = { grant_type: 'refresh_token', refresh_token: auth.refreshToken, roleId: String(roleId) };
  if (tenantId !== null) form.tenantId = String(tenantId);
  const response = await request.post('/token', { form, headers: { UserId: String(auth.id) } });
  expect(response.status(), `switch to role ${roleId} in ${tenantId}`).toBe(200);
  return normalizeTokenResponse(await response.json(), Date.now());
}
