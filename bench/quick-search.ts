// The lists' quick search (issue #14 item 1) at 1,000,000 collections, on PGlite and (with
// DATABASE_URL) on PostgreSQL: PUT /api/Collections/Get as the building's manager with `search`
// set to part of a tenant's name (found through the service label), to a whole service name, and
// to a word matching nothing, each the first page by date; one request at a time, 1 warm-up then
// RUNS timed (median = p50, and p95). The database is bench/grid-scale.ts's (same seeding).
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/reports/sql';
import { MILLION } from './support/million-collections';
import { millionGrid, shownTotal, type Engine } from './support/million-grid';

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
  engine: Engine;
  collections: number;
  buildSeconds: number;
  trigram: boolean;
  searches: SearchFigure[];
}

export async function quickSearchFigures(engine: Engine, target = Number(process.env.BENCH_COLLECTIONS ?? MILLION)): Promise<QuickSearchFigures> {
  const grid = await millionGrid(engine, 'quick_search', USER, target);
  try {
    const { db, tenantId } = grid;
    const [trgm] = await rowsOf<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'`);
    const timed = async (name: string, search: string): Promise<SearchFigure> => {
      const t = await grid.timed(name, { page: 1, pageSize: 20, sort: [{ field: 'collectedAt', dir: 'desc' }], search }, RUNS);
      return { name, search, p50: t.median, p95: t.p95, serverP50: t.serverMedian, rows: t.rows, total: shownTotal(t) };
    };
    // The busiest service's tenant: part of its name, as a person types it, and the whole service name.
    const [busiest] = await rowsOf<{ service: string; customer: string }>(
      db,
      sql`SELECT s.name AS service, c.name AS customer FROM collections k
          JOIN collection_services s ON s.id = k.collection_service_id JOIN customers c ON c.id = s.customer_id
          WHERE k.tenant_id = ${tenantId} GROUP BY s.name, c.name ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!busiest) throw new Error('No collections');
    const part = busiest.customer.split(/\s+/)[0]!.slice(0, 5).toLowerCase();
    const searches = [
      await timed('part of a tenant name', part),
      await timed('a whole service name', busiest.service),
      await timed('no match', 'zqxjv'),
    ];
    return { engine, collections: grid.collections, buildSeconds: grid.buildSeconds, trigram: Number(trgm?.n ?? 0) > 0, searches };
  } finally {
    await grid.close();
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
  const engines = process.argv.slice(2).filter((a): a is Engine => a === 'PGlite' || a === 'PostgreSQL');
  if (engines.length === 0) for (const f of await quickSearchAll()) printQuickSearchFigures(f);
  else for (const engine of engines) printQuickSearchFigures(await quickSearchFigures(engine));
}
