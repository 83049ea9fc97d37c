// Links the server hands out are built from PUBLIC_URL, never from the request's Host header (a
// forged Host would otherwise send a user's signed PDF link to another site); without PUBLIC_URL
// they are relative. And CONFIG_SECRET_KEY, when set, is the key of API-configuration secrets.
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExportItem } from '../../src/domain/reports';
import { apiConfigurations } from '../../src/server/db/schema';
import { parsePublicUrl } from '../../src/server/http/deployment';
import { decryptSecret } from '../../src/server/routes/hooks/api-configurations';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';
import { insertFixture, PERIOD } from './reports/fixtures';

let server: TestServer;
let app: FastifyInstance;
let token: string;
let done: ReportExportItem;

/** GET with a chosen Host header (fetch does not let a caller set it). */
function getWithHost(pathAndQuery: string, host: string): Promise<{ status: number; body: { url?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${pathAndQuery}`, { headers: { host, authorization: `Bearer ${token}`, applicationType: 'web' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { url?: string } }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fileQuery = (item: ReportExportItem) =>
  new URLSearchParams(Object.entries(item).map(([k, v]) => [k, v === null ? '' : String(v)])).toString();

beforeAll(async () => {
  server = await startTestServer({ routes: (instance) => void (app = instance) });
  const fx = await insertFixture(server.db);
  token = await signIn(server.url, 'manager');
  const start = await api(server.url, token, 'POST', '/api/PowerBI/PostReportPdfExport', { filters: { ...PERIOD, wasteStreamIds: fx.streamIds } });
  let item = start.body as ReportExportItem;
  for (let i = 0; i < 200 && (item.status === 'NotStarted' || item.status === 'Running'); i++) {
    await new Promise((r) => setTimeout(r, 50));
    item = (await api(server.url, token, 'GET', `/api/PowerBI/PollReportExport?exportId=${item.id}`)).body as ReportExportItem;
  }
  expect(item.status).toBe('Succeeded');
  done = item;
});
afterAll(async () => {
  await server?.close();
});

describe('signed PDF links', () => {
  it('without PUBLIC_URL are relative, whatever Host the request names', async () => {
    app.deployment.publicUrl = null;
    const link = await getWithHost(`/api/PowerBI/GetExportedFile?${fileQuery(done)}`, 'evil.example');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^/files/exports/${done.id}\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect((await fetch(new URL(link.body.url!, server.url))).status).toBe(200);
  });

  it('with PUBLIC_URL start with it, not with a forged Host', async () => {
    // As buildApp sets it from PUBLIC_URL (http/deployment.ts), changed here for this server.
    app.deployment.publicUrl = parsePublicUrl('https://waste.example.com/');
    const link = await getWithHost(`/api/PowerBI/GetExportedFile?${fileQuery(done)}`, 'evil.example');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^https://waste\\.example\\.com/files/exports/${done.id}\\.pdf\\?`));
    expect(link.body.url).not.toContain('evil');
  });

  it('PUBLIC_URL must be a plain http(s) address', () => {
    expect(parsePublicUrl('https://waste.example.com/back-office/')).toBe('https://waste.example.com/back-office');
    for (const bad of ['waste.example.com', 'javascript:alert(1)', 'https://waste.example.com/?next=x', 'https://user:pw@waste.example.com']) {
      expect(() => parsePublicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('CONFIG_SECRET_KEY', () => {
  it('when set, API-configuration secrets are encrypted with it and not with the token secret', async () => {
    app.deployment.configSecretKey = 'a key kept outside the database';
    const admin = await signIn(server.url, 'owner');
    const body = { kind: 1, name: 'Key test', targetSystem: 'BI', direction: 'Push', baseUrl: 'https://bi.example.com/in', dataScope: ['Collections'], authType: 'ApiKey', authSecret: 'k3y-in-env' };
    const created = await api(server.url, admin, 'POST', '/api/ApiConfigurations/CreateEntity', body);
    expect(created.status).toBe(200);
    const [row] = await server.db.select({ s: apiConfigurations.authSecretEncrypted }).from(apiConfigurations).where(eq(apiConfigurations.id, (created.body as { id: number }).id));
    const stored = row?.s ?? '';
    expect(decryptSecret(stored, 'a key kept outside the database')).toBe('k3y-in-env');
    expect(() => decryptSecret(stored, app.auth.secret)).toThrow();
  });
});
