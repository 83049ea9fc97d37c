// Building scope and permissions of the generic controller over real HTTP: a user of one building
// neither reads nor changes another's rows (404), a row never moves building, an administrator in
// the system view names the building, and a missing qualifier is a 403.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
/** Seeded: harbour is tenantId 1 (owner, manager, readonly, tenant); collins is 2 (manager.lite). */
const HARBOUR = 1;
const COLLINS = 2;

type Row = Record<string, unknown> & { id: number; tenantId: number | null };

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);

async function tenantOf(id: number): Promise<number | undefined> {
  const [row] = await server.db.select({ tenantId: customers.tenantId }).from(customers).where(eq(customers.id, id));
  return row?.tenantId;
}

let harbourRow: Row;
let collinsRow: Row;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['owner', 'manager.lite', 'admin', 'readonly', 'tenant']));
  harbourRow = (await as('owner', 'POST', '/api/Customers/CreateEntity', { name: 'Harbour Scope Co' })).body as Row;
  collinsRow = (await as('manager.lite', 'POST', '/api/Customers/CreateEntity', { name: 'Collins Scope Co', tenantId: HARBOUR })).body as Row;
});
afterAll(async () => {
  await server?.close();
});

describe('building scope', () => {
  it('a new row takes the session building, whatever the body says', () => {
    expect(harbourRow.tenantId).toBe(HARBOUR);
    expect(collinsRow.tenantId).toBe(COLLINS);
  });

  it("grid and GetAll show only the session's building", async () => {
    const grid = await as('manager.lite', 'PUT', '/api/Customers/Get', { take: 1000 });
    const rows = (grid.body as { data: Row[]; total: number }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([COLLINS]));
    const [all] = await server.db.select({ n: count() }).from(customers).where(eq(customers.tenantId, COLLINS));
    expect((grid.body as { total: number }).total).toBeLessThanOrEqual(all?.n ?? 0);
    const list = (await as('owner', 'PUT', '/api/Customers/GetAll')).body as Row[];
    expect(list.map((r) => r.id)).toContain(harbourRow.id);
    expect(list.map((r) => r.id)).not.toContain(collinsRow.id);
  });

  it("another building's id is a 404 for read, update and delete, and nothing changes", async () => {
    expect((await as('manager.lite', 'GET', `/api/Customers/GetById/${harbourRow.id}`)).status).toBe(404);
    expect((await as('manager.lite', 'PUT', '/api/Customers/PutEntity', { id: harbourRow.id, name: 'Taken Over' })).status).toBe(404);
    expect((await as('owner', 'GET', `/api/Customers/GetById/${collinsRow.id}`)).status).toBe(404);
    expect((await as('owner', 'PUT', '/api/Customers/PutEntity', { id: collinsRow.id, name: 'Taken Over' })).status).toBe(404);
    expect((await as('owner', 'DELETE', `/api/Customers/Delete/${collinsRow.id}`)).status).toBe(404);
    const filtered = await as('owner', 'PUT', '/api/Customers/Get', { filter: { logic: 'and', filters: [{ field: 'id', operator: 'eq', value: collinsRow.id }] } });
    expect(filtered.body).toEqual({ data: [], total: 0 });
    const [stored] = await server.db.select().from(customers).where(eq(customers.id, collinsRow.id));
    expect(stored).toMatchObject({ name: 'Collins Scope Co', isDeleted: false, tenantId: COLLINS });
  });

  it('an update never moves a row to another building', async () => {
    const result = await as('owner', 'PUT', '/api/Customers/PutEntity', { id: harbourRow.id, name: 'Harbour Scope Co', tenantId: COLLINS });
    expect(result.status).toBe(200);
    expect((result.body as Row).tenantId).toBe(HARBOUR);
    expect(await tenantOf(harbourRow.id)).toBe(HARBOUR);
  });

  it('a lookup may not point into another building', async () => {
    const level = (await as('manager.lite', 'POST', '/api/PrimaryLocations/CreateEntity', { name: 'Collins L1' })).body as Row;
    const result = await as('owner', 'POST', '/api/SecondaryLocations/CreateEntity', { name: 'Sneaky', primaryLocationId: level.id });
    expect(result).toEqual({ status: 400, body: { message: 'The data is not valid.', errors: { primaryLocationId: ['Not found'] } } });
  });

  it('an administrator in the system view sees every building and names the building of a new row', async () => {
    const grid = await as('admin', 'PUT', '/api/Customers/Get', { take: 1000 });
    const ids = (grid.body as { data: Row[] }).data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([harbourRow.id, collinsRow.id]));

    const none = await as('admin', 'POST', '/api/Customers/CreateEntity', { name: 'Admin Co' });
    expect(none.status).toBe(400);
    expect((none.body as { message: string }).message).toBe('Select a building first');
    const unknown = await as('admin', 'POST', '/api/Customers/CreateEntity', { name: 'Admin Co', tenantId: 9999 });
    expect(unknown.status).toBe(400);
    const made = await as('admin', 'POST', '/api/Customers/CreateEntity', { name: 'Admin Co', tenantId: 3 });
    expect(made.status).toBe(200);
    expect((made.body as Row).tenantId).toBe(3);
  });
});

describe('permissions', () => {
  it('401 without a token', async () => {
    expect((await api(server.url, null, 'PUT', '/api/Customers/Get', {})).status).toBe(401);
  });

  it('403 without the qualifier, and nothing is written', async () => {
    const [before] = await server.db.select({ n: count() }).from(customers);
    const create = await as('readonly', 'POST', '/api/Customers/CreateEntity', { name: 'Read Only Co' });
    expect(create.status).toBe(403);
    expect((create.body as { message: string }).message).toMatch(/^You have no permission to create/);
    expect((await as('readonly', 'PUT', '/api/Customers/PutEntity', { id: harbourRow.id, name: 'X' })).status).toBe(403);
    expect((await as('readonly', 'DELETE', `/api/Customers/Delete/${harbourRow.id}`)).status).toBe(403);
    expect((await as('readonly', 'PUT', '/api/Customers/Get', {})).status).toBe(200);
    const [after] = await server.db.select({ n: count() }).from(customers);
    expect(after?.n).toBe(before?.n);
  });

  it('GetAll is open to reference-data readers; the grid needs View', async () => {
    expect((await as('tenant', 'PUT', '/api/WasteStreams/Get', {})).status).toBe(403);
    expect((await as('tenant', 'PUT', '/api/WasteStreams/GetAll', {})).status).toBe(200);
    expect((await as('tenant', 'GET', '/api/WasteStreams/GetById/1')).status).toBe(403);
  });
});
