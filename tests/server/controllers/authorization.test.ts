// PUT /api/Authorization/GetAllBuildings over real HTTP: the building switcher's list is exactly
// the buildings the refresh grant accepts for the user, sorted by name; roles without
// SwitchBuilding on Role get a 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
const ALL = ['Collins Place', 'Eagle Street Plaza', 'Harbour Tower', 'Parramatta Square'];

const buildingsOf = (user: string) => api(server.url, tokens[user] ?? null, 'PUT', '/api/Authorization/GetAllBuildings');

beforeAll(async () => {
  server = await startTestServer();
  const users = ['admin', 'support', 'portfolio', 'portfolio.owner', 'tenantportfolio', 'tenantportfolio.building', 'owner', 'manager', 'tenant'];
  for (const user of users) tokens[user] = await signIn(server.url, user);
});
afterAll(async () => {
  await server?.close();
});

describe('GetAllBuildings', () => {
  it('admin and support admin may switch to every building, sorted by name, as { name, tenantId }', async () => {
    for (const user of ['admin', 'support']) {
      const { status, body } = await buildingsOf(user);
      expect(status).toBe(200);
      expect((body as { name: string }[]).map((b) => b.name)).toEqual(ALL);
      expect(body).toContainEqual({ name: 'Harbour Tower', tenantId: 1 });
      expect(Object.keys((body as object[])[0] ?? {}).sort()).toEqual(['name', 'tenantId']);
    }
  });

  it("portfolio users get their portfolios' buildings", async () => {
    const expected = [
      { name: 'Collins Place', tenantId: 2 },
      { name: 'Eagle Street Plaza', tenantId: 3 },
      { name: 'Harbour Tower', tenantId: 1 },
    ];
    expect((await buildingsOf('portfolio')).body).toEqual(expected);
    expect((await buildingsOf('portfolio.owner')).body).toEqual(expected);
  });

  it("tenant portfolio users get the buildings of their portfolio's tenancies", async () => {
    const listed = (await buildingsOf('tenantportfolio')).body as { name: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((b) => b.name)).toEqual([...listed.map((b) => b.name)].sort());
    expect((await buildingsOf('tenantportfolio.building')).body).toEqual(listed);
  });

  it('roles without SwitchBuilding on Role are refused', async () => {
    for (const user of ['owner', 'manager', 'tenant']) expect((await buildingsOf(user)).status).toBe(403);
    expect((await api(server.url, null, 'PUT', '/api/Authorization/GetAllBuildings')).status).toBe(401);
  });
});
