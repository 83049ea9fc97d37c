// /api/Portfolios over real HTTP: both kinds' grids and by-id answers with their links, the form
// lookups with query-string paging and the Kendo filter encoding, create/update with links in one
// transaction, DELETE ?id=, permissions and the portfolios a linked user may see.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, portfolioBuildings, portfolios } from '../../../src/server/db/schema';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
type Row = Record<string, unknown> & { id: number; name: string };
type Page<T = Row> = { data: T[]; total: number };
const PAGING = 'page=1&pageSize=1000&skip=0&take=1000';
const ALL_BUILDINGS = ['Collins Place', 'Eagle Street Plaza', 'Harbour Tower', 'Parramatta Square'];

const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, path, json);
const byName = (name: string) => ({ filter: { logic: 'and', filters: [{ field: 'name', operator: 'eq', value: name }] } });

async function portfolioCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(portfolios);
  return row?.n ?? -1;
}

let fund: Row;
let bank: Row;
let activeTenant: Row;
let inactiveTenant: Row;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'portfolio', 'tenantportfolio', 'owner']));
  fund = ((await as('admin', 'PUT', '/api/Portfolios/Get', byName('Harbour Property Fund'))).body as Page).data[0] as Row;
  bank = ((await as('admin', 'PUT', '/api/Portfolios/GetTenantPortfolios', byName('Southern Cross Bank'))).body as Page).data[0] as Row;
  activeTenant = (await as('admin', 'POST', '/api/Customers/CreateEntity', { name: 'Ctl Active Tenant', tenantId: 3 })).body as Row;
  inactiveTenant = (await as('admin', 'POST', '/api/Customers/CreateEntity', { name: 'Ctl Inactive Tenant', tenantId: 3, status: 1 })).body as Row;
});
afterAll(async () => {
  await server?.close();
});

describe('grids and by-id answers', () => {
  it('Get lists operational portfolios only, GetTenantPortfolios tenant ones, with their link counts', async () => {
    expect(fund).toMatchObject({ name: 'Harbour Property Fund', linkCount: 3 });
    expect(bank.linkCount).toEqual(expect.any(Number));
    const operational = (await as('admin', 'PUT', '/api/Portfolios/Get', { page: 1, pageSize: 50 })).body as Page;
    expect(operational.data.map((r) => r.name)).toEqual(expect.arrayContaining(['Harbour Property Fund', 'Western Sydney Office Trust']));
    expect(operational.data.map((r) => r.name)).not.toContain('Southern Cross Bank');
    expect(operational.total).toBe(operational.data.length);
    const tenantKind = (await as('admin', 'PUT', '/api/Portfolios/GetTenantPortfolios', {})).body as Page;
    expect(tenantKind.data.map((r) => r.name)).toContain('Southern Cross Bank');
    expect(tenantKind.data.map((r) => r.name)).not.toContain('Harbour Property Fund');
  });

  it('GetById answers an operational portfolio with its buildings; GetCustomerPortfolioById a tenant one with its tenants', async () => {
    const detail = (await as('admin', 'GET', `/api/Portfolios/GetById/${fund.id}`)).body;
    expect(detail).toMatchObject({
      id: fund.id,
      tenantIds: [2, 3, 1],
      tenants: [{ tenantId: 2, name: 'Collins Place' }, { tenantId: 3, name: 'Eagle Street Plaza' }, { tenantId: 1, name: 'Harbour Tower' }],
    });
    const tenantDetail = (await as('admin', 'GET', `/api/Portfolios/GetCustomerPortfolioById/${bank.id}`)).body as { customers: Row[]; customerIds: number[] };
    expect(tenantDetail.customers.length).toBeGreaterThan(0);
    expect(tenantDetail.customers[0]).toEqual({ customerId: expect.any(Number), name: expect.any(String), tenantId: expect.any(Number), buildingName: expect.any(String), status: expect.any(Number) });
    expect(tenantDetail.customerIds).toEqual(tenantDetail.customers.map((c) => c.customerId));
    expect((await as('admin', 'GET', `/api/Portfolios/GetById/${bank.id}`)).status).toBe(404);
    expect((await as('admin', 'GET', `/api/Portfolios/GetCustomerPortfolioById/${fund.id}`)).status).toBe(404);
  });

  it('a linked user sees only their portfolios; GetAll lists both kinds with their kind', async () => {
    const seen = (await as('portfolio', 'PUT', '/api/Portfolios/Get', {})).body as Page;
    expect(seen.data.map((r) => r.name)).toEqual(['Harbour Property Fund']);
    const trust = ((await as('admin', 'PUT', '/api/Portfolios/Get', byName('Western Sydney Office Trust'))).body as Page).data[0] as Row;
    expect((await as('portfolio', 'GET', `/api/Portfolios/GetById/${trust.id}`)).status).toBe(404);
    expect((await as('tenantportfolio', 'PUT', '/api/Portfolios/GetTenantPortfolios', {})).body).toMatchObject({ total: 1, data: [{ name: 'Southern Cross Bank' }] });
    const all = (await as('admin', 'PUT', '/api/Portfolios/GetAll', {})).body as Row[];
    expect(all.find((r) => r.name === 'Southern Cross Bank')?.kind).toBe(2);
    expect(all.find((r) => r.name === 'Harbour Property Fund')?.kind).toBe(1);
  });
});

