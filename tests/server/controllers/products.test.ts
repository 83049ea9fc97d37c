// /api/Products over real HTTP: GetAll leaves transaction products out unless
// isIncludeTransactionProducts is true, GetAllWithoutFiltering returns every live product in
// scope, the grid pages, building-specific products stay in their building, and permissions,
// validation and soft delete hold.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';
import { createStream } from './reference-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number; name: string };
const PREFIX = 'Ctl Product';
const mine = { logic: 'and', filters: [{ field: 'name', operator: 'startswith', value: PREFIX }] };

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const names = (rows: unknown) => (rows as Row[]).map((r) => r.name).sort();
let streamId: number;
const made: Record<string, Row> = {};

async function productCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(products);
  return row?.n ?? -1;
}

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'support', 'owner', 'manager.lite', 'tenant', 'readonly']));
  streamId = await createStream(server.url, tokens.admin as string, 'Ctl Product Stream', 'ZQP');
  const rows = {
    bin: { name: `${PREFIX} 240L bin`, wasteStreamId: streamId, unitOfMeasure: 'Bin', capacityL: 240 },
    bale: { name: `${PREFIX} Cardboard bale`, wasteStreamId: streamId, unitOfMeasure: 'Bale', isTransactionProduct: true, isCollectionProduct: false },
    both: { name: `${PREFIX} Skip`, wasteStreamId: streamId, unitOfMeasure: 'Tonne', isTransactionProduct: true },
  };
  for (const [key, body] of Object.entries(rows)) {
    const result = await as('admin', 'POST', '/api/Products/CreateEntity', body);
    expect(result.status).toBe(200);
    made[key] = result.body as Row;
  }
  const local = await as('support', 'POST', '/api/Products/CreateEntity', { name: `${PREFIX} Harbour only`, wasteStreamId: streamId, unitOfMeasure: 'Item' });
  expect(local.status).toBe(200);
  made.local = local.body as Row;
});
afterAll(async () => {
  await server?.close();
});

describe('GetAll and GetAllWithoutFiltering', () => {
  it('GetAll leaves transaction products out by default', async () => {
    const { status, body } = await as('owner', 'PUT', '/api/Products/GetAll', { filter: mine });
    expect(status).toBe(200);
    expect(names(body)).toEqual([`${PREFIX} 240L bin`, `${PREFIX} Harbour only`]);
    expect(names((await as('owner', 'PUT', '/api/Products/GetAll', { filter: mine, isIncludeTransactionProducts: false })).body)).toEqual(names(body));
  });

  it('GetAll includes them with isIncludeTransactionProducts: true, also beside a bare filter', async () => {
    const all = [`${PREFIX} 240L bin`, `${PREFIX} Cardboard bale`, `${PREFIX} Harbour only`, `${PREFIX} Skip`];
    expect(names((await as('owner', 'PUT', '/api/Products/GetAll', { filter: mine, isIncludeTransactionProducts: true })).body)).toEqual(all);
    expect(names((await as('owner', 'PUT', '/api/Products/GetAll', { ...mine, isIncludeTransactionProducts: true })).body)).toEqual(all);
    expect(names((await as('owner', 'PUT', '/api/Products/GetAll', mine)).body)).toEqual([`${PREFIX} 240L bin`, `${PREFIX} Harbour only`]);
  });

  it('GetAll with an empty body returns live non-transaction products in scope, sorted by the sort asked for', async () => {
    const rows = (await as('manager.lite', 'PUT', '/api/Products/GetAll')).body as Row[];
    expect(rows.every((r) => r.isTransactionProduct === false)).toBe(true);
    expect(rows.map((r) => r.name)).toContain(`${PREFIX} 240L bin`);
    expect(rows.map((r) => r.name)).not.toContain(`${PREFIX} Harbour only`);
    const sorted = (await as('owner', 'PUT', '/api/Products/GetAll', { filter: mine, sort: [{ field: 'name', dir: 'desc' }] })).body as Row[];
    expect(sorted.map((r) => r.name)).toEqual([`${PREFIX} Harbour only`, `${PREFIX} 240L bin`]);
  });

  it('GetAllWithoutFiltering returns every live product in scope', async () => {
    const rows = (await as('owner', 'PUT', '/api/Products/GetAllWithoutFiltering')).body as Row[];
    expect(rows.filter((r) => r.name.startsWith(PREFIX)).map((r) => r.name).sort()).toEqual([
      `${PREFIX} 240L bin`, `${PREFIX} Cardboard bale`, `${PREFIX} Harbour only`, `${PREFIX} Skip`,
    ]);
    const collins = (await as('manager.lite', 'PUT', '/api/Products/GetAllWithoutFiltering', {})).body as Row[];
    expect(collins.map((r) => r.name)).not.toContain(`${PREFIX} Harbour only`);
    expect(collins.every((r) => r.tenantId === null || r.tenantId === 2)).toBe(true);
  });

  it('a malformed body is a 400', async () => {
    expect((await as('owner', 'PUT', '/api/Products/GetAll', { isIncludeTransactionProducts: 'yes' })).status).toBe(400);
    expect((await as('owner', 'PUT', '/api/Products/GetAll', { filter: { logic: 'and', filters: [{ field: 'nope', operator: 'eq', value: 1 }] } })).status).toBe(400);
  });
});

