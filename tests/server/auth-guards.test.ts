// The bearer hook (401), requirePermission (403) and buildingScope, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Area, Qualifier } from '../../src/domain/permissions';
import { buildingScope, requirePermission } from '../../src/server/auth/guards';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    routes: (app) => {
      app.get('/api/Sample/Scope', { preHandler: requirePermission(Area.Report, Qualifier.View) }, async (request) => ({
        scope: buildingScope(request),
      }));
      app.get('/files/sample', { preHandler: requirePermission(Area.Profile, Qualifier.View) }, async (request) => ({
        userId: request.session.userId,
      }));
    },
  });
});
afterAll(() => server?.close());

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    const result = await api(server.url, null, 'GET', '/api/User/GetProfile');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Authorization has been denied for this request.' });
  });

  it('answers 401 for a forged token', async () => {
    const token = await signIn(server.url, 'manager');
    const [claims] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect((await api(server.url, `${forgedClaims}.${token.split('.')[1]}`, 'GET', '/api/User/GetProfile')).status).toBe(401);
  });

  it('answers 401 once the access token has expired', async () => {
    // exp is whole seconds (floor(now) + ttl), so a 1-second token may expire a moment after it is issued:
    // give it 3 seconds, then wait for the exp the token itself carries.
    const shortLived = await startTestServer({ accessTokenTtlSeconds: 3 });
    try {
      const token = await signIn(shortLived.url, 'manager');
      expect((await api(shortLived.url, token, 'GET', '/api/User/GetProfile')).status).toBe(200);
      const { exp } = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { exp: number };
      await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));
      expect((await api(shortLived.url, token, 'GET', '/api/User/GetProfile')).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('authenticates routes outside /api through requirePermission', async () => {
    expect((await api(server.url, null, 'GET', '/files/sample')).status).toBe(401);
    const token = await signIn(server.url, 'scanner');
    expect((await api(server.url, token, 'GET', '/files/sample')).body).toEqual({ userId: expect.any(Number) });
  });

  it('serves the OpenAPI document without a token', async () => {
    const result = await api(server.url, null, 'GET', '/api/docs/json');
    expect(result.status).toBe(200);
    expect(Object.keys((result.body as { paths: object }).paths)).toContain('/api/User/ChangePassword');
  });
});

describe('permissions and building scope', () => {
  it('answers 403 with a message when the role lacks the permission', async () => {
    const token = await signIn(server.url, 'ftmanager');
    const result = await api(server.url, token, 'GET', '/api/Sample/Scope');
    expect(result.status).toBe(403);
    expect((result.body as { message: string }).message).toMatch(/^You have no permission to view Report/);
  });

  it.each([
    ['admin', 'all'],
    ['manager', [1]],
    ['manager.lite', [2]],
    ['portfolio', [1, 2, 3]],
  ] as const)('scopes %s to %j', async (userName, scope) => {
    const token = await signIn(server.url, userName);
    const result = await api(server.url, token, 'GET', '/api/Sample/Scope');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ scope });
  });
});
