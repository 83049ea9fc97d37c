// The table-change triggers (src/server/db/table-change-triggers.ts) are applied on every start.
// Re-creating them (DROP TRIGGER + CREATE TRIGGER) took an exclusive lock on every table: a process
// starting beside running ones waited behind any long reader, and every later query on that table
// queued behind it. A start that finds them in place must touch no table; the tables left out are
// those written on their own (the job queue's poll), whose notifications would serialise commits.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCED_TABLES, applyTableChangeTriggers } from '../../src/server/db/table-change-triggers';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const triggered = async () =>
  ((await server.db.execute(sql`SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'announce_table_change' ORDER BY 1`)) as unknown as { rows: { name: string }[] }).rows.map(
    (row) => row.name,
  );

describe('the table-change triggers', () => {
  it('are on every announced table and not on the job queue or the sign-in records', async () => {
    expect(await triggered()).toEqual([...ANNOUNCED_TABLES].sort());
    for (const table of ['jobs', 'login_attempts', 'refresh_tokens', 'collection_rollups']) expect(ANNOUNCED_TABLES.has(table)).toBe(false);
    expect(ANNOUNCED_TABLES.has('collections')).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('are applied again beside a long reader without waiting for it', async () => {
    const reader = new pg.Client({ connectionString: server.databaseUrl });
    await reader.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM collections');
      const applied = applyTableChangeTriggers(server.db).then(() => 'applied');
      const outcome = await Promise.race([applied, new Promise((resolve) => setTimeout(() => resolve('waited on the reader'), 3000))]);
      await reader.query('ROLLBACK');
      await applied;
      expect(outcome).toBe('applied');
    } finally {
      await reader.end();
    }
    expect(await triggered()).toEqual([...ANNOUNCED_TABLES].sort());
  });
});
