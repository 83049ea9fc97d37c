// Revocable sessions (issue 10): a change of status, role, held roles or password ends the user's
// tokens at once — in this process and, through LISTEN/NOTIFY, in another one on the same database —
// the session that changed its password carries on, and a forceChangePassword user may only change it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '../../src/domain/roles';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { userRoles } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { api, refreshGrant, signIn, signInBody, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
});
afterAll(() => server?.close());

interface Signed {
  access: string;
  refresh: string;
  id: number;
  roleId: number;
}

async function session(userName: string, password = DEMO_PASSWORD): Promise<Signed> {
  const body = await signInBody(server.url, userName, password);
  return { access: String(body.access_token), refresh: String(body.refresh_token), id: Number(body.id), roleId: Number(body.roleId) };
}

const profile = (url: string, token: string) => api(url, token, 'GET', '/api/User/GetProfile').then((r) => r.status);
const refresh = (s: Signed) => refreshGrant(server.url, { refreshToken: s.refresh, roleId: s.roleId, userId: s.id });

/** An edit through the Users screen's own call, as the administrator. */
async function editUser(url: string, id: number, change: Record<string, unknown>): Promise<void> {
  const row = (await api(url, admin, 'GET', `/api/Users/GetById/${id}`)).body as Record<string, unknown>;
  const saved = await api(url, admin, 'PUT', '/api/Users/PutEntity', { ...row, ...change });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('revoked sessions', () => {
  it('deactivating a signed-in user makes its next call 401 and its refresh token useless', async () => {
    const s = await session('readonly');
    expect(await profile(server.url, s.access)).toBe(200);
    await editUser(server.url, s.id, { status: 1 });
    expect(await profile(server.url, s.access)).toBe(401);
    expect((await refresh(s)).status).toBe(400);
  });

  it('demoting a signed-in user (role change) makes its next call 401', async () => {
    const s = await session('manager.lite');
    expect(await profile(server.url, s.access)).toBe(200);
    await editUser(server.url, s.id, { roleId: RoleId.readOnlyUser });
    expect(await profile(server.url, s.access)).toBe(401);
    expect((await refresh(s)).status).toBe(400);
    expect((await session('manager.lite')).roleId).toBe(RoleId.readOnlyUser);
  });

  it('deleting a signed-in user makes its next call 401', async () => {
    const s = await session('manager.supplier');
    expect((await api(server.url, admin, 'DELETE', `/api/Users/Delete/${s.id}`)).status).toBe(200);
    expect(await profile(server.url, s.access)).toBe(401);
  });

  it('a change of held roles, by any write path, ends the session', async () => {
    const s = await session('tenant');
    expect(await profile(server.url, s.access)).toBe(200);
    await server.db.insert(userRoles).values({ userId: s.id, roleKey: 'readOnlyUser' });
    // A script's write is heard within milliseconds, not before the next request (CI saw one 200).
    await server.heard();
    expect(await profile(server.url, s.access)).toBe(401);
  });

  it('a password change signs out every other session; the changing one carries on', async () => {
    const mine = await session('support');
    const other = await session('support');
    const newPassword = 'Another!2026x';
    const changed = await api(server.url, mine.access, 'POST', '/api/User/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword });
    expect(changed.status).toBe(200);
    expect(await profile(server.url, other.access)).toBe(401);
    expect((await refresh(other)).status).toBe(400);
    // The changing session's access token predates the new stamp; its refresh token was carried over.
    const renewed = await refresh(mine);
    expect(renewed.status).toBe(200);
    expect(await profile(server.url, String(renewed.body.access_token))).toBe(200);
    expect((await session('support', newPassword)).id).toBe(mine.id);
  });

  it('a forceChangePassword user gets 403 everywhere but ChangePassword, then works after it', async () => {
    const s = await session('newstaff');
    const refused = await api(server.url, s.access, 'PUT', '/api/Products/Get', { page: 1, pageSize: 5 });
    expect(refused).toEqual({ status: 403, body: { message: 'Change your password before you continue.' } });
    const newPassword = 'MyOwn!2026pw';
    const changed = await api(server.url, s.access, 'POST', '/api/User/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword });
    expect(changed.status).toBe(200);
    const renewed = await refresh(s);
    expect(renewed.status).toBe(200);
    expect(renewed.body.forceChangePassword).toBe('false');
    const products = await api(server.url, String(renewed.body.access_token), 'PUT', '/api/Products/Get', { page: 1, pageSize: 5 });
    expect(products.status).toBe(200);
  });

  it('a token from before this release (no stamp) is refused', async () => {
    const s = await session('owner');
    const [body, signature] = s.access.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    delete claims.stm;
    const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await profile(server.url, forged)).toBe(401);
  });
});

describe('a second server process on the same database', () => {
  let second: { app: FastifyInstance; url: string; database?: Database };

  beforeAll(async () => {
    // On PostgreSQL a pool of its own, as another process would have; PGlite is one process's only.
    const database = server.databaseUrl ? await openDatabase({ databaseUrl: server.databaseUrl }) : undefined;
    const app = await buildApp({ db: database?.db ?? server.db, dataDir: server.dataDir, accessTokenTtlSeconds: 3600, backgroundJobs: false });
    second = { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
  });

  it('refuses a token within 1 s of its user being deactivated through the first', async () => {
    const s = await session('scanner');
    expect(await profile(second.url, s.access)).toBe(200);
    expect(await profile(second.url, s.access)).toBe(200);
    await editUser(server.url, s.id, { status: 1 });
    const started = Date.now();
    let status = await profile(second.url, s.access);
    while (status === 200 && Date.now() - started < 1000) {
      await new Promise((r) => setTimeout(r, 10));
      status = await profile(second.url, s.access);
    }
    console.log(`second process refused the deactivated user's token after ${Date.now() - started} ms`);
    expect(status).toBe(401);
  });
});
