// Planner statistics for the embedded database. PostgreSQL's autovacuum re-ANALYZEs a table once
// about a tenth of it has changed; PGlite runs no background workers, so its tables kept the
// statistics of their last explicit ANALYZE — for a database grown after seeding, none: with 106k
// collections the planner guessed 46 rows for a building, and the grid's capped count bitmap-scanned
// the whole table (~15 ms of each grid request instead of ~3). Here the server does autovacuum's
// ANALYZE part itself: at start and every minute, the tables whose size has grown by more than a
// tenth since their last ANALYZE (pg_class.relpages, which ANALYZE sets) are analyzed. Sizes are
// compared, not pg_stat counters, because PGlite's counters do not survive a restart.
// On PostgreSQL autovacuum does this and nothing is installed.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './client';

export const STATISTICS_CHECK_MS = 60_000;
/** A table this small (8 kB pages) is planned well enough from its size alone. */
const MIN_PAGES = 8;

/** ANALYZEs the user tables grown by over a tenth since their last ANALYZE; answers their names. */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages * 1.1, ${MIN_PAGES})
        ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  const grown = result.rows;
  for (const { name } of grown) await db.execute(sql`ANALYZE ${sql.identifier(name)}`);
  return grown.map((t) => t.name);
}

/** On PGlite: the check shortly after the server is ready, then every STATISTICS_CHECK_MS. */
export function installPlannerStatistics(app: FastifyInstance, db: Db): void {
  if (!((db as unknown as { $client: unknown }).$client instanceof PGlite)) return;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const check = () => {
    analyzeGrownTables(db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Refreshing the planner statistics failed'))
      .finally(() => {
        if (!closed) timer = setTimeout(check, STATISTICS_CHECK_MS).unref();
      });
  };
  // Not before listening: the first requests of a fresh start are not kept waiting behind it.
  app.addHook('onReady', async () => {
    timer = setTimeout(check, 1_000).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
