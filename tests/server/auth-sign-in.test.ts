// POST /token password grant: every demo user signs in, in the wire format the client parses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeTokenResponse } from '../../src/api/token-response';
import { landingPath } from '../../src/domain/landing';
import { RoleId } from '../../src/domain/roles';
import { DEMO_BUILDINGS } from '../../src/server/db/seed/demo-buildings';
import { DEMO_USERS } from '../../src/server/db/seed/demo-users';
import { requestToken, signInBody, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FLAGS = ['appFull', 'appLite', 'appSupplier', 'appFurniture', 'appAudits'] as const;

describe.each(DEMO_USERS.map((u) => [u.userName, u] as const))('demo user %s', (userName, user) => {
  it('signs in with the OWIN-style response and lands where spec §2.5 says', async () => {
    const body = await signInBody(server.url, userName);
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(3600);
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(body.roleId).toBe(String(RoleId[user.role]));
    expect(body.forceChangePassword).toBe(user.forceChangePassword ? 'true' : 'false');
    expect(body.landingPage).toBe(user.landingPage ?? '');
    for (const field of ['roles', 'permissions', 'userToken', 'companyConfiguration', 'tabletConfigBuildings']) {
      expect(typeof body[field], field).toBe('string');
    }
    const roles = JSON.parse(String(body.roles)) as string[];
    expect(roles).toEqual(expect.arrayContaining([user.role, ...(user.alsoHolds ?? [])]));

    const auth = normalizeTokenResponse(body, Date.now());
    expect(auth.permissions.length).toBeGreaterThan(0);
    expect(auth.companyConfiguration?.companyName).toBe('Greenline Waste Services');
    const building = user.building ? DEMO_BUILDINGS[user.building] : null;
    expect(auth.userToken.tenantId).toBe(building?.tenantId ?? null);
    if (building) {
      for (const flag of FLAGS) expect(auth[`${flag}Version`], flag).toBe(building[flag] ?? false);
    }
    expect(landingPath(auth)).toBe(user.landing);
  });
});

describe('password grant failures', () => {
  it('refuses a wrong password with 400 invalid_grant', async () => {
    const response = await requestToken(server.url, 'manager', 'not-the-password1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The user name or password is incorrect.',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await requestToken(server.url, 'nobody.here', 'Demo!2026');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('gives the system administrator every edition in the system view', async () => {
    const auth = normalizeTokenResponse(await signInBody(server.url, 'admin'), Date.now());
    expect(auth.appVersions.sort()).toEqual(['Audits', 'Full', 'Furniture', 'Lite', 'Supplier']);
    expect(auth.userToken.tenantId).toBeNull();
  });

  it('never stores a password in plain text', async () => {
    const rows = await server.db.query.users.findMany();
    expect(rows.length).toBe(DEMO_USERS.length);
    for (const row of rows) expect(row.passwordHash).toMatch(/^scrypt\$/);
  });
});
