// /api/Package over real HTTP: buildings in the session's scope for GetAll, Get, GetById and
// GetMy; create with the next free tenantId (admin only); updates within scope; and a delete that
// is refused while the building still holds live records.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../../src/server/db/schema';
import { RoleId } from '../../../src/domain/roles';
import { api, refreshGrant, signInAll, signInBody, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number; tenantId: number; name: string };

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const names = (rows: unknown) => (rows as Row[]).map((r) => r.name);

const newBuilding = (name: string, tenantName: string) => ({
  name, tenantName, addressLine: '9 Test Lane', suburb: 'Testville', state: 'NSW', postcode: '2000',
});

async function buildingCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(packages);
  return row?.n ?? -1;
}

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'owner', 'portfolio', 'manager.lite', 'readonly']));
});
afterAll(async () => {
  await server?.close();
});

describe('reads within the building scope', () => {
  it('GetAll: empty body, a bare filter or { filter } — only buildings in scope', async () => {
    expect(names((await as('owner', 'PUT', '/api/Package/GetAll')).body)).toEqual(['Harbour Tower']);
    expect(names((await as('portfolio', 'PUT', '/api/Package/GetAll', {})).body)).toEqual(['Collins Place', 'Eagle Street Plaza', 'Harbour Tower']);
    const bare = await as('portfolio', 'PUT', '/api/Package/GetAll', { logic: 'and', filters: [{ field: 'state', operator: 'eq', value: 'VIC' }] });
    expect(names(bare.body)).toEqual(['Collins Place']);
    const wrapped = await as('admin', 'PUT', '/api/Package/GetAll', { filter: { logic: 'and', filters: [{ field: 'name', operator: 'contains', value: 'square' }] } });
    expect(names(wrapped.body)).toEqual(['Parramatta Square']);
    const all = (await as('admin', 'PUT', '/api/Package/GetAll', {})).body as Row[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.find((r) => r.name === 'Harbour Tower')).toMatchObject({ tenantId: 1, tenantName: 'harbour-tower', calibreBins: true });
  });

  it('Get pages and counts the buildings in scope', async () => {
    const page = await as('admin', 'PUT', '/api/Package/Get', { page: 2, pageSize: 1, sort: [{ field: 'name', dir: 'asc' }] });
    expect(page.status).toBe(200);
    const body = page.body as { data: Row[]; total: number };
    expect(body.total).toBe(await buildingCount());
    expect(names(body.data)).toEqual(['Eagle Street Plaza']);
    const mine = (await as('manager.lite', 'PUT', '/api/Package/Get', {})).body as { data: Row[]; total: number };
    expect(mine).toMatchObject({ total: 1, data: [{ name: 'Collins Place', tenantId: 2 }] });
  });

  it("GetById answers a building in scope and 404 for another's", async () => {
    const harbour = ((await as('admin', 'PUT', '/api/Package/GetAll')).body as Row[]).find((r) => r.tenantId === 1) as Row;
    expect((await as('owner', 'GET', `/api/Package/GetById/${harbour.id}`)).body).toMatchObject({ id: harbour.id, name: 'Harbour Tower' });
    expect((await as('manager.lite', 'GET', `/api/Package/GetById/${harbour.id}`)).status).toBe(404);
  });

  it("GetMy: the session's building, a named one in scope, null in a view, 404 outside scope", async () => {
    expect((await as('owner', 'GET', '/api/Package/GetMy')).body).toMatchObject({ name: 'Harbour Tower', tenantId: 1 });
    expect((await as('owner', 'GET', '/api/Package/GetMy?tenantId=2')).status).toBe(404);
    expect((await as('portfolio', 'GET', '/api/Package/GetMy')).body).toBeNull();
    expect((await as('portfolio', 'GET', '/api/Package/GetMy?tenantId=2')).body).toMatchObject({ name: 'Collins Place' });
    expect((await as('portfolio', 'GET', '/api/Package/GetMy?tenantId=4')).status).toBe(404);
    expect((await as('admin', 'GET', '/api/Package/GetMy?tenantId=4')).body).toMatchObject({ name: 'Parramatta Square' });
    expect((await as('admin', 'GET', '/api/Package/GetMy?tenantId=x')).status).toBe(400);
    expect((await api(server.url, null, 'GET', '/api/Package/GetMy')).status).toBe(401);
  });

  it('GetMy?tenantId= confirms a building the session may switch into, before the switch (spec §7: the second call)', async () => {
    // The administrator acting in Harbour Tower (support admin there) reads only it, yet may open any other.
    const admin = await signInBody(server.url, 'admin');
    const inHarbour = await refreshGrant(server.url, { refreshToken: String(admin.refresh_token), roleId: RoleId.supportAdmin, tenantId: 1, userId: admin.id });
    const token = String(inHarbour.body.access_token);
    expect((await api(server.url, token, 'GET', '/api/Package/GetMy')).body).toMatchObject({ name: 'Harbour Tower' });
    expect((await api(server.url, token, 'GET', '/api/Package/GetById/2')).status).toBe(404);
    expect((await api(server.url, token, 'GET', '/api/Package/GetMy?tenantId=2')).body).toMatchObject({ name: 'Collins Place', tenantId: 2 });
    expect((await api(server.url, token, 'GET', '/api/Package/GetMy?tenantId=999')).status).toBe(404);
    // A portfolio user reaches its portfolio's buildings only; a malformed id is named.
    expect((await as('portfolio', 'GET', '/api/Package/GetMy?tenantId=4')).status).toBe(404);
    const malformed = await as('portfolio', 'GET', '/api/Package/GetMy?tenantId=-1');
    expect(malformed).toMatchObject({ status: 400, body: { errors: { tenantId: [expect.any(String)] } } });
  });
});