describe('grid, by id, writes', () => {
  it('Get pages the filtered products and counts them', async () => {
    const page = (await as('owner', 'PUT', '/api/Products/Get', { page: 1, pageSize: 3, filter: mine, sort: [{ field: 'name', dir: 'asc' }] })).body as { data: Row[]; total: number };
    expect(page.total).toBe(4);
    expect(page.data.map((r) => r.name)).toEqual([`${PREFIX} 240L bin`, `${PREFIX} Cardboard bale`, `${PREFIX} Harbour only`]);
    expect(page.data[0]).toMatchObject({ wasteStreamIdLabel: 'Ctl Product Stream', capacityL: 240, tenantId: null });
  });

  it('GetById within scope; a building product is a 404 elsewhere', async () => {
    expect((await as('owner', 'GET', `/api/Products/GetById/${made.local?.id}`)).body).toMatchObject({ name: `${PREFIX} Harbour only`, tenantId: 1 });
    expect((await as('manager.lite', 'GET', `/api/Products/GetById/${made.local?.id}`)).status).toBe(404);
    expect((await as('manager.lite', 'GET', `/api/Products/GetById/${made.bin?.id}`)).status).toBe(200);
  });

  it('permissions: reference-data readers use the lookups only; creating needs Create', async () => {
    expect((await as('tenant', 'PUT', '/api/Products/GetAll', {})).status).toBe(200);
    expect((await as('tenant', 'PUT', '/api/Products/GetAllWithoutFiltering')).status).toBe(200);
    expect((await as('tenant', 'PUT', '/api/Products/Get', {})).status).toBe(403);
    expect((await as('tenant', 'GET', `/api/Products/GetById/${made.bin?.id}`)).status).toBe(403);
    const before = await productCount();
    for (const user of ['owner', 'readonly', 'tenant']) {
      expect((await as(user, 'POST', '/api/Products/CreateEntity', { name: `${PREFIX} Nope`, wasteStreamId: streamId, unitOfMeasure: 'Bin' })).status).toBe(403);
    }
    expect((await as('owner', 'DELETE', `/api/Products/Delete/${made.bin?.id}`)).status).toBe(403);
    expect(await productCount()).toBe(before);
  });

  it('bad input is a 400 with field errors and nothing is written', async () => {
    const before = await productCount();
    const bad = await as('admin', 'POST', '/api/Products/CreateEntity', { name: `${PREFIX} Bad`, unitOfMeasure: 'Crate', isCollectionProduct: false });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['unitOfMeasure', 'wasteStreamId']);
    const neither = await as('admin', 'POST', '/api/Products/CreateEntity', { name: `${PREFIX} Bad`, wasteStreamId: streamId, unitOfMeasure: 'Bin', isCollectionProduct: false });
    expect((neither.body as { errors: object }).errors).toEqual({ isCollectionProduct: ['A product is used for collections, transactions or both'] });
    expect(await productCount()).toBe(before);
  });

  it('PutEntity and Delete (soft): a deleted product leaves every list', async () => {
    const updated = await as('admin', 'PUT', '/api/Products/PutEntity', { id: made.both?.id, name: `${PREFIX} Skip bin`, wasteStreamId: streamId, unitOfMeasure: 'Tonne', isTransactionProduct: false });
    expect(updated.body).toMatchObject({ name: `${PREFIX} Skip bin`, isTransactionProduct: false });
    expect(names((await as('owner', 'PUT', '/api/Products/GetAll', { filter: mine })).body)).toContain(`${PREFIX} Skip bin`);
    expect(await as('admin', 'DELETE', `/api/Products/Delete/${made.both?.id}`)).toEqual({ status: 200, body: { id: made.both?.id } });
    expect((await as('owner', 'GET', `/api/Products/GetById/${made.both?.id}`)).status).toBe(404);
    expect(names((await as('owner', 'PUT', '/api/Products/GetAllWithoutFiltering')).body)).not.toContain(`${PREFIX} Skip bin`);
  });
});
