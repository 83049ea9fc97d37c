// Every variant's endpoints (spec §7 Reports) over real HTTP: the built-in embed resource, the Data
// endpoint, export start and poll, and the permission of each variant's report area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TYPES, reportVariantWord, type ReportType } from '../../../src/domain/reports';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};

/** A user of each edition whose role holds the variant's report area. */
const USER: Record<ReportType, string> = {
  Full: 'manager',
  Lite: 'manager.lite',
  Supplier: 'manager.supplier',
  Furniture: 'ftmanager',
  Portfolio: 'portfolio',
  TenantPortfolio: 'tenantportfolio',
  Audits: 'manager.audits',
};
/** A user whose role lacks it. */
const DENIED: Record<ReportType, string> = {
  Full: 'ftmanager',
  Lite: 'ftmanager',
  Supplier: 'scanner',
  Furniture: 'manager',
  Portfolio: 'manager',
  TenantPortfolio: 'portfolio',
  Audits: 'tenant',
};
const BODY = { filters: { from: '2019-01-01', to: '2019-12-31' } };

beforeAll(async () => {
  server = await startTestServer();
  for (const u of new Set([...Object.values(USER), ...Object.values(DENIED), 'manager.lite', 'admin'])) tokens[u] = await signIn(server.url, u);
});
afterAll(async () => {
  await server?.close();
});

describe.each(REPORT_TYPES.map((t) => [t]))('%s report', (type) => {
  const word = reportVariantWord(type);
  const as = (user: string | null, method: string, path: string, json?: unknown) => api(server.url, user ? tokens[user]! : null, method, path, json);

  it('serves the built-in embed resource and its data to the edition user', async () => {
    const embed = await as(USER[type], 'GET', `/api/PowerBI/GetReport${word}EmbedResource`);
    expect(embed.status).toBe(200);
    expect(embed.body).toMatchObject({ mode: 'builtin', reportId: `builtin-${type.toLowerCase()}`, dataPath: `/api/Reports/${type}/Data` });
    const data = await as(USER[type], 'GET', `/api/Reports/${type}/Data?from=2019-01-01&to=2019-12-31`);
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ reportType: type, filters: { from: '2019-01-01', to: '2019-12-31' } });
  });

  it('starts an export (NotStarted, a job row) and polls it by id', async () => {
    const start = await as(USER[type], 'POST', `/api/PowerBI/PostReport${word}PdfExport`, BODY);
    expect(start.status).toBe(200);
    const item = start.body as { id: string; status: string; percentComplete: number; reportId: string };
    expect(item).toMatchObject({ status: 'NotStarted', percentComplete: 0, reportId: `builtin-${type.toLowerCase()}`, resourceLocation: null });
    const poll = await as(USER[type], 'GET', `/api/PowerBI/PollReport${word}Export?exportId=${item.id}`);
    expect(poll.status).toBe(200);
    expect((poll.body as { id: string }).id).toBe(item.id);
    // A user without the area is refused before the export is looked up.
    expect((await as(DENIED[type], 'GET', `/api/PowerBI/PollReport${word}Export?exportId=${item.id}`)).status).toBe(403);
  });

  it('refuses users without the report area (403) and requests without a token (401)', async () => {
    expect((await as(DENIED[type], 'GET', `/api/PowerBI/GetReport${word}EmbedResource`)).status).toBe(403);
    expect((await as(DENIED[type], 'POST', `/api/PowerBI/PostReport${word}PdfExport`, BODY)).status).toBe(403);
    expect((await as(DENIED[type], 'GET', `/api/Reports/${type}/Data?from=2019-01-01&to=2019-12-31`)).status).toBe(403);
    expect((await as(null, 'GET', `/api/PowerBI/GetReport${word}EmbedResource`)).status).toBe(401);
    expect((await as(null, 'GET', `/api/PowerBI/Get${word}ExportedFile?id=x`)).status).toBe(401);
  });
});

describe('export requests', () => {
  it("another user's export is not found, and a body without a period is a 400", async () => {
    const start = await api(server.url, tokens.manager!, 'POST', '/api/PowerBI/PostReportPdfExport', BODY);
    const id = (start.body as { id: string }).id;
    const other = await signIn(server.url, 'owner');
    expect((await api(server.url, other, 'GET', `/api/PowerBI/PollReportExport?exportId=${id}`)).status).toBe(404);
    const bad = await api(server.url, tokens.manager!, 'POST', '/api/PowerBI/PostReportPdfExport', { filters: { from: 'yesterday' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string[]> }).errors).toHaveProperty(['filters.from']);
  });

  it('a dashboard permission reads the data of its report', async () => {
    // The portfolio user holds PortfolioDashboard and PortfolioReport, and neither Lite area.
    expect((await api(server.url, tokens.portfolio!, 'GET', '/api/Reports/Portfolio/Data?from=2019-01-01&to=2019-01-31')).status).toBe(200);
    expect((await api(server.url, tokens.portfolio!, 'GET', '/api/Reports/Lite/Data?from=2019-01-01&to=2019-01-31')).status).toBe(403);
  });
});

describe('editions (spec §1: the edition flags decide which report sets a user can reach)', () => {
  const as = (user: string, method: string, path: string, json?: unknown) => api(server.url, tokens[user]!, method, path, json);

  it("refuses a report set outside the session's building editions, though the role holds its area", async () => {
    // manager acts in Harbour Tower (Full only): the Lite, Supplier and Audits report areas are in the Manager role.
    for (const type of ['Lite', 'Supplier', 'Audits'] as const) {
      const word = reportVariantWord(type);
      const embed = await as('manager', 'GET', `/api/PowerBI/GetReport${word}EmbedResource`);
      expect(embed.status, `${type} embed`).toBe(403);
      expect((embed.body as { message: string }).message).toMatch(/not part of your building's edition/);
      expect((await as('manager', 'GET', `/api/Reports/${type}/Data?from=2019-01-01&to=2019-12-31`)).status, `${type} data`).toBe(403);
      expect((await as('manager', 'POST', `/api/PowerBI/PostReport${word}PdfExport`, BODY)).status, `${type} export`).toBe(403);
    }
    // …and the other way round: the Lite building's manager has no Full report.
    expect((await as('manager.lite', 'GET', '/api/Reports/Full/Data?from=2019-01-01&to=2019-12-31')).status).toBe(403);
  });

  it('still serves the edition the building has', async () => {
    expect((await as('manager', 'GET', '/api/Reports/Full/Data?from=2019-01-01&to=2019-12-31')).status).toBe(200);
    expect((await as('manager.lite', 'GET', '/api/Reports/Lite/Data?from=2019-01-01&to=2019-12-31')).status).toBe(200);
  });

  it("honours an administrator's change of the building's flags from the next request on", async () => {
    const full = () => as('manager', 'GET', '/api/Reports/Full/Data?from=2019-01-01&to=2019-12-31').then((r) => r.status);
    const buildings = (await as('admin', 'PUT', '/api/Package/GetAll', {})).body as Array<{ id: number; name: string }>;
    const { id } = buildings.find((b) => b.name === 'Harbour Tower')!; // manager's building
    const setFull = async (appFull: boolean) => {
      const harbour = (await as('admin', 'GET', `/api/Package/GetById/${id}`)).body as Record<string, unknown>;
      const saved = await as('admin', 'PUT', '/api/Package/PutEntity', { ...harbour, appFull });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    expect(await full()).toBe(200); // the flags are cached now
    try {
      await setFull(false);
      expect(await full()).toBe(403);
    } finally {
      await setFull(true);
    }
    expect(await full()).toBe(200);
  });
});
