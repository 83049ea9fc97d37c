// A reference server of its own in Power BI mode (architecture §6–§7) for the browser tests of the
// Power BI path. Power BI's service cannot run on this machine: the server's Azure AD and Power BI
// REST calls go to the local stand-in the server suite uses (tests/server/reports/powerbi-fake.ts)
// through POWERBI_AUTHORITY_URL / POWERBI_API_URL, so the server really obtains its AAD token, the
// report and the embed token over HTTP. Only the full report is configured; the others stay built-in.
import { test as base } from '@playwright/test';
import { FAKE, startFakePowerBi, type FakePowerBi } from '../../server/reports/powerbi-fake';
import { startServerWith } from './extra-server';

export { FAKE };

function powerBiSettings(fakeUrl: string): Record<string, string> {
  return {
    POWERBI_TENANT_ID: FAKE.tenantId,
    POWERBI_CLIENT_ID: FAKE.clientId,
    POWERBI_CLIENT_SECRET: FAKE.clientSecret,
    POWERBI_WORKSPACE_ID: FAKE.workspaceId,
    POWERBI_REPORT_ID_FULL: FAKE.reportId,
    POWERBI_AUTHORITY_URL: fakeUrl,
    POWERBI_API_URL: fakeUrl,
  };
}

export const test = base.extend<object, { powerBi: { url: string; fake: FakePowerBi } }>({
  powerBi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, provide) => {
      const fake = await startFakePowerBi();
      const server = await startServerWith(powerBiSettings(fake.url));
      await provide({ url: server.url, fake });
      await server.stop();
      await fake.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ powerBi }, provide) => provide(powerBi.url),
});

export { expect } from '@playwright/test';
