// The Collections grid at 1,000,000 collections, on PGlite and (with DATABASE_URL) on PostgreSQL:
// the first page sorted by date, two filtered pages (one service = one customer × stream, or one
// customer, each with a 90-day date range) and page 1,000, each timed over real HTTP (PUT /api/Collections/Get as the
// building's manager, one request at a time: 1 warm-up, then 10 timed; median and p95).
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
const RUNS = 10;

export interface GridQueryFigure {
  name: string;
  median: number;
  p95: number;
  /** Fastify's own measure, request arrival → reply sent (no client or network in it). */
  serverMedian: number;
  rows: number;
  total: number;
  totalCapped: boolean;
}

export interface GridScaleFigures {
  engine: 'PGlite' | 'PostgreSQL';
  collections: number;
  buildSeconds: number;
  queries: GridQueryFigure[];
}

/** Server time of the last answered request (set by an onResponse hook). */
let lastServerMs = Number.NaN;

async function timed(url: string, token: string, name: string, body: unknown): Promise<GridQueryFigure> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  let last: { data: unknown[]; total: number; totalCapped?: boolean } = { data: [], total: 0 };
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/Collections/Get`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', applicationType: 'web', 'X-API-Version': '2.0' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 300)}`);
    if (run > 0) {
      times.push(performance.now() - started);
      serverTimes.push(lastServerMs);
    }
    last = JSON.parse(text) as typeof last;
  }
  return { name, median: median(times), p95: percentile(times, 95), serverMedian: median(serverTimes), rows: last.data.length, total: last.total, totalCapped: last.totalCapped === true };
}

export async function gridScaleFigures(engine: 'PGlite' | 'PostgreSQL', target = MILLION): Promise<GridScaleFigures> {
  const serverUrl = engine === 'PostgreSQL' ? process.env.DATABASE_URL : undefined;
  if (engine === 'PostgreSQL' && !serverUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  const scratch = await scratchDatabase('grid_scale', serverUrl);
  let serving: { close(): Promise<void> } | undefined;
  try {
    const built = performance.now();
    await migrate(scratch.db);
    await seedDatabase(scratch.db, { log: false });
    const tenantId = await buildingOf(scratch.db, USER);
    const collections = await fillCollections(scratch.db, tenantId, target);
    const buildSeconds = (performance.now() - built) / 1000;
    // On PostgreSQL the server gets its own pool with the normal statement limit.
    const appDb = scratch.databaseUrl ? await openDatabase({ databaseUrl: scratch.databaseUrl }) : undefined;
    const app = await buildApp({ db: appDb?.db ?? scratch.db, dataDir: scratch.dataDir, accessTokenTtlSeconds: 3600, logger: false, backgroundJobs: false });
    app.addHook('onResponse', async (_request, reply) => void (lastServerMs = reply.elapsedTime));
    serving = { close: async () => { await app.close(); await appDb?.close(); } };
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { auth } = await signedInClient(url, USER);

    // The busiest service of the building, and the 90 days before its latest collection.
    const [busiest] = await rowsOf<{ id: number; latest: string }>(
      scratch.db,
      sql`SELECT collection_service_id AS id, max(collected_at)::text AS latest FROM collections
          WHERE tenant_id = ${tenantId} GROUP BY collection_service_id ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!busiest) throw new Error('No collections');
    const byDate = [{ field: 'collectedAt', dir: 'desc' }];
    const [customer] = await rowsOf<{ id: number; latest: string }>(
      scratch.db,
      sql`SELECT customer_id AS id, max(collected_at)::text AS latest FROM collections
          WHERE tenant_id = ${tenantId} AND customer_id IS NOT NULL GROUP BY customer_id ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!customer) throw new Error('No customer collections');
    const range = (latest: string) => {
      const until = new Date(latest);
      return [
        { field: 'collectedAt', operator: 'gte', value: new Date(until.getTime() - 90 * 86_400_000).toISOString() },
        { field: 'collectedAt', operator: 'lte', value: until.toISOString() },
      ];
    };
    const queries = [
      await timed(url, auth.accessToken, 'first page, by date', { page: 1, pageSize: 20, sort: byDate }),
      await timed(url, auth.accessToken, 'service + 90 days', {
        page: 1,
        pageSize: 20,
        sort: byDate,
        filter: {
          logic: 'and',
          filters: [{ field: 'collectionServiceId', operator: 'eq', value: busiest.id }, ...range(busiest.latest)],
        },
      }),
      await timed(url, auth.accessToken, 'customer + 90 days', {
        page: 1,
        pageSize: 20,
        sort: byDate,
        filter: { logic: 'and', filters: [{ field: 'customerId', operator: 'eq', value: customer.id }, ...range(customer.latest)] },
      }),
      await timed(url, auth.accessToken, 'page 1,000, by date', { page: 1000, pageSize: 20, sort: byDate }),
    ];
    return { engine, collections, buildSeconds, queries };
  } finally {
    await serving?.close();
    await scratch.close();
  }
}

export function printGridScaleFigures(f: GridScaleFigures): void {
  console.log(
    `grid at scale (${f.engine}): ${f.collections.toLocaleString('en-AU')} collections (built in ${f.buildSeconds.toFixed(0)} s), ` +
      `PUT /api/Collections/Get as ${USER}, 20 rows, ${RUNS} sequential runs after 1 warm-up:`,
  );
  for (const q of f.queries) {
    const total = q.totalCapped ? `more than ${(q.total - 1).toLocaleString('en-AU')}` : q.total.toLocaleString('en-AU');
    console.log(`   ${q.name.padEnd(22)} median ${q.median.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms, server median ${q.serverMedian.toFixed(1)} ms (${q.rows} rows, total ${total})`);
  }
}

export async function gridScaleAll(): Promise<GridScaleFigures[]> {
  const figures = [await gridScaleFigures('PGlite')];
  if (process.env.DATABASE_URL) figures.push(await gridScaleFigures('PostgreSQL'));
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const engines = process.argv.slice(2).filter((a): a is 'PGlite' | 'PostgreSQL' => a === 'PGlite' || a === 'PostgreSQL');
  if (engines.length === 0) for (const f of await gridScaleAll()) printGridScaleFigures(f);
  else for (const engine of engines) printGridScaleFigures(await gridScaleFigures(engine));
}
