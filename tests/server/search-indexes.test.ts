// The quick search's trigram indexes (src/server/db/search-indexes.ts): a start that finds them all
// skips the ~75 CREATE INDEX statements; one missing is created again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySearchIndexes, searchedColumns } from '../../src/server/db/search-indexes';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

async function trigramIndexes(): Promise<number> {
  const result = (await server.db.execute(sql`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname LIKE '%\_trgm'`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('applySearchIndexes', () => {
  it('leaves a complete set alone and puts back a missing index', async () => {
    const all = searchedColumns().length;
    expect(await trigramIndexes()).toBe(all);
    const [first] = searchedColumns();
    await server.db.execute(sql`DROP INDEX ${sql.identifier(`${first!.table}_${first!.column}_trgm`.slice(0, 63))}`);
    expect(await trigramIndexes()).toBe(all - 1);
    expect(await applySearchIndexes(server.db)).toBe(true);
    expect(await trigramIndexes()).toBe(all);
    expect(await applySearchIndexes(server.db)).toBe(true);
  });
});