describe('lookups', () => {
  it('GetTenants pages the buildings in scope as { data, total }', async () => {
    const all = (await as('admin', 'GET', `/api/Portfolios/GetTenants?${PAGING}`)).body as Page;
    expect(all.data.map((b) => b.name)).toEqual(ALL_BUILDINGS);
    expect(all.total).toBe(4);
    expect(all.data[0]).toEqual({ id: expect.any(Number), tenantId: 2, name: 'Collins Place', tenantName: 'collins-place', status: 0 });
    const second = (await as('admin', 'GET', '/api/Portfolios/GetTenants?skip=1&take=2')).body as Page;
    expect(second).toMatchObject({ total: 4, data: [{ name: 'Eagle Street Plaza' }, { name: 'Harbour Tower' }] });
    expect(((await as('admin', 'GET', '/api/Portfolios/GetTenants?page=2&pageSize=3')).body as Page).data.map((b) => b.name)).toEqual(['Parramatta Square']);
    expect(((await as('portfolio', 'GET', `/api/Portfolios/GetTenants?${PAGING}`)).body as Page).total).toBe(3);
    expect((await as('admin', 'GET', '/api/Portfolios/GetTenants?take=0')).status).toBe(400);
  });

  it('GetCustomerPortfolioTenants lists only buildings with active tenants', async () => {
    const empty = await as('admin', 'POST', '/api/Package/CreateEntity', { name: 'Ctl Empty House', tenantName: 'ctl-empty', addressLine: '1 A St', suburb: 'B', state: 'NSW', postcode: '2000' });
    expect(empty.status).toBe(200);
    const listed = (await as('admin', 'GET', `/api/Portfolios/GetCustomerPortfolioTenants?${PAGING}`)).body as Page;
    expect(listed.data.map((b) => b.name)).toContain('Eagle Street Plaza');
    expect(listed.data.map((b) => b.name)).not.toContain('Ctl Empty House');
    expect(((await as('admin', 'GET', `/api/Portfolios/GetTenants?${PAGING}`)).body as Page).data.map((b) => b.name)).toContain('Ctl Empty House');
  });

  it('GetCustomers filters on tenantId in the Kendo encoding or as tenantId=, active only unless isAllowInactiveTenants', async () => {
    const kendo = 'filter[logic]=and&filter[filters][0][field]=tenantId&filter[filters][0][operator]=eq&filter[filters][0][value]=3';
    const [live] = await server.db.select({ n: count() }).from(customers).where(and(eq(customers.tenantId, 3), eq(customers.isDeleted, false), eq(customers.status, 0)));
    const active = (await as('admin', 'GET', `/api/Portfolios/GetCustomers?${kendo}&${PAGING}`)).body as Page<Row & { tenantId: number }>;
    expect(active.total).toBe(live?.n);
    expect(active.data.every((c) => c.tenantId === 3 && c.status === 0)).toBe(true);
    expect(active.data.map((c) => c.name)).toContain('Ctl Active Tenant');
    expect(active.data.map((c) => c.name)).not.toContain('Ctl Inactive Tenant');
    expect(active.data.find((c) => c.id === activeTenant.id)).toEqual({ id: activeTenant.id, name: 'Ctl Active Tenant', code: null, tenantId: 3, buildingName: 'Eagle Street Plaza', status: 0 });
    expect((await as('admin', 'GET', `/api/Portfolios/GetCustomers?tenantId=3&${PAGING}`)).body).toEqual(active);
    const withInactive = (await as('admin', 'GET', `/api/Portfolios/GetCustomers?${kendo}&${PAGING}&isAllowInactiveTenants=true`)).body as Page;
    expect(withInactive.total).toBe(active.total + 1);
    expect(withInactive.data.map((c) => c.id)).toContain(inactiveTenant.id);
    const paged = (await as('admin', 'GET', `/api/Portfolios/GetCustomers?tenantId=3&page=1&pageSize=1`)).body as Page;
    expect(paged).toMatchObject({ total: active.total, data: [active.data[0]] });
  });

  it('GetCustomers refuses unknown fields and stays in scope', async () => {
    const bad = await as('admin', 'GET', '/api/Portfolios/GetCustomers?filter[filters][0][field]=secret&filter[filters][0][operator]=eq&filter[filters][0][value]=1');
    expect(bad.status).toBe(400);
    expect((await as('admin', 'GET', '/api/Portfolios/GetCustomers?filter[filters][0][field]=tenantId&filter[filters][0][operator]=near')).status).toBe(400);
    expect((await as('owner', 'GET', `/api/Portfolios/GetCustomers?tenantId=3`)).status).toBe(403);
  });
});

