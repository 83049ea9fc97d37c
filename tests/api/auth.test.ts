import { beforeEach, describe, expect, it } from 'vitest';
import { changePassword, forgotPassword, refreshSession, renewSession, signIn } from '../../src/api/auth';
import { createApiClient } from '../../src/api/client';
import { ApiError, errorMessage } from '../../src/api/errors';
import { normalizeTokenResponse } from '../../src/api/token-response';
import { sendJson, testServerForFile } from './support/test-server';
import { rawTokenResponse } from './support/token-wire';

const server = testServerForFile();
let token: string | null = null;
let unauthorizedCalls = 0;
beforeEach(() => {
  token = null;
  unauthorizedCalls = 0;
  server.handle((_q, response) => sendJson(response, 200, rawTokenResponse()));
});

const client = () =>
  createApiClient({
    baseUrl: server.url,
    getAccessToken: () => token,
    clientSessionId: 's',
    onUnauthorized: async () => {
      unauthorizedCalls += 1;
      return 'never-used';
    },
  });

const formOf = (index: number) => Object.fromEntries(new URLSearchParams(server.received[index]!.body.toString()));

describe('auth calls', () => {
  it('signs in with the password grant, form-encoded, and normalises the answer', async () => {
    const before = Date.now();
    const auth = await signIn(client(), 'olivia@example.com', 'Demo!2026');
    const received = server.received[0]!;
    expect([received.method, received.url.pathname]).toEqual(['POST', '/token']);
    expect(received.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formOf(0)).toEqual({ grant_type: 'password', username: 'olivia@example.com', password: 'Demo!2026' });
    expect(auth.accessToken).toBe('eyJhbGciOiJIUzI1NiJ9.access');
    expect(auth.expiresAt).toBeGreaterThanOrEqual(before + 1799_000);
  });

  it('refreshes with the refresh grant and the UserId header', async () => {
    token = 'expired';
    await refreshSession(client(), { refreshToken: 'r1', userId: 42, roleId: 3, tenantId: 7 });
    expect(formOf(0)).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1', roleId: '3', tenantId: '7' });
    expect(server.received[0]!.headers.userid).toBe('42');
  });

  it('sends tenantId empty for a system-wide or portfolio view, and renews the current session as it is', async () => {
    await refreshSession(client(), { refreshToken: 'r1', userId: 1, roleId: 2, tenantId: null });
    expect(formOf(0)).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1', roleId: '2', tenantId: '' });
    const auth = normalizeTokenResponse(rawTokenResponse(), 0);
    await renewSession(client(), auth);
    expect(formOf(1)).toEqual({ grant_type: 'refresh_token', refresh_token: 'b7c1f0e2-refresh', roleId: '1', tenantId: '3' });
    expect(server.received[1]!.headers.userid).toBe('42');
  });

  it('shows the server error_description for bad credentials', async () => {
    server.handle((_q, response) =>
      sendJson(response, 400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' }),
    );
    const error = await signIn(client(), 'x', 'y').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('The user name or password is incorrect.');
  });

  it('never asks the refresh lock when the token call itself is answered 401', async () => {
    token = 'expired';
    server.handle((_q, response) => sendJson(response, 401, {}));
    await expect(renewSession(client(), normalizeTokenResponse(rawTokenResponse(), 0))).rejects.toMatchObject({ status: 401 });
    expect(unauthorizedCalls).toBe(0);
  });

  it('asks for the forgotten-password mail and changes the password', async () => {
    server.handle((_q, response) => sendJson(response, 200, { message: 'Sent' }));
    expect(await forgotPassword(client(), 'a b@example.com')).toEqual({ message: 'Sent' });
    token = 't';
    await changePassword(client(), { currentPassword: 'old', newPassword: 'New!2026x' });
    const [forgot, change] = server.received;
    expect([forgot!.method, forgot!.url.pathname, forgot!.url.searchParams.get('username')]).toEqual([
      'GET',
      '/api/User/ForgotPassword',
      'a b@example.com',
    ]);
    expect([change!.method, change!.url.pathname, change!.headers.authorization]).toEqual(['POST', '/api/User/ChangePassword', 'Bearer t']);
    expect(JSON.parse(change!.body.toString())).toEqual({ currentPassword: 'old', newPassword: 'New!2026x' });
  });
});
