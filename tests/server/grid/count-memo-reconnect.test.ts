// A count that starts while the stamps' listener is down and ends after it listens again must not
// be kept: a write committed in the gap, after the count's snapshot, was never announced (it was
// kept, and served until the next write or the minute's TTL). PostgreSQL only: PGlite's listener
// cannot drop.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMemoOf } from '../../../src/server/routes/generic/count-memo';
import { startTestServer, type TestServer } from '../../helpers/server';
import { terminateSessionsOf } from '../../helpers/server-global-setup';

const serverUrl = process.env.DATABASE_URL;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('count memo across a listener reconnect', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('does not keep a count whose snapshot predates LISTEN', async () => {
    const memo = countMemoOf(server.db)!;
    const changes = (memo as unknown as { changes: { listening: boolean } }).changes;
    expect(changes.listening).toBe(true);
    const statement = { sql: 'select count(*) from "collections" where "is_deleted" = false', params: [] };
    const live = async () => {
      const rows = await server.db.execute(sql.raw(statement.sql));
      return Number((rows as unknown as { rows: { count: string }[] }).rows[0]!.count);
    };

    // The listener (and every other session of the database) is cut.
    await terminateSessionsOf(server.databaseUrl!);
    await expect.poll(() => changes.listening).toBe(false);

    // One statement: its snapshot is taken now, in the gap; it answers in 2.5 s, after the reconnect (1 s).
    const counted = memo.count(statement, async () => {
      const rows = await server.db.execute(sql`select (select count(*) from collections where is_deleted = false)::int as n from pg_sleep(2.5)`);
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    await wait(200);
    // A write in the gap: committed after the count's snapshot, announced to no one.
    await server.db.execute(sql`update collections set is_deleted = true where id = (select min(id) from collections where is_deleted = false)`);
    const before = await counted;
    expect(changes.listening).toBe(true);
    await wait(300);

    const truth = await live();
    expect(truth).toBe(before - 1);
    // The memo must count afresh (or at least not answer the pre-write total).
    expect(await memo.count(statement, live)).toBe(truth);
  }, 20_000);
});