describe('writes', () => {
  it('Create makes an operational portfolio with its buildings; Update replaces them', async () => {
    const created = await as('admin', 'POST', '/api/Portfolios/Create', { name: 'Ctl Fund', description: 'Test fund', tenantIds: [4, 2] });
    expect(created.status).toBe(200);
    const body = created.body as Row & { tenantIds: number[] };
    expect(body).toMatchObject({ name: 'Ctl Fund', description: 'Test fund', tenantIds: [2, 4], linkCount: 2, status: 0 });
    const updated = await as('admin', 'PUT', '/api/Portfolios/Update', { id: body.id, name: 'Ctl Fund II', tenantIds: [1], status: 1 });
    expect(updated.body).toMatchObject({ id: body.id, name: 'Ctl Fund II', status: 1, tenants: [{ tenantId: 1, name: 'Harbour Tower' }] });
    const links = await server.db.select().from(portfolioBuildings).where(eq(portfolioBuildings.portfolioId, body.id));
    expect(links).toEqual([{ portfolioId: body.id, tenantId: 1 }]);
    expect((await as('admin', 'PUT', '/api/Portfolios/Update', { id: bank.id, name: 'Hijack', tenantIds: [] })).status).toBe(404);
  });

  it('CreateTenantPortfolio links tenants (with their buildings); UpdateTenantPortfolio replaces them', async () => {
    const created = await as('admin', 'POST', '/api/Portfolios/CreateTenantPortfolio', { name: 'Ctl Occupier', customerIds: [activeTenant.id, inactiveTenant.id] });
    expect(created.status).toBe(200);
    const body = created.body as Row & { customers: Row[] };
    expect(body.customers.map((c) => [c.name, c.tenantId, c.buildingName])).toEqual([
      ['Ctl Active Tenant', 3, 'Eagle Street Plaza'],
      ['Ctl Inactive Tenant', 3, 'Eagle Street Plaza'],
    ]);
    const updated = await as('admin', 'PUT', '/api/Portfolios/UpdateTenantPortfolio', { id: body.id, name: 'Ctl Occupier', customerIds: [activeTenant.id] });
    expect(updated.body).toMatchObject({ customerIds: [activeTenant.id] });
    expect(((await as('admin', 'PUT', '/api/Portfolios/GetTenantPortfolios', byName('Ctl Occupier'))).body as Page).data[0]?.linkCount).toBe(1);
  });

  it('bad input is a 400 with field errors and writes nothing (links roll back with the row)', async () => {
    const before = await portfolioCount();
    const bad = await as('admin', 'POST', '/api/Portfolios/Create', { name: '', abn: '12', tenantIds: ['x'] });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['abn', 'name', 'tenantIds.0']);
    const unknown = await as('admin', 'POST', '/api/Portfolios/Create', { name: 'Ctl Ghost Fund', tenantIds: [1, 999] });
    expect(unknown).toEqual({ status: 400, body: { message: 'The data is not valid.', errors: { tenantIds: ['Unknown building: 999'] } } });
    const ghost = await as('admin', 'POST', '/api/Portfolios/CreateTenantPortfolio', { name: 'Ctl Ghost Co', customerIds: [999999] });
    expect((ghost.body as { errors: object }).errors).toEqual({ customerIds: ['Unknown tenant: 999999'] });
    expect((await as('admin', 'PUT', '/api/Portfolios/Update', { name: 'No id' })).status).toBe(400);
    const duplicate = await as('admin', 'POST', '/api/Portfolios/Create', { name: 'Harbour Property Fund' });
    expect(duplicate.status).toBe(409);
    expect(await portfolioCount()).toBe(before);
  });

  it('permissions: View-only portfolio users cannot write; other roles cannot read', async () => {
    const before = await portfolioCount();
    expect((await as('portfolio', 'POST', '/api/Portfolios/Create', { name: 'Ctl Mine' })).status).toBe(403);
    expect((await as('tenantportfolio', 'POST', '/api/Portfolios/CreateTenantPortfolio', { name: 'Ctl Mine' })).status).toBe(403);
    expect((await as('tenantportfolio', 'PUT', '/api/Portfolios/Get', {})).status).toBe(403);
    expect((await as('portfolio', 'PUT', '/api/Portfolios/GetTenantPortfolios', {})).status).toBe(403);
    expect((await as('owner', 'GET', `/api/Portfolios/GetTenants?${PAGING}`)).status).toBe(403);
    expect((await as('portfolio', 'DELETE', `/api/Portfolios?id=${fund.id}`)).status).toBe(403);
    expect(await portfolioCount()).toBe(before);
  });

  it('DELETE ?id= removes a portfolio of either kind (soft)', async () => {
    const op = (await as('admin', 'POST', '/api/Portfolios/Create', { name: 'Ctl Short Lived', tenantIds: [2] })).body as Row;
    const tp = (await as('admin', 'POST', '/api/Portfolios/CreateTenantPortfolio', { name: 'Ctl Short Lived Co' })).body as Row;
    expect(await as('admin', 'DELETE', `/api/Portfolios?id=${op.id}`)).toEqual({ status: 200, body: { id: op.id } });
    expect(await as('admin', 'DELETE', `/api/Portfolios?id=${tp.id}`)).toEqual({ status: 200, body: { id: tp.id } });
    expect((await as('admin', 'GET', `/api/Portfolios/GetById/${op.id}`)).status).toBe(404);
    expect((await as('admin', 'GET', `/api/Portfolios/GetCustomerPortfolioById/${tp.id}`)).status).toBe(404);
    expect((await as('admin', 'DELETE', `/api/Portfolios?id=${op.id}`)).status).toBe(404);
    expect((await as('admin', 'DELETE', '/api/Portfolios')).status).toBe(400);
    const [row] = await server.db.select({ isDeleted: portfolios.isDeleted }).from(portfolios).where(eq(portfolios.id, op.id));
    expect(row?.isDeleted).toBe(true);
  });
});
