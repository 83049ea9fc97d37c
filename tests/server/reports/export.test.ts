// The background PDF export over real HTTP (spec §4 PDF export, architecture §6): the in-process
// worker takes the job, the export runs NotStarted → Running → Succeeded with a real multi-page
// PDF behind a signed link; a job with filters no report can be drawn from ends Failed; expired
// files are removed.
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExportItem, ReportType } from '../../../src/domain/reports';
import { jobs, reportExports } from '../../../src/server/db/schema';
import { claimJob, JOB_STALE_SECONDS } from '../../../src/server/jobs/claim';
import { createExport } from '../../../src/server/reports/export-store';
import { removeExpiredExports } from '../../../src/server/reports/jobs/sweep';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { insertFixture, PERIOD, type Fixture } from './fixtures';
import { infoTitle, pageCount, pageText } from './pdf-text';

let server: TestServer;
/** The app under test (its data directory). */
let app: FastifyInstance;
let fx: Fixture;
let token: string;

const post = (body: unknown) => api(server.url, token, 'POST', '/api/PowerBI/PostReportPdfExport', body);
const poll = async (id: string) => (await api(server.url, token, 'GET', `/api/PowerBI/PollReportExport?exportId=${id}`)).body as ReportExportItem;

/** Polls like the client (by id) until the export leaves NotStarted/Running; records what it saw. */
async function settle(id: string, seen: ReportExportItem[] = []): Promise<ReportExportItem> {
  for (let i = 0; i < 200; i++) {
    const item = await poll(id);
    seen.push(item);
    if (item.status !== 'NotStarted' && item.status !== 'Running') return item;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('The export did not finish');
}

const fileQuery = (item: ReportExportItem) =>
  new URLSearchParams(Object.entries(item).map(([k, v]) => [k, v === null ? '' : String(v)])).toString();

beforeAll(async () => {
  server = await startTestServer({ routes: (instance) => void (app = instance) });
  fx = await insertFixture(server.db);
  token = await signIn(server.url, 'manager');
});
afterAll(async () => {
  await server?.close();
});

describe('PDF export', () => {
  let done: ReportExportItem;

  it('runs NotStarted → Succeeded, and the link opens a multi-page PDF without a bearer header', async () => {
    const start = await post({ filters: { ...PERIOD, wasteStreamIds: fx.streamIds }, reportName: 'Harbour Tower 2019 waste' });
    const seen: ReportExportItem[] = [(start.body as ReportExportItem)];
    done = await settle(seen[0]!.id, seen);
    expect(done).toMatchObject({ status: 'Succeeded', percentComplete: 100, resourceFileExtension: '.pdf', reportName: 'Harbour Tower 2019 waste' });
    expect(seen[0]!.status).toBe('NotStarted');
    expect(Date.parse(done.lastActionDateTime)).toBeGreaterThan(Date.parse(done.createdDateTime));
    const expires = Date.parse(done.expirationTime!);
    expect(expires - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    const link = await api(server.url, token, 'GET', `/api/PowerBI/GetExportedFile?${fileQuery(done)}`);
    expect(link.status).toBe(200);
    const url = (link.body as { url: string }).url;
    // Relative without PUBLIC_URL: the request's Host never makes the link (tests/server/public-url.test.ts).
    expect(url).toMatch(new RegExp(`^/files/exports/${done.id}\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const file = await fetch(new URL(url, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    expect(infoTitle(pdf)).toBe('Harbour Tower 2019 waste');
    const text = pageText(pdf);
    expect(text).toContain('Harbour Tower 2019 waste');
    // Days as dd/mm/yyyy and the stamp on Harbour Tower's clock (Sydney), never UTC (issue #13).
    expect(text).toContain('Period: 01/01/2019 to 31/12/2019');
    expect(text).toMatch(/Generated: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m AE[DS]T/);
    expect(text).not.toContain('UTC');
    expect(text).toContain('Generated kg by stream and month');
    expect(text).toContain('Tenant league table');
    // The KPI tile of generated waste (400 kg) and the league row of Alpha (370 kg).
    expect(text).toContain('400 kg');
    expect(text).toContain('370 kg');
  });

  it('refuses a tampered or expired link', async () => {
    const link = await api(server.url, token, 'GET', `/api/PowerBI/GetExportedFile?${fileQuery(done)}`);
    const url = new URL((link.body as { url: string }).url, server.url);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1000));
    expect((await fetch(tampered)).status).toBe(403);
    const forged = new URL(url);
    forged.searchParams.set('signature', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
  });

  it('ends Failed when the filters cannot make a report (a job queued with an inverted period)', async () => {
    // The start call refuses such filters (export-filters.test.ts); a job stored before it did still ends Failed.
    const [good] = await server.db.select().from(reportExports).where(eq(reportExports.id, done.id));
    const queued = await createExport(server.db, {
      userId: good!.requestedById!,
      tenantId: good!.tenantId,
      reportType: good!.reportType as ReportType,
      reportId: good!.reportId,
      reportName: 'Inverted',
      filters: { from: '2019-12-31', to: '2019-01-01' },
      scope: { tenantIds: [], scopeTenantIds: [], customerIds: null },
      powerBiReportId: null,
    });
    app.reportExportWorker?.kick();
    const failed = await settle(queued.id);
    expect(failed).toMatchObject({ status: 'Failed', resourceLocation: null });
    const [row] = await server.db.select().from(reportExports).where(eq(reportExports.id, failed.id));
    expect(row?.errorMessage).toBe('The period starts after it ends.');
    const [job] = await server.db.select().from(jobs).where(eq(jobs.id, (await jobOf(failed.id))!));
    expect(job).toMatchObject({ status: 'Failed', error: 'The period starts after it ends.' });
    expect((await api(server.url, token, 'GET', `/api/PowerBI/GetExportedFile?${fileQuery(failed)}`)).status).toBe(409);
  });

  it('removes the file once it expires, and the download link is then refused', async () => {
    const fileUrl = `/api/PowerBI/GetExportedFile?${fileQuery(done)}`;
    const link = ((await api(server.url, token, 'GET', fileUrl)).body as { url: string }).url;
    await server.db.update(reportExports).set({ expirationTime: new Date(Date.now() - 1000).toISOString() }).where(eq(reportExports.id, done.id));
    const dataDir = app.dataDir;
    expect(existsSync(`${dataDir}/files/exports/${done.id}.pdf`)).toBe(true);
    expect(await removeExpiredExports(server.db, dataDir)).toBe(1);
    expect(existsSync(`${dataDir}/files/exports/${done.id}.pdf`)).toBe(false);
    expect((await poll(done.id)).resourceLocation).toBeNull();
    expect((await api(server.url, token, 'GET', fileUrl)).status).toBe(410);
    expect((await fetch(new URL(link, server.url))).status).toBe(404);
  });
});

describe('job claim', () => {
  it('hands a job to one claimant only (FOR UPDATE SKIP LOCKED), and a job whose worker stopped beating is taken over', async () => {
    const [job] = await server.db.insert(jobs).values({ kind: 'claim-test', payload: {} }).returning();
    const [a, b] = await Promise.all([claimJob(server.db, 'claim-test', 'worker-a'), claimJob(server.db, 'claim-test', 'worker-b')]);
    expect([a?.id, b?.id].filter(Boolean)).toEqual([job!.id]);
    expect(await claimJob(server.db, 'claim-test', 'worker-c')).toBeNull();
    // Its worker died: neither lock nor heartbeat renewed for longer than the stale window.
    const stale = new Date(Date.now() - (JOB_STALE_SECONDS + 60) * 1000).toISOString();
    await server.db.update(jobs).set({ lockedAt: stale, heartbeatAt: stale }).where(eq(jobs.id, job!.id));
    expect((await claimJob(server.db, 'claim-test', 'worker-c'))?.id).toBe(job!.id);
    const [row] = await server.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'Running', lockedBy: 'worker-c' });
  });
});

async function jobOf(exportId: string): Promise<number | undefined> {
  const rows = await server.db.select({ id: jobs.id, payload: jobs.payload }).from(jobs);
  return rows.find((r) => (r.payload as { exportId?: string }).exportId === exportId)?.id;
}
