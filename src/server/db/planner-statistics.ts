// Planner statistics for the embedded database. PostgreSQL's autovacuum re-ANALYZEs a table once
// about a tenth of it has changed; PGlite runs no background workers, so its tables kept the
// statistics of their last explicit ANALYZE — for a database grown after seeding, none: with 106k
// collections the planner guessed 46 rows for a building, and the grid's capped count bitmap-scanned
// the whole table (~15 ms of each grid request instead of ~3). Here the server does autovacuum's
// ANALYZE part itself: after start and every minute, the tables never analyzed and those whose size
// has grown by more than a tenth since their last ANALYZE (pg_class.relpages, which ANALYZE sets)
// are analyzed. Sizes are compared, not pg_stat counters, because PGlite's counters do not survive
// a restart. Small tables too: sized at a few pages they were once left out, and without column
// statistics the planner guessed 1 of a building's 200 audit samples and nested-looped the Full
// report's audit figures through their 836 items (bench/report-rollup.ts).
//
// PGlite runs each statement on the server's own thread, so an ANALYZE holds every request for its
// whole length (~0.5 s for 106k collections at PostgreSQL's default sample of 30,000 rows; the first
// one over a million rows made report requests wait, bench/report-rollup.ts). So the server's
// refresh (issue #12) analyzes one table at a time, each in a moment when no request is being
// answered (waiting at most STATISTICS_MAX_WAIT_MS for one), over a smaller sample
// (REFRESH_STATISTICS_TARGET: 300 × 20 = 6,000 rows, enough for the grid's plans: the building's
// share, date ranges). The seed, which nobody waits on, analyzes at the default sample.
// On PostgreSQL autovacuum does this and nothing is installed.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isEmbedded, type Db } from './client';

export const STATISTICS_CHECK_MS = 60_000;
/** A refresh waits this long at most for a moment without requests, then analyzes anyway. */
export const STATISTICS_MAX_WAIT_MS = 5 * 60_000;
/** The server's refresh samples 300 × this many rows (PostgreSQL's default_statistics_target is 100). */
export const REFRESH_STATISTICS_TARGET = 20;
/** How often a waiting refresh looks whether the requests are done. */
const IDLE_POLL_MS = 100;

export interface AnalyzeOptions {
  /** default_statistics_target for these ANALYZEs; undefined: the database's (100). */
  statisticsTarget?: number;
  /** Awaited before each table's ANALYZE: the server's waits for a moment without requests. */
  beforeEach?: () => Promise<void>;
}

/** ANALYZEs the user tables grown by over a tenth since their last ANALYZE; answers their names. */
export async function analyzeGrownTables(db: Db, options: AnalyzeOptions = {}): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND pg_relation_size(c.oid) > 0
          AND (c.reltuples < 0 OR pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1)
        ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  const grown = result.rows.map((t) => t.name);
  for (const name of grown) {
    await options.beforeEach?.();
    const target = options.statisticsTarget;
    if (target === undefined) await db.execute(sql`ANALYZE ${sql.identifier(name)}`);
    else {
      // SET LOCAL: the smaller sample ends with this transaction, whatever runs next.
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL default_statistics_target = ${Math.trunc(target)}`));
        await tx.execute(sql`ANALYZE ${sql.identifier(name)}`);
      });
    }
  }
  return grown;
}

/** The server closed while a refresh waited: nothing is left to analyze for. */
class StatisticsStopped extends Error {}

export interface PlannerStatistics {
  /** Requests being answered now. */
  inFlight(): number;
  /** One refresh as the timer runs it: each grown table in a moment without requests. */
  refresh(maxWaitMs?: number): Promise<string[]>;
}

/**
 * Counts the requests in flight and refreshes the statistics between them. Must be installed before
 * the server is ready (its onRequest hook counts every request).
 */
export function plannerStatistics(app: FastifyInstance, db: Db): PlannerStatistics {
  let inFlight = 0;
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  const idle = async (maxWaitMs: number) => {
    const until = Date.now() + maxWaitMs;
    while (inFlight > 0 && Date.now() < until && !closed) await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS).unref());
    if (closed) throw new StatisticsStopped();
  };
  return {
    inFlight: () => inFlight,
    refresh: (maxWaitMs = STATISTICS_MAX_WAIT_MS) => analyzeGrownTables(db, { statisticsTarget: REFRESH_STATISTICS_TARGET, beforeEach: () => idle(maxWaitMs) }),
  };
}

/** On PGlite: the check shortly after the server is ready, then every STATISTICS_CHECK_MS. */
export function installPlannerStatistics(app: FastifyInstance, db: Db): void {
  if (!isEmbedded(db)) return;
  const statistics = plannerStatistics(app, db);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const check = () => {
    statistics
      .refresh()
      .catch((error: unknown) => {
        if (!(error instanceof StatisticsStopped)) app.log.warn({ err: error }, 'Refreshing the planner statistics failed');
      })
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
