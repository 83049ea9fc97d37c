// The refresh grant: rotation, reuse detection, and the role / building switch of spec §6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeTokenResponse } from '../../src/api/token-response';
import { RoleId, type RoleKey } from '../../src/domain/roles';
import { api, refreshGrant, signInBody, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function switchTo(userName: string, roleKey: RoleKey, tenantId: number | null) {
  const session = await signInBody(server.url, userName);
  return refreshGrant(server.url, { refreshToken: String(session.refresh_token), roleId: RoleId[roleKey], tenantId, userId: session.id });
}

/** The next refresh of a switched session, as that role; tenantId left out keeps the token's building. */
function refreshAfter(switched: Awaited<ReturnType<typeof switchTo>>, roleKey: RoleKey, tenantId?: number | null) {
  return refreshGrant(server.url, { refreshToken: String(switched.body.refresh_token), roleId: RoleId[roleKey], tenantId, userId: switched.body.id });
}

describe('refresh rotation', () => {
  it('issues a new pair, and the new access token works', async () => {
    const first = await signInBody(server.url, 'manager');
    const next = await refreshGrant(server.url, { refreshToken: String(first.refresh_token), roleId: RoleId.manager, tenantId: 1, userId: first.id });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.refresh_token);
    expect((await api(server.url, String(next.body.access_token), 'GET', '/api/User/GetProfile')).status).toBe(200);
  });

  it('refuses a reused refresh token and revokes its successors', async () => {
    const first = await signInBody(server.url, 'owner');
    const request = { refreshToken: String(first.refresh_token), roleId: RoleId.owner, userId: first.id };
    const second = await refreshGrant(server.url, request);
    expect(second.status).toBe(200);
    const reused = await refreshGrant(server.url, request);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' });
    const successor = await refreshGrant(server.url, { ...request, refreshToken: String(second.body.refresh_token) });
    expect(successor.status).toBe(400);
  });

  it('refuses a refresh token presented for another user id', async () => {
    const first = await signInBody(server.url, 'tenant');
    const result = await refreshGrant(server.url, { refreshToken: String(first.refresh_token), roleId: RoleId.tenant, userId: 1 });
    expect(result.status).toBe(400);
  });

  it('keeps the building on a plain refresh without tenantId', async () => {
    const admin = await switchTo('admin', 'supportAdmin', 2);
    const again = await refreshAfter(admin, 'supportAdmin');
    expect(normalizeTokenResponse(again.body, Date.now()).userToken.tenantId).toBe(2);
  });

  it('leaves the building for the view on an empty tenantId, the role unchanged (Portfolio View)', async () => {
    const inBuilding = await switchTo('portfolio', 'portfolioUser', 2);
    expect(normalizeTokenResponse(inBuilding.body, Date.now()).userToken.tenantId).toBe(2);
    const view = await refreshAfter(inBuilding, 'portfolioUser', null);
    expect(view.status).toBe(200);
    expect(normalizeTokenResponse(view.body, Date.now())).toMatchObject({ roleId: RoleId.portfolioUser, userToken: { tenantId: null } });
  });
});

describe('switching role and building (spec §6)', () => {
  it('lets an admin act as support admin in any building, keeping the admin role held', async () => {
    const result = await switchTo('admin', 'supportAdmin', 2);
    expect(result.status).toBe(200);
    const auth = normalizeTokenResponse(result.body, Date.now());
    expect(auth.roleId).toBe(RoleId.supportAdmin);
    expect(auth.roles).toContain('admin');
    expect(auth.userToken.tenantId).toBe(2);
    expect(auth.appVersions).toEqual(['Lite']);
  });

  it('takes an admin back to the system view', async () => {
    const inBuilding = await switchTo('admin', 'supportAdmin', 3);
    const back = await refreshAfter(inBuilding, 'admin', null);
    expect(back.status).toBe(200);
    expect(normalizeTokenResponse(back.body, Date.now()).userToken.tenantId).toBeNull();
  });

  it.each([
    ['support', 'supportAdmin', 3, true],
    ['admin', 'admin', 1, false],
    ['portfolio.owner', 'portfolioBuildingOwner', 1, true],
    ['portfolio', 'portfolioBuildingOwner', 1, false],
    ['portfolio', 'portfolioUser', 2, true],
    ['portfolio', 'portfolioUser', 4, false],
    ['tenantportfolio', 'tenantPortfolioBuildingUser', 2, true],
    ['tenantportfolio', 'tenantPortfolioBuildingUser', 4, false],
    ['manager', 'manager', 2, false],
    ['manager', 'supportAdmin', 1, false],
    ['scanner', 'manager', 1, false],
  ] as const)('%s as %s in building %i → allowed %s', async (userName, role, tenantId, allowed) => {
    const result = await switchTo(userName, role, tenantId);
    expect(result.status).toBe(allowed ? 200 : 400);
    if (allowed) expect(result.body.roleId).toBe(String(RoleId[role]));
  });

  it('gives a portfolio view the editions of its buildings', async () => {
    const auth = normalizeTokenResponse(await signInBody(server.url, 'portfolio'), Date.now());
    expect(auth.userToken.tenantId).toBeNull();
    expect(auth.appVersions.sort()).toEqual(['Full', 'Lite', 'Supplier']);
  });
});
