// The transactions' "Import" lookup lists imports: an occupier (a Tenant) may not read the
// building's imports (PUT /api/Imports/Get answers 403), so the lookup must not list them to it
// either — ids and file names of the managers' uploads. Imports are owned by whoever uploaded them.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { csvOf, importOf } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it("lists to a tenant none of the building's imports it did not upload, and to the manager its own", async () => {
  const manager = await signIn(server.url, 'manager');
  const done = await importOf(server.url, manager, 'customers', csvOf([['Name'], [`Lookup scope ${Date.now()}`]]));
  expect(done.importStatus).toBe('Completed');

  const managerList = await api(server.url, manager, 'PUT', '/api/Transactions/Lookup/importId', {});
  expect(managerList.status).toBe(200);
  expect((managerList.body as { value: number }[]).map((o) => o.value)).toContain(done.id);

  const tenant = await signIn(server.url, 'tenant');
  expect((await api(server.url, tenant, 'PUT', '/api/Imports/Get', {})).status).toBe(403);
  const tenantList = await api(server.url, tenant, 'PUT', '/api/Transactions/Lookup/importId', {});
  expect(tenantList.status).toBe(200);
  expect(tenantList.body).toEqual([]);
});
