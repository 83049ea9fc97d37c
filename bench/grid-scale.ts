// The Collections grid at 1,000,000 collections, on PGlite and (with DATABASE_URL) on PostgreSQL:
// the first page sorted by date, two filtered pages (one service = one customer × stream, or one
// customer, each with a 90-day date range) and page 1,000, each timed over real HTTP (PUT /api/Collections/Get as the
// building's manager, one request at a time: 1 warm-up, then 10 timed; median and p95).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/reports/sql';
import { MILLION } from './support/million-collections';
import { millionGrid, shownTotal, type Engine, type GridTiming } from './support/million-grid';

const USER = 'manager';
const RUNS = 10;

export type GridQueryFigure = GridTiming;

export interface GridScaleFigures {
  engine: Engine;
  collections: number;
  buildSeconds: number;
  queries: GridQueryFigure[];
}

export async function gridScaleFigures(engine: Engine, target = MILLION): Promise<GridScaleFigures> {
  const grid = await millionGrid(engine, 'grid_scale', USER, target);
  try {
    const { db, tenantId } = grid;
    const timed = (name: string, body: unknown) => grid.timed(name, body, RUNS);
    // The busiest service of the building, and the 90 days before its latest collection.
    const [busiest] = await rowsOf<{ id: number; latest: string }>(
      db,
      sql`SELECT collection_service_id AS id, max(collected_at)::text AS latest FROM collections
          WHERE tenant_id = ${tenantId} GROUP BY collection_service_id ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!busiest) throw new Error('No collections');
    const byDate = [{ field: 'collectedAt', dir: 'desc' }];
    const [customer] = await rowsOf<{ id: number; latest: string }>(
      db,
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
      await timed('first page, by date', { page: 1, pageSize: 20, sort: byDate }),
      await timed('service + 90 days', {
        page: 1,
        pageSize: 20,
        sort: byDate,
        filter: {
          logic: 'and',
          filters: [{ field: 'collectionServiceId', operator: 'eq', value: busiest.id }, ...range(busiest.latest)],
        },
      }),
      await timed('customer + 90 days', {
        page: 1,
        pageSize: 20,
        sort: byDate,
        filter: { logic: 'and', filters: [{ field: 'customerId', operator: 'eq', value: customer.id }, ...range(customer.latest)] },
      }),
      await timed('page 1,000, by date', { page: 1000, pageSize: 20, sort: byDate }),
    ];
    return { engine, collections: grid.collections, buildSeconds: grid.buildSeconds, queries };
  } finally {
    await grid.close();
  }
}

export function printGridScaleFigures(f: GridScaleFigures): void {
  console.log(
    `grid at scale (${f.engine}): ${f.collections.toLocaleString('en-AU')} collections (built in ${f.buildSeconds.toFixed(0)} s), ` +
      `PUT /api/Collections/Get as ${USER}, 20 rows, ${RUNS} sequential runs after 1 warm-up:`,
  );
  for (const q of f.queries) {
    console.log(`   ${q.name.padEnd(22)} median ${q.median.toFixed(1)} ms, p95 ${q.p95.toFixed(1)} ms, server median ${q.serverMedian.toFixed(1)} ms (${q.rows} rows, total ${shownTotal(q)})`);
  }
}

export async function gridScaleAll(): Promise<GridScaleFigures[]> {
  const figures = [await gridScaleFigures('PGlite')];
  if (process.env.DATABASE_URL) figures.push(await gridScaleFigures('PostgreSQL'));
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const engines = process.argv.slice(2).filter((a): a is Engine => a === 'PGlite' || a === 'PostgreSQL');
  if (engines.length === 0) for (const f of await gridScaleAll()) printGridScaleFigures(f);
  else for (const engine of engines) printGridScaleFigures(await gridScaleFigures(engine));
}
