// /api/PortfolioUsers over real HTTP: each row carries its portfolio's kind beside the label
// (portfolioIdVariant, the declaration's lookup variants), so a view can link a tenant portfolio to
// the tenant portfolio screens; the variant is filterable like the label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortfolioKind } from '../../../src/domain/entities/portfolios';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let token: string;
type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; total: number };

const asAdmin = (method: string, path: string, json?: unknown) => api(server.url, token, method, path, json);
const withUser = (userName: string) => ({
  filter: { logic: 'and', filters: [{ field: 'userIdLabel', operator: 'eq', value: userName }] },
});

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, 'admin');
});
afterAll(async () => {
  await server?.close();
});

describe('portfolio users: the linked portfolio’s kind', () => {
  it('Get, GetAll and GetById return the portfolio’s kind as portfolioIdVariant', async () => {
    const tenantLink = ((await asAdmin('PUT', '/api/PortfolioUsers/Get', withUser('tenantportfolio'))).body as Page).data[0];
    expect(tenantLink).toMatchObject({ portfolioIdLabel: 'Southern Cross Bank', portfolioIdVariant: PortfolioKind.Tenant });
    const operationalLink = ((await asAdmin('PUT', '/api/PortfolioUsers/GetAll', withUser('portfolio'))).body as Row[])[0];
    expect(operationalLink).toMatchObject({ portfolioIdLabel: 'Harbour Property Fund', portfolioIdVariant: PortfolioKind.Operational });
    const byId = (await asAdmin('GET', `/api/PortfolioUsers/GetById/${String(tenantLink?.id)}`)).body;
    expect(byId).toMatchObject({ id: tenantLink?.id, portfolioIdVariant: PortfolioKind.Tenant });
  });

  it('a grid filters on the variant (the portfolio join is made for it alone)', async () => {
    const filter = { logic: 'and', filters: [{ field: 'portfolioIdVariant', operator: 'eq', value: PortfolioKind.Tenant }] };
    const page = (await asAdmin('PUT', '/api/PortfolioUsers/Get', { filter, page: 1, pageSize: 100 })).body as Page;
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.map((r) => r.portfolioIdVariant)).toEqual(page.data.map(() => PortfolioKind.Tenant));
    expect(page.data.map((r) => r.portfolioIdLabel)).toContain('Southern Cross Bank');
    expect(page.data.map((r) => r.portfolioIdLabel)).not.toContain('Harbour Property Fund');
  });
});
