// Issue #12 part 5: several server processes on one PostgreSQL serve the same users. Two real
// servers (`npm start`'s entry as child processes, as two machines behind a balancer would run it)
// on one database and one DATA_DIR: a token from A works on B, a PDF export started on A is
// finished by whichever process claims its job and is seen complete (and downloaded) through B, the
// sign-in throttle counts failures made on A when B answers, deactivating a user through A
// ends its token on B, a building's edition flags changed through A hold on B, and so does a grid
// total after a delete through A. PGlite is one process's database, so the pair runs only with DATABASE_URL
// (.ci/run's PostgreSQL stage); without it `--workers 2` must refuse with the reason.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExportItem } from '../../src/domain/reports';
import { PGLITE_ONE_PROCESS } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { api, requestToken, signIn, signInBody } from '../helpers/server';
import { childSite, startChild, type ChildServer, type ChildSite } from './transactions-io/child-server';
import { freePort } from '../../scripts/free-port';
import type { ImportResult } from '../../src/domain/imports';
import { csvOf, resultOf, rowsOf, startImport } from './imports/fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = Boolean(process.env.DATABASE_URL);


const profile = (url: string, token: string) => api(url, token, 'GET', '/api/User/GetProfile').then((r) => r.status);

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL (needs DATABASE_URL: PGlite is one process)', () => {
  let site: ChildSite;
  let a: ChildServer;
  let b: ChildServer;

  beforeAll(async () => {
    site = await childSite();
    // B: the same database and DATA_DIR (files), its own port.
    const siteB: ChildSite = { env: { ...site.env, PORT: String(await freePort()) }, dispose: async () => {} };
    [a, b] = await Promise.all([startChild(site), startChild(siteB)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await site?.dispose();
  });

  it('a token signed on A is accepted by B', async () => {
    const token = await signIn(a.url, 'manager');
    expect(await profile(b.url, token)).toBe(200);
    const page = await api(b.url, token, 'PUT', '/api/Collections/Get', { take: 5 });
    expect(page.status).toBe(200);
    expect((page.body as { data: unknown[] }).data).toHaveLength(5);
  });

  it('a PDF export started on A completes, polled and downloaded through B', async () => {
    const token = await signIn(a.url, 'manager');
    const to = new Date().toISOString().slice(0, 10);
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    const started = await api(a.url, token, 'POST', '/api/PowerBI/PostReportPdfExport', { filters: { from, to }, reportName: 'Across processes' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = (started.body as ReportExportItem).id;
    let item = started.body as ReportExportItem;
    for (let i = 0; i < 600 && (item.status === 'NotStarted' || item.status === 'Running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      item = (await api(b.url, token, 'GET', `/api/PowerBI/PollReportExport?exportId=${id}`)).body as ReportExportItem;
    }
    expect(item).toMatchObject({ status: 'Succeeded', percentComplete: 100 });
    const query = new URLSearchParams(Object.entries(item).map(([k, v]) => [k, v === null ? '' : String(v)])).toString();
    const link = await api(b.url, token, 'GET', `/api/PowerBI/GetExportedFile?${query}`);
    expect(link.status).toBe(200);
    const file = await fetch(new URL((link.body as { url: string }).url, b.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  }, 90_000);

  it('the sign-in throttle counts the failures made on A when B answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await requestToken(a.url, 'readonly', `wrong-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect((await requestToken(b.url, 'readonly', DEMO_PASSWORD)).status).toBe(429);
  });

  it('deactivating a user through A ends its token on B', async () => {
    const admin = await signIn(a.url, 'admin');
    const scanner = await signInBody(a.url, 'scanner');
    const token = String(scanner.access_token);
    expect(await profile(b.url, token)).toBe(200);
    const row = (await api(a.url, admin, 'GET', `/api/Users/GetById/${scanner.id}`)).body as Record<string, unknown>;
    const saved = await api(a.url, admin, 'PUT', '/api/Users/PutEntity', { ...row, status: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // NOTIFY reaches B within milliseconds; allow a loaded machine a second.
    const until = Date.now() + 1000;
    let status = await profile(b.url, token);
    while (status === 200 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      status = await profile(b.url, token);
    }
    expect(status).toBe(401);
  });

  it("an administrator's change of a building's editions through A holds on B", async () => {
    const [admin, manager] = await Promise.all([signIn(a.url, 'admin'), signIn(a.url, 'manager')]);
    const fullOnB = () => api(b.url, manager, 'GET', '/api/Reports/Full/Data?from=2019-01-01&to=2019-01-31').then((r) => r.status);
    const buildings = (await api(a.url, admin, 'PUT', '/api/Package/GetAll', {})).body as Array<{ id: number; name: string }>;
    const { id } = buildings.find((row) => row.name === 'Harbour Tower')!; // manager's building
    const setFull = async (appFull: boolean) => {
      const row = (await api(a.url, admin, 'GET', `/api/Package/GetById/${id}`)).body as Record<string, unknown>;
      expect((await api(a.url, admin, 'PUT', '/api/Package/PutEntity', { ...row, appFull })).status).toBe(200);
    };
    // As for the revocation above: the announcement reaches B within milliseconds; a second on a loaded machine.
    const settlesTo = async (expected: number) => {
      const until = Date.now() + 1000;
      let status = await fullOnB();
      while (status !== expected && Date.now() < until) status = await new Promise((r) => setTimeout(r, 20)).then(fullOnB);
      return status;
    };
    expect(await fullOnB()).toBe(200); // B has cached the building's flags
    try {
      await setFull(false);
      expect(await settlesTo(403)).toBe(403);
    } finally {
      await setFull(true);
    }
    expect(await settlesTo(200)).toBe(200);
  });

  it("a grid total B has counted follows a delete made through A", async () => {
    const [admin, manager] = await Promise.all([signIn(a.url, 'admin'), signIn(a.url, 'manager')]);
    const few = { page: 1, pageSize: 5, filter: { logic: 'and', filters: [{ field: 'id', operator: 'lte', value: 600 }] } };
    const totalOnB = async () => ((await api(b.url, manager, 'PUT', '/api/Collections/Get', few)).body as { total: number; data: { id: number }[] });
    const before = await totalOnB();
    expect((await totalOnB()).total).toBe(before.total); // B remembers it (count-memo.ts)
    expect((await api(a.url, admin, 'DELETE', `/api/Collections/Delete/${before.data[0]!.id}`)).status).toBe(200);
    // As for the revocation above: the announcement reaches B within milliseconds; a second on a loaded machine.
    await expect.poll(async () => (await totalOnB()).total, { timeout: 1000, interval: 20 }).toBe(before.total - 1);
  });

  it('the same tenants file imported through A and through B at once adds each tenant once', async () => {
    const token = await signIn(a.url, 'manager');
    const names = Array.from({ length: 300 }, (_, i) => `Twice ${i} ${Date.now().toString(36)}`);
    const file = csvOf([['Name'], ...names.map((n) => [n])]);
    // Each process's worker claims the job uploaded to it, so the two run side by side.
    const [onA, onB] = await Promise.all([startImport(a.url, token, 'customers', file), startImport(b.url, token, 'customers', file)]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const results = await Promise.all([resultOf(a.url, token, (onA.body as ImportResult).id), resultOf(b.url, token, (onB.body as ImportResult).id)]);
    const stored = await rowsOf<{ name: string }>(a.url, token, 'Customers', [{ field: 'name', operator: 'startswith', value: names[0]!.split(' 0 ')[0] }]);
    const ours = stored.filter((r) => names.includes(r.name));
    expect(ours).toHaveLength(names.length);
    // One import added them, the other met them (unchanged), neither refused a line.
    expect(results.map((r) => r.importStatus)).toEqual(['Completed', 'Completed']);
    expect(results.map((r) => r.addedRows + r.unchangedRows)).toEqual([names.length, names.length]);
  }, 120_000);
});

describe('npm start -- --workers N', () => {
  it('refuses several processes without DATABASE_URL, saying why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SKIP_SPA_BUILD: '1', DATA_DIR: path.join(ROOT, '.data-test', `workers_${process.pid}`) };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts', '--workers', '2'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(PGLITE_ONE_PROCESS);
  }, 60_000);

  it('refuses a number of processes that is not a whole number from 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts', '--workers', '0'], { cwd: ROOT, env: { ...process.env, SKIP_SPA_BUILD: '1' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--workers takes a whole number of processes from 1/);
  }, 60_000);
});
