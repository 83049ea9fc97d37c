// Values beyond what PostgreSQL stores are refused over real HTTP with a 400 naming the field, never
// a 500: whole numbers past int4 (ids and keys in bodies, in entity and custom endpoints alike),
// dates in year 0 and decimals past their numeric(p,s) column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

const BEYOND_INT4 = 2_147_483_648;

let server: TestServer;
let admin: string;
let manager: string;
let support: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
  manager = await signIn(server.url, 'manager');
  support = await signIn(server.url, 'support');
});
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; body: unknown };
const errorsOf = (answer: Answer) => Object.keys((answer.body as { errors?: Record<string, unknown> }).errors ?? {});

/** A 400 whose errors name `field` (or a key under it). */
function expectRefused(answer: Answer, field: string): void {
  expect({ status: answer.status, named: errorsOf(answer).some((k) => k === field || k.startsWith(`${field}.`)), body: answer.body }).toMatchObject({ status: 400, named: true });
}

/** The first row of a grid, as the body its edit form would send back. */
async function editBody(token: string, controller: string): Promise<Record<string, unknown>> {
  const page = await api(server.url, token, 'PUT', `/api/${controller}/Get`, { skip: 0, take: 1 });
  const first = (page.body as { data: { id: number }[] }).data[0];
  if (!first) throw new Error(`No ${controller} row to edit`);
  const row = (await api(server.url, token, 'GET', `/api/${controller}/GetById/${first.id}`)).body as Record<string, unknown>;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !['createdAt', 'modifiedAt', 'version'].includes(k) && !k.endsWith('Label')));
}

describe('whole numbers beyond int4', () => {
  it('refuses a record id or key past 2,147,483,647 in entity bodies', async () => {
    const stream = await editBody(admin, 'WasteStreams');
    expectRefused(await api(server.url, admin, 'PUT', '/api/WasteStreams/PutEntity', { ...stream, id: BEYOND_INT4 }), 'id');
    const binType = await editBody(admin, 'BinTypes');
    expectRefused(await api(server.url, admin, 'PUT', '/api/BinTypes/PutEntity', { ...binType, wasteStreamId: BEYOND_INT4 }), 'wasteStreamId');
    const { id: _id, ...created } = binType;
    expectRefused(await api(server.url, admin, 'POST', '/api/BinTypes/CreateEntity', { ...created, name: `Bounds ${Date.now()}`, wasteStreamId: BEYOND_INT4 }), 'wasteStreamId');
    const customer = await editBody(manager, 'Customers');
    const headcount = await api(server.url, manager, 'PUT', '/api/Customers/PutEntity', { ...customer, headcount: BEYOND_INT4 });
    expectRefused(headcount, 'headcount');
    expect((headcount.body as { errors: Record<string, string[]> }).errors.headcount).toEqual(['A whole number up to 2,147,483,647']);
  });

  it('refuses them in the custom endpoints', async () => {
    const portfolio = (await api(server.url, admin, 'GET', '/api/Portfolios/GetById/1')).body as { name: string; tenantIds: number[] };
    const base = { id: 1, name: portfolio.name, tenantIds: portfolio.tenantIds };
    expectRefused(await api(server.url, admin, 'PUT', '/api/Portfolios/Update', { ...base, tenantIds: [BEYOND_INT4] }), 'tenantIds');
    expectRefused(await api(server.url, admin, 'PUT', '/api/Portfolios/Update', { ...base, id: BEYOND_INT4 }), 'id');
    expectRefused(await api(server.url, admin, 'POST', '/api/Portfolios/CreateTenantPortfolio', { name: `Bounds ${Date.now()}`, customerIds: [BEYOND_INT4] }), 'customerIds');
    expectRefused(await api(server.url, admin, 'POST', '/api/TabletConfigurations/Copy', { id: BEYOND_INT4, targetTenantId: 2 }), 'id');
    expectRefused(await api(server.url, admin, 'POST', '/api/TabletConfigurations/Copy', { id: 1, targetTenantId: BEYOND_INT4 }), 'targetTenantId');
    const bulk = { customerIds: [1], wasteStreamIds: [1], collectionPointId: 3, preview: true };
    for (const field of ['customerIds', 'wasteStreamIds'] as const) {
      expectRefused(await api(server.url, manager, 'POST', '/api/CollectionServices/CreateInBulk', { ...bulk, [field]: [BEYOND_INT4] }), field);
    }
    expectRefused(await api(server.url, manager, 'POST', '/api/CollectionServices/CreateInBulk', { ...bulk, collectionPointId: BEYOND_INT4 }), 'collectionPointId');
    for (const field of ['productIds', 'destinationContractorIds']) {
      expectRefused(await api(server.url, manager, 'PUT', '/api/Transactions/Export', { [field]: [BEYOND_INT4] }), field);
    }
    const collections = (await api(server.url, support, 'PUT', '/api/Collections/Get', { page: 1, pageSize: 1 })).body as { data: { id: number }[] };
    const ids = collections.data.slice(0, 1).map((c) => c.id);
    expect(ids).toHaveLength(1);
    expectRefused(await api(server.url, support, 'POST', '/api/Collections/BulkUpdate', { ids, field: 'productId', value: BEYOND_INT4 }), 'value');
  });
});

describe('dates and decimals PostgreSQL cannot store', () => {
  it('refuses year 0 in entity dates and in the transactions export period', async () => {
    const customer = await editBody(manager, 'Customers');
    const answer = await api(server.url, manager, 'PUT', '/api/Customers/PutEntity', { ...customer, leaseStart: '0000-01-01' });
    expectRefused(answer, 'leaseStart');
    expect((answer.body as { errors: Record<string, string[]> }).errors.leaseStart).toEqual(['A date from 01/01/1900 to 31/12/9999']);
    expectRefused(await api(server.url, manager, 'PUT', '/api/Transactions/Export', { from: '0000-01-01' }), 'from');
  });

  it('refuses an amount beyond its numeric column', async () => {
    const item = await editBody(admin, 'FurnitureItems');
    for (const estValueAud of [1e12, 1e308]) {
      expectRefused(await api(server.url, admin, 'PUT', '/api/FurnitureItems/PutEntity', { ...item, estValueAud }), 'estValueAud');
    }
  });
});
