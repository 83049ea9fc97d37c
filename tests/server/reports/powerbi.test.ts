// Power BI mode over real HTTP: with the service principal's settings in the environment the
// server fetches an AAD token and an embed token, and exports through export-to-file; variants
// without a report id stay built-in. The Power BI service is the local stand-in of powerbi-fake.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExportItem } from '../../../src/domain/reports';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { FAKE, startFakePowerBi, type FakePowerBi } from './powerbi-fake';

let server: TestServer;
let fake: FakePowerBi;
let token: string;
// The server files share one process (vite.config.ts): the settings go with this file.
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakePowerBi();
  Object.assign(process.env, {
    POWERBI_TENANT_ID: FAKE.tenantId,
    POWERBI_CLIENT_ID: FAKE.clientId,
    POWERBI_CLIENT_SECRET: FAKE.clientSecret,
    POWERBI_WORKSPACE_ID: FAKE.workspaceId,
    POWERBI_REPORT_ID_FULL: FAKE.reportId,
    POWERBI_AUTHORITY_URL: fake.url,
    POWERBI_API_URL: fake.url,
  });
  server = await startTestServer();
  token = await signIn(server.url, 'manager');
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe('Power BI mode', () => {
  it('answers a Power BI embed configuration with a fresh embed token', async () => {
    const res = await api(server.url, token, 'GET', '/api/PowerBI/GetReportEmbedResource');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: 'powerbi',
      reportId: FAKE.reportId,
      reportName: 'Waste (Power BI)',
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${FAKE.reportId}`,
      accessToken: FAKE.embedToken,
    });
    expect(Date.parse((res.body as { expiration: string }).expiration)).toBeGreaterThan(Date.now());
    // One AAD token serves both calls.
    expect(fake.calls.filter((c) => c.includes('oauth2')).length).toBe(1);
  });

  it('keeps variants without a report id built-in', async () => {
    const lite = await api(server.url, await signIn(server.url, 'manager.lite'), 'GET', '/api/PowerBI/GetReportLiteEmbedResource');
    expect(lite.body).toMatchObject({ mode: 'builtin' });
  });

  it("exports through Power BI's export-to-file and serves the file it made", async () => {
    const start = await api(server.url, token, 'POST', '/api/PowerBI/PostReportPdfExport', { filters: { from: '2025-01-01', to: '2025-12-31' } });
    expect(start.body).toMatchObject({ status: 'NotStarted', reportId: FAKE.reportId });
    let item = start.body as ReportExportItem;
    for (let i = 0; i < 100 && (item.status === 'NotStarted' || item.status === 'Running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      item = (await api(server.url, token, 'GET', `/api/PowerBI/PollReportExport?exportId=${item.id}`)).body as ReportExportItem;
    }
    expect(item.status).toBe('Succeeded');
    expect(fake.calls).toEqual(expect.arrayContaining([
      `POST /v1.0/myorg/groups/${FAKE.workspaceId}/reports/${FAKE.reportId}/ExportTo`,
      `GET /v1.0/myorg/groups/${FAKE.workspaceId}/reports/${FAKE.reportId}/exports/export-1/file`,
    ]));
    const query = new URLSearchParams(Object.entries(item).map(([k, v]) => [k, String(v ?? '')]));
    const { url } = (await api(server.url, token, 'GET', `/api/PowerBI/GetExportedFile?${query}`)).body as { url: string };
    expect(Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer())).toEqual(FAKE.pdf);
  });
});
