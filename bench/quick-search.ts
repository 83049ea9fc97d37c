// The lists' quick search (issue #14 item 1) at 1,000,000 collections, on PGlite and (with
// DATABASE_URL) on PostgreSQL: PUT /api/Collections/Get as the building's manager with `search`
// set to part of a tenant's name (found through the service label), to a whole service name, and
// to a word matching nothing, each the first page by date; one request at a time, 1 warm-up then
// RUNS timed (median = p50, and p95). The database is bench/grid-scale.ts's (same seeding).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed';
import { rowsOf } from '../src/server/reports/sql';
import { buildingOf, fillCollections, MILLION } from './support/million-collections';
import { scratchDatabase } from './support/scratch-database';
import { signedInClient } from './support/session-client';
import { median, percentile } from './support/stats';

const USER = 'manager';
const RUNS = 20;

export interface SearchFigure {
  name: string;
  search: string;
  p50: number;
  p95: number;
  serverP50: number;
  rows: number;
  total: string;
}

export interface QuickSearchFigures {
  engine: 'PGlite' | 'PostgreSQL';
  collections: number;
  buildSeconds: number;
  trigram: boolean;
  searches: SearchFigure[];
}

let lastServerMs = Number.NaN;

async function timed(url: string, token: string, name: string, search: string): Promise<SearchFigure> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  let last: { data: unknown[]; total: number; totalCapped?: boolean } = { data: [], total: 0 };
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/Collections/Get`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', applicationType: 'web', 'X-API-Version': '2.0' },
      body: JSON.stringify({ page: 1, pageSize: 20, sort: [{ field: 'collectedAt', dir: 'desc' }], search }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
    if (run > 0) {
      times.push(performance.now() - started);
      serverTimes.push(lastServerMs);
    }
    last = JSON.parse(text) as typeof last;
  }
  const total = last.totalCapped ? `more than ${(last.total - 1).toLocaleString('en-AU')}` : last.total.toLocaleString('en-AU');
  return { name, search, p50: median(times), p95: percentile(times, 95), serverP50: median(serverTimes), rows: last.data.length, total };
}

export async function quickSearchFigures(engine: 'PGlite' | 'PostgreSQL', target = Number(process.env.BENCH_COLLECTIONS ?? MILLION)): Promise<QuickSearchFigures> {
  const serverUrl = engine === 'PostgreSQL' ? process.env.DATABASE_URL : undefined;
  if (engine === 'PostgreSQL' && !serverUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  const scratch = await scratchDatabase('quick_search', serverUrl);
  let serving: { close(): Promise<void> } | undefined;
  try {
    const built = performance.now();
    await migrate(scratch.db);
    await seedDatabase(scratch.db, { log: false });
    const tenantId = await buildingOf(scratch.db, USER);
    const collections = await fillCollections(scratch.db, tenantId, target);
    const buildSeconds = (performance.now() - built) / 1000;
    const [trgm] = await rowsOf<{ n: string | number }>(scratch.db, sql`SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'`);
    const appDb = scratch.databaseUrl ? await openDatabase({ databaseUrl: scratch.databaseUrl }) : undefined;
    const app = await buildApp({ db: appDb?.db ?? scratch.db, dataDir: scratch.dataDir, accessTokenTtlSeconds: 3600, logger: false, backgroundJobs: false });
    app.addHook('onResponse', async (_request, reply) => void (lastServerMs = reply.elapsedTime));
    serving = {
      close: async () => {
        await app.close();
        await appDb?.close();
      },
    };
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { auth } = await signedInClient(url, USER);
    // The busiest service's tenant: part of its name, as a person types it, and the whole service name.
    const [busiest] = await rowsOf<{ service: string; customer: string }>(
      scratch.db,
      sql`SELECT s.name AS service, c.name AS customer FROM collections k
          JOIN collection_services s ON s.id = k.collection_service_id JOIN customers c ON c.id = s.customer_id
          WHERE k.tenant_id = ${tenantId} GROUP BY s.name, c.name ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!busiest) throw new Error('No collections');
    const part = busiest.customer.split(/\s+/)[0]!.slice(0, 5).toLowerCase();
    const searches = [
      await timed(url, auth.accessToken, 'part of a tenant name', part),
      await timed(url, auth.accessToken, 'a whole service name', busiest.service),
      await timed(url, auth.accessToken, 'no match', 'zqxjv'),
    ];
    return { engine, collections, buildSeconds, trigram: Number(trgm?.n ?? 0) > 0, searches };
  } finally {
    await serving?.close();
    await scratch.close();
  }
}

export function printQuickSearchFigures(f: QuickSearchFigures): void {
  console.log(
    `quick search (${f.engine}${f.trigram ? ', pg_trgm indexes' : ', no pg_trgm'}): ${f.collections.toLocaleString('en-AU')} collections (built in ${f.buildSeconds.toFixed(0)} s), ` +
      `PUT /api/Collections/Get as ${USER}, 20 rows by date, ${RUNS} sequential runs after 1 warm-up:`,
  );
  for (const s of f.searches) {
    console.log(`   ${s.name.padEnd(22)} "${s.search}" p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, server p50 ${s.serverP50.toFixed(1)} ms (${s.rows} rows, total ${s.total})`);
  }
}

export async function quickSearchAll(): Promise<QuickSearchFigures[]> {
  const figures = [await quickSearchFigures('PGlite')];
  if (process.env.DATABASE_URL) figures.push(await quickSearchFigures('PostgreSQL'));
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const engines = process.argv.slice(2).filter((a): a is 'PGlite' | 'PostgreSQL' => a === 'PGlite' || a === 'PostgreSQL');
  if (engines.length === 0) for (const f of await quickSearchAll()) printQuickSearchFigures(f);
  else for (const engine of engines) printQuickSearchFigures(await quickSearchFigures(engine));
}
