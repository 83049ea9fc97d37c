// Report data at 1,000,000 collections (issue #12 part 3, target ≤ 100 ms server time): a freshly
// seeded demo database (PGlite, its own temp directory) gets generated collections with one
// INSERT … SELECT generate_series (the rollup triggers fold them in as one grouped upsert), then
// `npm run db:rollups`'s rebuild and the planner statistics a running server would have refreshed
// (db/planner-statistics.ts); then the landing report's data requests are timed, each 20 times
// after 5 warm-ups, over loopback from this process. The first answer after the start is printed
// on its own: PGlite's WebAssembly is compiled to optimised code as it runs, so the first few
// answers after a start take longer.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { defaultReportPeriod } from '../src/domain/report-data';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { analyzeGrownTables } from '../src/server/db/planner-statistics';
import { rebuildRollups } from '../src/server/db/rollup-triggers';
import { seedDatabase } from '../src/server/db/seed';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-users';
import { median, percentile } from './support/stats';

export const REPORT_COLLECTIONS = 1_000_000;
const RUNS = 20;
const WARM_UPS = 5;

export interface TimedRequest {
  label: string;
  path: string;
  /** The first answer of this request after the server's start. */
  first: number;
  median: number;
  p95: number;
}

export interface ReportRollupFigures {
  collections: number;
  rollupKeys: number;
  insertSeconds: number;
  rebuildSeconds: number;
  analyzeSeconds: number;
  requests: TimedRequest[];
}

async function token(url: string, userName: string): Promise<string> {
  const response = await fetch(`${url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', applicationType: 'web' },
    body: new URLSearchParams({ grant_type: 'password', username: userName, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${userName}: ${response.status}`);
  return String(((await response.json()) as { access_token: string }).access_token);
}

async function timed(url: string, bearer: string, label: string, requestPath: string): Promise<TimedRequest> {
  const times: number[] = [];
  let first = 0;
  for (let i = 0; i < WARM_UPS + RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${requestPath}`, { headers: { applicationType: 'web', authorization: `Bearer ${bearer}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${requestPath}: ${response.status}`);
    if (i === 0) first = performance.now() - started;
    if (i >= WARM_UPS) times.push(performance.now() - started);
  }
  return { label, path: requestPath, first, median: median(times), p95: percentile(times, 95) };
}

/** Spreads `n` collections over the last year across the live services of the Full-edition buildings. */
async function generateCollections(db: Awaited<ReturnType<typeof openDatabase>>['db'], n: number): Promise<void> {
  await db.execute(sql`
    WITH s AS (
      SELECT array_agg(cs.id ORDER BY cs.id) AS ids
      FROM collection_services cs JOIN packages p ON p.tenant_id = cs.tenant_id
      WHERE cs.is_deleted = false AND p.app_full)
    INSERT INTO collections (tenant_id, collected_at, collection_service_id, customer_id, waste_stream_id, net_kg,
                             is_estimated, is_contaminated, contamination_level, source)
    SELECT cs.tenant_id, now() - (g % 365) * interval '1 day' - (g % 600) * interval '1 minute', cs.id, cs.customer_id,
           cs.waste_stream_id, round(1 + (g % 400) / 10.0, 2), g % 17 = 0, g % 13 = 0,
           CASE WHEN g % 13 = 0 THEN (ARRAY['Low', 'Medium', 'High'])[1 + g % 3] END, 'Bench'
    FROM generate_series(1, ${n}) g CROSS JOIN s
    JOIN collection_services cs ON cs.id = s.ids[1 + (g / 365) % array_length(s.ids, 1)]`);
}

export async function reportRollupFigures(options: { collections?: number } = {}): Promise<ReportRollupFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rollup-'));
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    await migrate(db);
    await seedDatabase(db, { log: false });
    let started = performance.now();
    await generateCollections(db, options.collections ?? REPORT_COLLECTIONS);
    const insertSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const { collectionKeys } = await rebuildRollups(db);
    const rebuildSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await analyzeGrownTables(db);
    const analyzeSeconds = (performance.now() - started) / 1000;
    const [row] = ((await db.execute(sql`SELECT count(*)::int AS n FROM collections`)) as unknown as { rows: { n: number }[] }).rows;

    const app = await buildApp({ db, dataDir, accessTokenTtlSeconds: 3600, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { from, to } = defaultReportPeriod(new Date());
      const manager = await token(url, 'manager');
      const portfolio = await token(url, 'portfolio');
      const admin = await token(url, 'admin');
      const requests = [
        await timed(url, manager, 'Full report embed resource (manager)', '/api/PowerBI/GetReportEmbedResource'),
        await timed(url, manager, 'Full report data, last 12 months (manager)', `/api/Reports/Full/Data?from=${from}&to=${to}`),
        await timed(url, portfolio, 'Portfolio report data, last 12 months', `/api/Reports/Portfolio/Data?from=${from}&to=${to}`),
        await timed(url, admin, 'System dashboard (admin)', '/api/SystemDashboard/Get'),
      ];
      return { collections: row?.n ?? 0, rollupKeys: collectionKeys, insertSeconds, rebuildSeconds, analyzeSeconds, requests };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printReportRollupFigures(f: ReportRollupFigures): void {
  console.log(`   ${f.collections.toLocaleString('en')} collections (PGlite); ${f.rollupKeys.toLocaleString('en')} collection rollup keys`);
  console.log(
    `   generated by one INSERT … SELECT generate_series in ${f.insertSeconds.toFixed(1)} s (triggers on), rebuild in ${f.rebuildSeconds.toFixed(1)} s, statistics in ${f.analyzeSeconds.toFixed(1)} s`,
  );
  for (const r of f.requests) {
    console.log(`   ${r.label}: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (target ≤ 100 ms); first after the start ${r.first.toFixed(1)} ms`);
  }
  console.log(`   method: ${RUNS} sequential GETs after ${WARM_UPS} warm-ups, each timed from send to last byte over loopback in the server's own process`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const n = Number(process.env.BENCH_COLLECTIONS ?? REPORT_COLLECTIONS);
  printReportRollupFigures(await reportRollupFigures({ collections: n }));
}
