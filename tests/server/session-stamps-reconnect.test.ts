// While the database is unreachable, the stamps' listener retries once a second. Each failed
// attempt used to schedule two more (its connection's 'end' and its rejection each retried): 31
// attempts in 5.5 s, and a stray retry after stop() could listen again on a closed server.
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStamps } from '../../src/server/auth/session-stamps';
import type { Db } from '../../src/server/db/client';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('the stamps listener while the database is unreachable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('retries once a second, and not after stop()', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl });
    const stamps = new SessionStamps({ $client: pool } as unknown as Db);
    await stamps.start();
    expect(stamps.listening).toBe(true);
    const connects = vi.spyOn(pg.Client.prototype, 'connect');
    // The database goes away: new connections are refused, and the listener's is cut.
    (pool.options as { connectionString?: string }).connectionString = 'postgres://ci:ci@127.0.0.1:1/postgres';
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const cut = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN user_sessions' and pid <> pg_backend_pid()`);
    await admin.end();
    expect(cut.rowCount).toBeGreaterThan(0);
    connects.mockClear();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const attempts = connects.mock.calls.length;
    await stamps.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await pool.end().catch(() => undefined);
    // One attempt a second: about 5; none once stopped.
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(attempts).toBeLessThanOrEqual(6);
    expect(connects.mock.calls.length).toBe(attempts);
    expect(stamps.listening).toBe(false);
  }, 20_000);
});
