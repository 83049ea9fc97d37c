// PostgreSQL closes connections on its own: a restart, an administrator's pg_terminate_backend, a
// proxy's idle cut. node-postgres reports that as an 'error' event on the pool or client, which
// Node turns into an uncaught exception when nothing listens: one lost idle connection took the
// whole server process down (seen when a bench dropped its database WITH (FORCE)).
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';
import { terminateSessionsOf } from '../helpers/server-global-setup';

const serverUrl = process.env.DATABASE_URL;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)('losing database connections', () => {
  let server: TestServer;
  const uncaught: Error[] = [];
  const onUncaught = (error: Error) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    server = await startTestServer();
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await server.close();
  });
  afterEach(() => {
    uncaught.length = 0;
  });

  it('keeps serving when the pooled connections are terminated, and opens new ones', async () => {
    const token = await signIn(server.url, 'admin');
    // Several at once, so that the pool holds several idle connections afterwards.
    const warm = await Promise.all(Array.from({ length: 6 }, () => api(server.url, token, 'PUT', '/api/Package/GetAll', {})));
    expect(warm.map((r) => r.status)).toEqual(Array(6).fill(200));

    expect(await terminateSessionsOf(server.databaseUrl!)).toBeGreaterThan(1);
    await settle(300);

    expect(uncaught.map((e) => e.message)).toEqual([]);
    const after = await api(server.url, token, 'PUT', '/api/Package/GetAll', {});
    expect(after.status).toBe(200);
  });

  it('survives a connection terminated while a transaction holds it', async () => {
    const failure = await server.db
      .transaction(async (tx) => {
        const [row] = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
        // Another connection ends this one while the transaction does other work (idle in transaction).
        await server.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
        await settle(300);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(failure).not.toBeNull();
    await settle(300);
    expect(uncaught.map((e) => e.message)).toEqual([]);
  });

  it('survives the start-up lock holder losing its connection while the work runs', async () => {
    const database = await openDatabase({ databaseUrl: server.databaseUrl! });
    try {
      const result = await database.alone(async () => {
        await terminateSessionsOf(server.databaseUrl!);
        await settle(300);
        return 'done';
      });
      expect(result).toBe('done');
      expect(uncaught.map((e) => e.message)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
