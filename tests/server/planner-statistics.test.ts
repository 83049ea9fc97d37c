// PGlite has no autovacuum: the server refreshes the planner statistics of grown tables itself
// (src/server/db/planner-statistics.ts). PostgreSQL's own autovacuum does it there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Area, Qualifier } from '../../src/domain/permissions';
import { requirePermission } from '../../src/server/auth/guards';
import { analyzeGrownTables, plannerStatistics, REFRESH_STATISTICS_TARGET, type PlannerStatistics } from '../../src/server/db/planner-statistics';
import { signIn, startTestServer, type TestServer } from '../helpers/server';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function estimatedRows(server: TestServer, table: string): Promise<number> {
  const result = (await server.db.execute(sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = ${table}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

/** The histogram of a column's last ANALYZE: as many buckets as its sample's statistics target. */
async function histogramBounds(server: TestServer, table: string, column: string): Promise<number> {
  const result = (await server.db.execute(
    sql`SELECT array_length(histogram_bounds::text::int[], 1) AS n FROM pg_stats WHERE tablename = ${table} AND attname = ${column}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

describe.skipIf(onPostgres)('planner statistics on PGlite', () => {
  let server: TestServer;
  let statistics: PlannerStatistics;
  let release: () => void = () => undefined;
  /** A request that stays in flight until `release()`. */
  const held = (app: FastifyInstance) =>
    app.get('/api/PlannerStatisticsTest/Held', { preHandler: requirePermission(Area.Collections, Qualifier.View) }, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { released: true };
    });
  beforeAll(async () => {
    server = await startTestServer({
      routes: (app) => {
        statistics = plannerStatistics(app, app.db);
        held(app);
      },
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('a freshly seeded database has nothing left to analyze; a grown table is analyzed by the running server, once', async () => {
    // The seed analyzed its tables: a test server's first check finds no other work than the one
    // row its start wrote after the seed (the signing secret, auth/secret.ts).
    expect((await analyzeGrownTables(server.db)).filter((table) => table !== 'server_settings')).toEqual([]);
    await server.db.execute(sql`CREATE TABLE planner_statistics_probe (n int)`);
    await server.db.execute(sql`INSERT INTO planner_statistics_probe SELECT generate_series(1, 20000)`);
    expect(await estimatedRows(server, 'planner_statistics_probe')).toBeLessThan(0);
    // The server's own check (a second after it is ready, then every minute) picks the table up.
    await expect.poll(() => estimatedRows(server, 'planner_statistics_probe'), { timeout: 5_000 }).toBe(20000);
    expect(await analyzeGrownTables(server.db)).toEqual([]);
  });

  it('analyzes small tables too: the seed leaves no table with rows and without statistics', async () => {
    // Without column statistics the planner guesses default selectivities: a building's 200 audit
    // samples were planned as 1, and the Full report's audit figures nested-looped through their items.
    const unanalyzed = (await server.db.execute(
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.reltuples < 0 AND pg_relation_size(c.oid) > 0
            AND c.relname NOT LIKE 'planner_statistics_%'`,
    )) as unknown as { rows: { name: string }[] };
    expect(unanalyzed.rows.map((r) => r.name)).toEqual([]);
    // And a one-page table written to later is among the next refresh's.
    await server.db.execute(sql`CREATE TABLE planner_statistics_small (n int)`);
    await server.db.execute(sql`INSERT INTO planner_statistics_small SELECT generate_series(1, 50)`);
    expect(await analyzeGrownTables(server.db)).toContain('planner_statistics_small');
    expect(await estimatedRows(server, 'planner_statistics_small')).toBe(50);
  });

  it('refreshes between requests, one table at a time, over a smaller sample', async () => {
    await server.db.execute(sql`CREATE TABLE planner_statistics_between (n int)`);
    await server.db.execute(sql`INSERT INTO planner_statistics_between SELECT generate_series(1, 20000)`);
    const token = await signIn(server.url, 'manager');
    const answer = fetch(`${server.url}/api/PlannerStatisticsTest/Held`, { headers: { authorization: `Bearer ${token}` } });
    await expect.poll(() => statistics.inFlight()).toBe(1);
    const refreshed = statistics.refresh(30_000);
    // While a request is being answered, the refresh waits: the table is not analyzed yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await estimatedRows(server, 'planner_statistics_between')).toBeLessThan(0);
    release();
    expect((await answer).status).toBe(200);
    await refreshed; // (or the server's own timer got there first: the same refresh)
    expect(await estimatedRows(server, 'planner_statistics_between')).toBe(20000);
    expect(statistics.inFlight()).toBe(0);
    // The refresh's sample: REFRESH_STATISTICS_TARGET histogram buckets, not the default 100.
    expect(await histogramBounds(server, 'planner_statistics_between', 'n')).toBe(REFRESH_STATISTICS_TARGET + 1);
  });
});
