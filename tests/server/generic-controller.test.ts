// The generic controller over real HTTP on a seeded server: grid paging, sorting and filtering,
// the create → read → update → delete round trip, lookups with labels, 400s and 409s.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let owner: string;

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; total: number };

const call = (method: string, path: string, json?: unknown) => api(server.url, owner, method, path, json);

async function customerCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(customers);
  return row?.n ?? -1;
}

const PREFIX = 'Grid Test';
const GRID_ROWS = [
  { name: `${PREFIX} Echo`, headcount: 50, code: 'E5' },
  { name: `${PREFIX} Alpha`, headcount: 10, code: 'A1' },
  { name: `${PREFIX} Delta`, headcount: 40 },
  { name: `${PREFIX} Bravo`, headcount: 20, code: 'B2' },
  { name: `${PREFIX} Charlie`, headcount: 20, code: 'C3' },
];
const mine = { field: 'name', operator: 'startswith', value: PREFIX };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url, 'owner');
  for (const row of GRID_ROWS) expect((await call('POST', '/api/Customers/CreateEntity', row)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('PUT /api/C/Get (grid)', () => {
  it('pages a sorted, filtered set and counts it', async () => {
    const body = { page: 2, pageSize: 2, sort: [{ field: 'name', dir: 'desc' }], filter: { logic: 'and', filters: [mine] } };
    const { status, body: page } = await call('PUT', '/api/Customers/Get', body);
    expect(status).toBe(200);
    expect((page as Page).total).toBe(5);
    expect((page as Page).data.map((r) => r.name)).toEqual([`${PREFIX} Charlie`, `${PREFIX} Bravo`]);
  });

  it('sorts by several fields and filters with nested groups', async () => {
    const filter = {
      logic: 'and',
      filters: [
        mine,
        { logic: 'or', filters: [{ field: 'headcount', operator: 'lte', value: 20 }, { field: 'code', operator: 'isnull' }] },
      ],
    };
    const sort = [{ field: 'headcount', dir: 'desc' }, { field: 'code', dir: 'asc' }];
    const { body } = await call('PUT', '/api/Customers/Get', { skip: 0, take: 10, sort, filter });
    expect((body as Page).data.map((r) => [r.name, r.headcount])).toEqual([
      [`${PREFIX} Delta`, 40],
      [`${PREFIX} Bravo`, 20],
      [`${PREFIX} Charlie`, 20],
      [`${PREFIX} Alpha`, 10],
    ]);
    expect((body as Page).total).toBe(4);
  });

  it('returns rows with the API keys and ISO timestamps', async () => {
    const { body } = await call('PUT', '/api/Customers/Get', { take: 1, filter: { logic: 'and', filters: [mine] } });
    const row = (body as Page).data[0] as Row;
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'status', 'createdAt', 'modifiedAt', 'tenantId', 'name', 'headcount']));
    expect(row).not.toHaveProperty('isDeleted');
    expect(row).not.toHaveProperty('createdById');
    expect(String(row.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers 400 naming an unknown field or a malformed query', async () => {
    const unknown = await call('PUT', '/api/Customers/Get', { filter: { logic: 'and', filters: [{ field: 'colour', operator: 'eq', value: 1 }] } });
    expect(unknown).toEqual({ status: 400, body: { message: 'Unknown field: colour', errors: { 'filter.filters.0.field': ['Unknown field: colour'] } } });
    const badSort = await call('PUT', '/api/Customers/Get', { sort: [{ field: 'name', dir: 'up' }] });
    expect(badSort.status).toBe(400);
    const badValue = await call('PUT', '/api/Customers/Get', { filter: { logic: 'and', filters: [{ field: 'headcount', operator: 'gt', value: 'many' }] } });
    expect(badValue.status).toBe(400);
    expect((badValue.body as { message: string }).message).toMatch(/headcount/);
  });

  it('GetAll takes {filter, sort}, a bare filter or nothing', async () => {
    const wrapped = await call('PUT', '/api/Customers/GetAll', { filter: { logic: 'and', filters: [mine] }, sort: [{ field: 'name', dir: 'asc' }] });
    expect((wrapped.body as Row[]).map((r) => r.name)).toEqual(GRID_ROWS.map((r) => r.name).sort());
    const bare = await call('PUT', '/api/Customers/GetAll', { logic: 'and', filters: [mine] });
    expect((bare.body as Row[]).length).toBe(5);
    const empty = await call('PUT', '/api/Customers/GetAll');
    expect(empty.status).toBe(200);
    expect((empty.body as Row[]).length).toBeGreaterThan(5);
  });
});

describe('create → get → put → delete', () => {
  it('round-trips one row and soft-deletes it', async () => {
    const created = await call('POST', '/api/Customers/CreateEntity', { name: 'Round Trip Pty', headcount: 12, leaseStart: '2025-01-01' });
    expect(created.status).toBe(200);
    const row = created.body as Row;
    expect(row).toMatchObject({ name: 'Round Trip Pty', headcount: 12, leaseStart: '2025-01-01', tenantId: 1, status: 0, modifiedAt: null });

    expect((await call('GET', `/api/Customers/GetById/${row.id}`)).body).toEqual(row);

    const updated = await call('PUT', '/api/Customers/PutEntity', { id: row.id, name: 'Round Trip Ltd', headcount: 13, status: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: row.id, name: 'Round Trip Ltd', headcount: 13, status: 1, createdAt: row.createdAt });
    expect((updated.body as Row).modifiedAt).toEqual(expect.any(String));
    const [stored] = await server.db.select().from(customers).where(eq(customers.id, row.id));
    expect(stored).toMatchObject({ createdById: expect.any(Number), modifiedById: stored?.createdById });

    expect(await call('DELETE', `/api/Customers/Delete/${row.id}`)).toEqual({ status: 200, body: { id: row.id } });
    expect((await call('GET', `/api/Customers/GetById/${row.id}`)).status).toBe(404);
    expect((await call('PUT', '/api/Customers/PutEntity', { id: row.id, name: 'Back' })).status).toBe(404);
    expect((await call('DELETE', `/api/Customers/Delete/${row.id}`)).status).toBe(404);
    const list = await call('PUT', '/api/Customers/GetAll', { filter: { logic: 'and', filters: [{ field: 'id', operator: 'eq', value: row.id }] } });
    expect(list.body).toEqual([]);
    const [kept] = await server.db.select({ isDeleted: customers.isDeleted }).from(customers).where(eq(customers.id, row.id));
    expect(kept?.isDeleted).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors (refinements too) and writes nothing', async () => {
    const before = await customerCount();
    const result = await call('POST', '/api/Customers/CreateEntity', { name: '', headcount: -1, leaseStart: '2025-02-01', leaseEnd: '2025-01-01', status: 7 });
    expect(result.status).toBe(400);
    const errors = (result.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['headcount', 'leaseEnd', 'name', 'status']);
    expect(errors.leaseEnd).toEqual(['Lease end must not be before lease start']);
    expect(await customerCount()).toBe(before);
  });

  it('PutEntity without an id is a 400 on id; a non-numeric id in the path is a 400', async () => {
    const result = await call('PUT', '/api/Customers/PutEntity', { name: 'No Id' });
    expect(result.status).toBe(400);
    expect((result.body as { errors: Record<string, string[]> }).errors).toHaveProperty('id');
    expect((await call('GET', '/api/Customers/GetById/abc')).status).toBe(400);
  });

  it('a body that is not an object is a 400, never a 500', async () => {
    const before = await customerCount();
    expect((await call('POST', '/api/Customers/CreateEntity', [1, 2])).status).toBe(400);
    expect((await call('POST', '/api/Customers/CreateEntity', 'text')).status).toBe(400);
    expect(await customerCount()).toBe(before);
  });

  it('a duplicate is a 409 and writes nothing', async () => {
    const before = await customerCount();
    const result = await call('POST', '/api/Customers/CreateEntity', { name: `${PREFIX} Alpha` });
    expect(result.status).toBe(409);
    expect(await customerCount()).toBe(before);
  });
});

describe('lookups', () => {
  it('returns, filters and sorts by the label of a looked-up row', async () => {
    const levels = await Promise.all(
      ['Level 7 (lookup test)', 'Basement (lookup test)'].map(async (name) => {
        const r = await call('POST', '/api/PrimaryLocations/CreateEntity', { name });
        expect(r.status).toBe(200);
        return r.body as Row;
      }),
    );
    const [level7, basement] = levels as [Row, Row];
    for (const [name, primary] of [['Kitchen', level7], ['Dock', basement], ['Lobby', level7]] as const) {
      const r = await call('POST', '/api/SecondaryLocations/CreateEntity', { name: `${name} (lookup test)`, primaryLocationId: primary.id });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ primaryLocationId: primary.id, primaryLocationIdLabel: primary.name, customerIdLabel: null });
    }
    const grid = await call('PUT', '/api/SecondaryLocations/Get', {
      filter: { logic: 'and', filters: [{ field: 'primaryLocationIdLabel', operator: 'contains', value: 'lookup test' }] },
      sort: [{ field: 'primaryLocationIdLabel', dir: 'asc' }, { field: 'name', dir: 'asc' }],
    });
    expect((grid.body as Page).data.map((r) => [r.primaryLocationIdLabel, r.name])).toEqual([
      ['Basement (lookup test)', 'Dock (lookup test)'],
      ['Level 7 (lookup test)', 'Kitchen (lookup test)'],
      ['Level 7 (lookup test)', 'Lobby (lookup test)'],
    ]);
  });

  it('refuses a lookup value naming a missing row with a 400 on that field', async () => {
    const result = await call('POST', '/api/SecondaryLocations/CreateEntity', { name: 'Nowhere', primaryLocationId: 999_999 });
    expect(result).toEqual({ status: 400, body: { message: 'The data is not valid.', errors: { primaryLocationId: ['Not found'] } } });
  });
});
