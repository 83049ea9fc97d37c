// PUT /api/ContaminatedCollectionReport/Get over real HTTP: its figures equal a direct count of
// the seed's collections (overall, by stream, by customer, by level), the rows are the flagged
// collections newest first, and the guard is View on the report.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTAMINATED_COLLECTIONS_PATH, type ContaminatedCollectionReport } from '../../src/domain/contaminated-collections';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let manager: string;
let harbour: number;

const PERIOD = { from: '2000-01-01', to: '2099-12-31' };

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
  const found = (await server.db.execute(sql`SELECT tenant_id FROM packages WHERE name = 'Harbour Tower'`)) as unknown as { rows: { tenant_id: number }[] };
  harbour = found.rows[0]!.tenant_id;
});
afterAll(async () => {
  await server?.close();
});

async function report(token: string, body: Record<string, unknown>): Promise<ContaminatedCollectionReport> {
  const { status, body: answer } = await api(server.url, token, 'PUT', CONTAMINATED_COLLECTIONS_PATH, { ...PERIOD, ...body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as ContaminatedCollectionReport;
}

async function counts(where = sql`true`): Promise<{ key: number | null; flagged: number; total: number }[]> {
  const result = (await server.db.execute(
    sql`SELECT waste_stream_id AS key, count(*) FILTER (WHERE is_contaminated)::int AS flagged, count(*)::int AS total
        FROM collections WHERE tenant_id = ${harbour} AND is_deleted = false AND ${where} GROUP BY 1`,
  )) as unknown as { rows: { key: number | null; flagged: number; total: number }[] };
  return result.rows;
}

it('overall and by stream, the figures equal a direct count of the seed', async () => {
  const direct = await counts();
  const flagged = direct.reduce((s, r) => s + r.flagged, 0);
  const total = direct.reduce((s, r) => s + r.total, 0);
  expect(flagged).toBeGreaterThan(0);
  const answer = await report(manager, {});
  expect(answer.summary).toMatchObject({ flagged, total, pct: Math.round((flagged / total) * 10000) / 100 });
  expect(answer.total).toBe(flagged);
  expect(Object.fromEntries(answer.summary.byStream.map((s) => [s.id, [s.flagged, s.total]]))).toEqual(Object.fromEntries(direct.map((r) => [r.key, [r.flagged, r.total]])));
  const byCustomer = answer.summary.byCustomer.reduce((s, c) => s + c.flagged, 0);
  expect(byCustomer).toBe(flagged);
});

it('lists the flagged collections newest first, a page at a time', async () => {
  const first = await report(manager, { take: 5 });
  const second = await report(manager, { take: 5, skip: 5 });
  const rows = [...first.rows, ...second.rows];
  expect(rows).toHaveLength(10);
  expect(new Set(rows.map((r) => r.id)).size).toBe(10);
  expect(rows.map((r) => r.collectedAt)).toEqual([...rows.map((r) => r.collectedAt)].sort().reverse());
  for (const r of rows) {
    expect(r.contaminationLevel).toMatch(/^(Low|Medium|High)$/);
    expect(r.serviceName).toBeTruthy();
    expect(r.netKg).toBeGreaterThan(0);
  }
});

it('narrows by stream, level and period', async () => {
  const all = await report(manager, {});
  const stream = all.summary.byStream[0]!;
  const oneStream = await report(manager, { wasteStreamIds: [stream.id] });
  expect(oneStream.summary).toMatchObject({ flagged: stream.flagged, total: stream.total });
  expect(oneStream.rows.every((r) => r.wasteStreamId === stream.id)).toBe(true);

  const [high] = await counts(sql`contamination_level = 'High'`).then((rows) => [rows.reduce((s, r) => s + r.flagged, 0)]);
  const onlyHigh = await report(manager, { contaminationLevel: 'High' });
  expect(onlyHigh.summary.flagged).toBe(high);
  expect(onlyHigh.summary.total).toBe(all.summary.total);
  expect(onlyHigh.rows.every((r) => r.contaminationLevel === 'High')).toBe(true);

  const none = await report(manager, { from: '2001-01-01', to: '2001-12-31' });
  expect(none.summary).toMatchObject({ flagged: 0, total: 0, pct: null });
  expect(none.rows).toEqual([]);
});

it('refuses an inverted period and needs View on the report', async () => {
  const inverted = await api(server.url, manager, 'PUT', CONTAMINATED_COLLECTIONS_PATH, { from: '2026-02-01', to: '2026-01-01' });
  expect(inverted.status).toBe(400);
  const scanner = await signIn(server.url, 'scanner');
  expect((await api(server.url, scanner, 'PUT', CONTAMINATED_COLLECTIONS_PATH, PERIOD)).status).toBe(403);
  const ft = await signIn(server.url, 'ftmanager');
  expect((await api(server.url, ft, 'PUT', CONTAMINATED_COLLECTIONS_PATH, PERIOD)).status).toBe(403);
});
