// Issue #11 part 1 on PostgreSQL: five slow grid requests exhausted the 10-connection pool and
// aborted queries kept running. Every statement now has a limit (STATEMENT_TIMEOUT_MS, 5 s by
// default; db/statement-timeout.ts): a statement past it is cancelled by the server, answered 503
// (not 500), its connection goes back to the pool, and a normal request is answered after it. No
// grid query can be made slow on purpose any more, so the slow statement is a test-only route.
// A request whose client goes away has its statement cancelled at once, not at the limit
// (db/request-statements.ts).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementTimeoutMs } from '../../src/server/db/statement-timeout';
import { toErrorResponse } from '../../src/server/errors';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LIMIT_MS = statementTimeoutMs();
/** More than the pool holds (db/client.ts: 10), so every connection has been through a time-out. */
const SLOW_REQUESTS = 12;
/** How soon after its client went away a request's statement must be gone. */
const CANCEL_WITHIN_MS = 1000;

it('a cancelled statement (SQLSTATE 57014) is a 503 saying so, never a 500', () => {
  const wrapped = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) });
  const { status, body } = toErrorResponse(wrapped);
  expect(status).toBe(503);
  expect(body.message).toMatch(/took too long and was stopped/);
});

describe.skipIf(!onPostgres)('statement time-out on PostgreSQL', () => {
  let server: TestServer;
  let token: string;
  let observer: pg.Client;
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
    observer = new pg.Client({ connectionString: server.databaseUrl });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await server?.close();
  });

  /**
   * Statements of the slow route still running (a request's statements start with its tag comment),
   * seen on a connection of the test's own: the server's pool is what the slow statements hold.
   */
  async function sleepersRunning(): Promise<number> {
    const result = await observer.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and query like '%select pg_sleep%'`,
    );
    return result.rows[0]?.n ?? -1;
  }

  /** Polls until no slow statement runs; the milliseconds that took, or Infinity after `withinMs`. */
  async function sleepersGoneAfter(withinMs: number): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < withinMs) {
      if ((await sleepersRunning()) === 0) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Infinity;
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

  it(`statements of requests whose client went away are cancelled within ${CANCEL_WITHIN_MS} ms, and the pool serves the next request`, async () => {
    const controllers = Array.from({ length: SLOW_REQUESTS }, () => new AbortController());
    const requests = controllers.map((c) => fetch(`${server.url}/test/slow`, { signal: c.signal }).catch(() => 'aborted'));
    // Every connection of the pool is taken (the two past 10 wait for one), each for 4 × the limit.
    for (let waited = 0; (await sleepersRunning()) < 10 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(await sleepersRunning()).toBe(10);
    for (const c of controllers) c.abort();
    expect(await Promise.all(requests)).toEqual(Array.from({ length: SLOW_REQUESTS }, () => 'aborted'));
    const goneMs = await sleepersGoneAfter(CANCEL_WITHIN_MS);
    expect(goneMs).toBeLessThan(CANCEL_WITHIN_MS);
    const normalStarted = performance.now();
    const normal = await api(server.url, token, 'PUT', '/api/Collections/Get', { skip: 0, take: 20 });
    const normalMs = performance.now() - normalStarted;
    expect(normal.status).toBe(200);
    // Well inside the limit: no connection was still held by an abandoned statement.
    expect(normalMs).toBeLessThan(LIMIT_MS / 2);
    // The two that waited for a connection never started their statement.
    await new Promise((r) => setTimeout(r, 300));
    expect(await sleepersRunning()).toBe(0);
    console.log(
      `${SLOW_REQUESTS} aborted requests: their statements gone ${goneMs.toFixed(0)} ms after the abort (limit ${LIMIT_MS} ms); then a grid page 200 in ${normalMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
