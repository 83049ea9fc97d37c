// /api/WasteTypes over real HTTP: GetAll and Get with grid bodies, the furniture recycle and
// landfill lookups, writes with the one-or-the-other rule, permissions and soft delete.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasteTypes } from '../../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';
import { createStream } from './reference-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number; name: string };
const PREFIX = 'Ctl Waste';
const mine = { logic: 'and', filters: [{ field: 'name', operator: 'startswith', value: PREFIX }] };
const made: Record<string, Row> = {};
let streamId: number;

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const ours = (rows: unknown) => (rows as Row[]).map((r) => r.name).filter((n) => n.startsWith(PREFIX)).sort();

async function typeCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(wasteTypes);
  return row?.n ?? -1;
}

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'owner', 'ftmanager', 'tenant']));
  streamId = await createStream(server.url, tokens.admin as string, 'Ctl Waste Stream', 'ZQW');
  const rows = {
    timber: { name: `${PREFIX} Timber`, wasteStreamId: streamId, isFurnitureRecycleType: true },
    metal: { name: `${PREFIX} Metal`, wasteStreamId: streamId, isFurnitureRecycleType: true, densityKgPerL: 0.5 },
    foam: { name: `${PREFIX} Foam`, wasteStreamId: streamId, isFurnitureLandfillType: true },
    paper: { name: `${PREFIX} Paper`, wasteStreamId: streamId },
  };
  for (const [key, body] of Object.entries(rows)) {
    const result = await as('admin', 'POST', '/api/WasteTypes/CreateEntity', body);
    expect(result.status).toBe(200);
    made[key] = result.body as Row;
  }
});
afterAll(async () => {
  await server?.close();
});

describe('reads', () => {
  it('GetAll takes a grid body (filter and sort) and returns an array', async () => {
    const { status, body } = await as('owner', 'PUT', '/api/WasteTypes/GetAll', { page: 1, pageSize: 20, filter: mine, sort: [{ field: 'name', dir: 'desc' }] });
    expect(status).toBe(200);
    expect((body as Row[]).map((r) => r.name)).toEqual([`${PREFIX} Timber`, `${PREFIX} Paper`, `${PREFIX} Metal`, `${PREFIX} Foam`]);
    expect((body as Row[])[0]).toMatchObject({ wasteStreamIdLabel: 'Ctl Waste Stream', isFurnitureRecycleType: true });
  });

  it('Get pages and counts', async () => {
    const page = (await as('owner', 'PUT', '/api/WasteTypes/Get', { skip: 1, take: 2, filter: mine, sort: [{ field: 'name', dir: 'asc' }] })).body;
    expect(page).toMatchObject({ total: 4, data: [{ name: `${PREFIX} Metal` }, { name: `${PREFIX} Paper` }] });
  });

  it('the furniture lookups list recycle and landfill types', async () => {
    expect(ours((await as('ftmanager', 'GET', '/api/WasteTypes/GetFurnitureRecycleTypes')).body)).toEqual([`${PREFIX} Metal`, `${PREFIX} Timber`]);
    const landfill = (await as('ftmanager', 'GET', '/api/WasteTypes/GetFurnitureLandfillTypes')).body as Row[];
    expect(ours(landfill)).toEqual([`${PREFIX} Foam`]);
    expect(landfill.every((r) => r.isFurnitureLandfillType === true)).toBe(true);
  });

  it('GetById', async () => {
    expect((await as('owner', 'GET', `/api/WasteTypes/GetById/${made.metal?.id}`)).body).toMatchObject({ name: `${PREFIX} Metal`, densityKgPerL: 0.5 });
    expect((await as('owner', 'GET', '/api/WasteTypes/GetById/999999')).status).toBe(404);
  });
});

describe('permissions and writes', () => {
  it('reference-data readers get GetAll and the lookups, not the grid; only Create may create', async () => {
    expect((await as('tenant', 'PUT', '/api/WasteTypes/GetAll', {})).status).toBe(200);
    expect((await as('tenant', 'GET', '/api/WasteTypes/GetFurnitureRecycleTypes')).status).toBe(200);
    expect((await as('tenant', 'PUT', '/api/WasteTypes/Get', {})).status).toBe(403);
    expect((await api(server.url, null, 'GET', '/api/WasteTypes/GetFurnitureLandfillTypes')).status).toBe(401);
    const before = await typeCount();
    expect((await as('owner', 'POST', '/api/WasteTypes/CreateEntity', { name: `${PREFIX} Nope`, wasteStreamId: streamId })).status).toBe(403);
    expect(await typeCount()).toBe(before);
  });

  it('a type cannot be both recycle and landfill; bad input writes nothing', async () => {
    const before = await typeCount();
    const both = await as('admin', 'POST', '/api/WasteTypes/CreateEntity', { name: `${PREFIX} Both`, wasteStreamId: streamId, isFurnitureRecycleType: true, isFurnitureLandfillType: true });
    expect(both).toEqual({ status: 400, body: { message: 'The data is not valid.', errors: { isFurnitureLandfillType: ['A waste type is a furniture recycle type or a landfill type, not both'] } } });
    const bad = await as('admin', 'POST', '/api/WasteTypes/CreateEntity', { name: '', densityKgPerL: 9 });
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['densityKgPerL', 'name', 'wasteStreamId']);
    const duplicate = await as('admin', 'POST', '/api/WasteTypes/CreateEntity', { name: `${PREFIX} Metal`, wasteStreamId: streamId });
    expect(duplicate.status).toBe(409);
    expect(await typeCount()).toBe(before);
  });

  it('PutEntity moves a type between the lookups; Delete removes it from them', async () => {
    const put = await as('admin', 'PUT', '/api/WasteTypes/PutEntity', { id: made.paper?.id, name: `${PREFIX} Paper`, wasteStreamId: streamId, isFurnitureLandfillType: true });
    expect(put.status).toBe(200);
    expect(ours((await as('owner', 'GET', '/api/WasteTypes/GetFurnitureLandfillTypes')).body)).toEqual([`${PREFIX} Foam`, `${PREFIX} Paper`]);
    expect((await as('admin', 'DELETE', `/api/WasteTypes/Delete/${made.foam?.id}`)).status).toBe(200);
    expect(ours((await as('owner', 'GET', '/api/WasteTypes/GetFurnitureLandfillTypes')).body)).toEqual([`${PREFIX} Paper`]);
    expect(ours((await as('owner', 'PUT', '/api/WasteTypes/GetAll', {})).body)).not.toContain(`${PREFIX} Foam`);
  });
});