describe('writes', () => {
  it('CreateEntity gives the next free tenantId; only a role with Create may', async () => {
    const [max] = await server.db.select({ n: sql<number>`max(${packages.tenantId})` }).from(packages);
    const created = await as('admin', 'POST', '/api/Package/CreateEntity', { ...newBuilding('Test Tower', 'test-tower'), tenantId: 1 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Test Tower', tenantId: Number(max?.n) + 1, calibreBins: false, appFull: true });
    const before = await buildingCount();
    const refused = await as('owner', 'POST', '/api/Package/CreateEntity', newBuilding('Owner Tower', 'owner-tower'));
    expect(refused.status).toBe(403);
    expect(await buildingCount()).toBe(before);
  });

  it('bad input is a 400 with field errors and nothing is written', async () => {
    const before = await buildingCount();
    const bad = await as('admin', 'POST', '/api/Package/CreateEntity', { name: '', tenantName: '1bad', state: 'XX', postcode: '20' });
    expect(bad.status).toBe(400);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'tenantName', 'addressLine', 'suburb', 'state', 'postcode']));
    expect(await buildingCount()).toBe(before);
  });

  it('PutEntity changes a building in scope, never one outside it', async () => {
    const all = (await as('admin', 'PUT', '/api/Package/GetAll')).body as Row[];
    const collins = all.find((r) => r.tenantId === 2) as Row;
    const harbour = all.find((r) => r.tenantId === 1) as Row;
    const body = { ...harbour, floors: 31 };
    const updated = await as('owner', 'PUT', '/api/Package/PutEntity', body);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: harbour.id, floors: 31, tenantId: 1 });
    expect((await as('owner', 'PUT', '/api/Package/PutEntity', { ...collins, floors: 1 })).status).toBe(404);
    expect((await as('readonly', 'PUT', '/api/Package/PutEntity', body)).status).toBe(403);
  });

  it('Delete is refused (409) while the building holds live rows, then succeeds', async () => {
    const building = (await as('admin', 'POST', '/api/Package/CreateEntity', newBuilding('Doomed House', 'doomed-house'))).body as Row;
    const customer = await as('admin', 'POST', '/api/Customers/CreateEntity', { name: 'Last Occupier', tenantId: building.tenantId });
    expect(customer.status).toBe(200);
    const refused = await as('admin', 'DELETE', `/api/Package/Delete/${building.id}`);
    expect(refused).toEqual({ status: 409, body: { message: 'The building still has records (Tenants: 1) and cannot be deleted.' } });
    const harbour = ((await as('admin', 'PUT', '/api/Package/GetAll')).body as Row[]).find((r) => r.tenantId === 1) as Row;
    expect((await as('admin', 'DELETE', `/api/Package/Delete/${harbour.id}`)).status).toBe(409);

    expect((await as('admin', 'DELETE', `/api/Customers/Delete/${(customer.body as Row).id}`)).status).toBe(200);
    expect((await as('owner', 'DELETE', `/api/Package/Delete/${building.id}`)).status).toBe(403);
    expect(await as('admin', 'DELETE', `/api/Package/Delete/${building.id}`)).toEqual({ status: 200, body: { id: building.id } });
    expect((await as('admin', 'GET', `/api/Package/GetById/${building.id}`)).status).toBe(404);
    expect(names((await as('admin', 'PUT', '/api/Package/GetAll')).body)).not.toContain('Doomed House');
  });
});
