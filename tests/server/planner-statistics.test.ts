// PGlite has no autovacuum: the server refreshes the planner statistics of grown tables itself
// (src/server/db/planner-statistics.ts). PostgreSQL's own autovacuum does it there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeGrownTables } from '../../src/server/db/planner-statistics';
import { startTestServer, type TestServer } from '../helpers/server';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function estimatedRows(server: TestServer, table: string): Promise<number> {
  const result = (await server.db.execute(sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = ${table}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

describe.skipIf(onPostgres)('planner statistics on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('a freshly seeded database has nothing left to analyze; a grown table is analyzed by the running server, once', async () => {
    // The seed analyzed its tables: a test server's first check finds no work.
    expect(await analyzeGrownTables(server.db)).toEqual([]);
    await server.db.execute(sql`CREATE TABLE planner_statistics_probe (n int)`);
    await server.db.execute(sql`INSERT INTO planner_statistics_probe SELECT generate_series(1, 20000)`);
    expect(await estimatedRows(server, 'planner_statistics_probe')).toBeLessThan(0);
    // The server's own check (a second after it is ready, then every minute) picks the table up.
    await expect.poll(() => estimatedRows(server, 'planner_statistics_probe'), { timeout: 5_000 }).toBe(20000);
    expect(await analyzeGrownTables(server.db)).toEqual([]);
  });
});
