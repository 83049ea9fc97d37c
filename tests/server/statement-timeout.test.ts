// Issue #11 part 1 on PostgreSQL: five slow grid requests exhausted the 10-connection pool and
// aborted queries kept running. Every statement now has a limit (STATEMENT_TIMEOUT_MS, 5 s by
// default; db/statement-timeout.ts): a statement past it is cancelled by the server, answered 503
// (not 500), its connection goes back to the pool, and a normal request is answered after it. No
// grid query can be made slow on purpose any more, so the slow statement is a test-only route.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementTimeoutMs } from '../../src/server/db/statement-timeout';
import { toErrorResponse } from '../../src/server/errors';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LIMIT_MS = statementTimeoutMs();
/** More than the pool holds (db/client.ts: 10), so every connection has been through a time-out. */
const SLOW_REQUESTS = 12;

it('a cancelled statement (SQLSTATE 57014) is a 503 saying so, never a 500', () => {
  const wrapped = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) });
  const { status, body } = toErrorResponse(wrapped);
  expect(status).toBe(503);
  expect(body.message).toMatch(/took too long and was stopped/);
});

describe.skipIf(!onPostgres)('statement time-out on PostgreSQL', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      routes: (app) => {
        app.get('/test/slow', { config: { public: true } }, async () => {
          await app.db.execute(sql`select pg_sleep(${(LIMIT_MS * 4) / 1000})`);
          return { finished: true };
        });
      },
    });
    token = await signIn(server.url, 'tenant');
  });
  // Closing waits for the keep-alive connections the slow requests opened (Fastify's 72 s keepAliveTimeout).
  afterAll(async () => {
    await server?.close();
  }, 180_000);

  async function sleepersRunning(): Promise<number> {
    const result = (await server.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like 'select pg_sleep%'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? -1;
  }

  it(`${SLOW_REQUESTS} statements past the limit are cancelled and answered 503; the pool then answers a normal request`, async () => {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: SLOW_REQUESTS }, () => api(server.url, null, 'GET', '/test/slow')));
    const slowMs = performance.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: SLOW_REQUESTS }, () => 503));
    expect(slowMs).toBeLessThan(LIMIT_MS * 3);
    const normalStarted = performance.now();
    const normal = await api(server.url, token, 'PUT', '/api/Collections/Get', { skip: 0, take: 20 });
    const normalMs = performance.now() - normalStarted;
    expect(normal.status).toBe(200);
    expect(await sleepersRunning()).toBe(0);
    console.log(
      `statement_timeout ${LIMIT_MS} ms: ${SLOW_REQUESTS} slow requests all 503 after ${(slowMs / 1000).toFixed(1)} s; then a grid page 200 in ${normalMs.toFixed(0)} ms; 0 statements left running`,
    );
  }, 60_000);

  it('a request whose client goes away leaves no statement running past the limit', async () => {
    const aborted = fetch(`${server.url}/test/slow`, { signal: AbortSignal.timeout(300) }).catch(() => 'aborted');
    expect(await aborted).toBe('aborted');
    expect(await sleepersRunning()).toBe(1);
    await new Promise((r) => setTimeout(r, LIMIT_MS + 1000));
    expect(await sleepersRunning()).toBe(0);
  }, 60_000);
});
