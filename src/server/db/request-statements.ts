// A request whose HTTP client went away has its PostgreSQL statements cancelled at once (issue #11
// part 1), instead of running on to STATEMENT_TIMEOUT_MS and holding a pooled connection meanwhile.
//
// How: node-postgres does not say which pooled connection runs a request's statement, so each
// statement issued while answering a request is tagged with the request's own id as a leading
// comment (`/* request <uuid> */ select …`), taken from AsyncLocalStorage at the moment drizzle
// issues it. When the client disconnects before the answer, one `pg_cancel_backend` over the
// pg_stat_activity rows whose query starts with that tag stops exactly this request's statements:
// a connection reused by another request runs that request's tag, so it is never hit, and a
// statement the request has not started yet is refused. Chosen over checking out one client per
// request: that would hold a pool connection for the request's whole life (also while it renders
// or waits on the network), and drizzle's transactions check out clients of their own.
//
// PGlite has no second backend to cancel from (one embedded backend); there the grid bounds keep a
// statement short, and nothing here is installed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { reportConnectionLoss } from './connection-loss';

interface RequestStatements {
  /** The leading comment of every statement this request issues. */
  readonly prefix: string;
  /** Statements issued and not yet answered. */
  running: number;
  /** The client went away before the answer: what is running is cancelled, what comes is refused. */
  gone: boolean;
}

const current = new AsyncLocalStorage<RequestStatements>();
/** On a query config whose text was decided where drizzle issued it: the request it belongs to, or null. */
const DECIDED = Symbol('request tag decided');
const cancellers = new WeakMap<object, (prefix: string) => Promise<number>>();

type Query = (config: unknown, ...rest: unknown[]) => unknown;

function cancelledError(): Error {
  // 57014, as PostgreSQL's own cancel: errors.ts answers it 503 (no one is left to read the answer).
  return Object.assign(new Error('The client went away; the statement was not started'), { code: '57014' });
}

/** The statement text of a plain query (string or { text }); undefined for cursors and named prepared statements. */
function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null) return undefined;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  // A named statement must keep one text for ever (pg refuses a second one under the same name).
  return typeof text === 'string' && !name && typeof submit !== 'function' ? text : undefined;
}

/** Calls back (or rejects) with a refusal for a statement of a request whose client went away. */
function refuse(callback: ((error: Error) => void) | undefined): unknown {
  if (!callback) return Promise.reject(cancelledError());
  process.nextTick(() => callback(cancelledError()));
  return undefined;
}

/**
 * Wraps `query` so that a statement issued inside a request carries the request's tag. pg-pool's
 * own `client.query` inside `pool.query` may run in another request's context (a queued checkout
 * is handed over by whoever released a client), so the decision is made once, at the outer call,
 * and carried on the config: the inner call only refuses to start it if its client has gone since.
 */
function tagging(query: Query): Query {
  return function tagged(this: unknown, config: unknown, ...rest: unknown[]) {
    const callback = typeof rest.at(-1) === 'function' ? (rest.at(-1) as (error: Error) => void) : undefined;
    if (typeof config === 'object' && config !== null && DECIDED in config) {
      const owner = (config as { [DECIDED]: RequestStatements | null })[DECIDED];
      return owner?.gone ? refuse(callback) : query.call(this, config, ...rest);
    }
    const text = textOf(config);
    if (text === undefined) return query.call(this, config, ...rest);
    const base = typeof config === 'object' ? (config as object) : {};
    const statements = current.getStore();
    if (!statements) return query.call(this, { ...base, text, [DECIDED]: null }, ...rest);
    if (statements.gone) return refuse(callback);
    const decided = { ...base, text: `${statements.prefix}${text}`, [DECIDED]: statements };
    statements.running++;
    const settled = () => void statements.running--;
    if (callback) {
      return query.call(this, decided, ...rest.slice(0, -1), (error: Error | null, result?: unknown) => {
        settled();
        (callback as (error: Error | null, result?: unknown) => void)(error, result);
      });
    }
    const answer = query.call(this, decided, ...rest) as Promise<unknown>;
    answer.then(settled, settled);
    return answer;
  };
}

/** Cancels the running statements whose text starts with `prefix`; answers how many. */
async function cancelTagged(databaseUrl: string, prefix: string): Promise<number> {
  // A connection of its own, not the pool's: the pool may be exactly what the slow statements hold.
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  reportConnectionLoss(client, 'cancelling a gone request');
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(pg_cancel_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and starts_with(query, $1)`,
      [prefix],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Tags the statements `pool` runs for requests, and lets `installStatementCancel` cancel them for `db`. */
export function cancelStatementsOfGoneRequests(db: object, pool: pg.Pool, databaseUrl: string): void {
  const poolQuery = pool.query as unknown as Query;
  (pool as unknown as { query: Query }).query = tagging(poolQuery);
  // Transactions run on a checked-out client: its statements are tagged the same way.
  pool.on('connect', (client) => {
    const clientQuery = client.query as unknown as Query;
    (client as unknown as { query: Query }).query = tagging(clientQuery);
  });
  cancellers.set(db, (prefix) => cancelTagged(databaseUrl, prefix));
}

/**
 * Cancels until none of the request's statements is left: one sent just as the client left may
 * reach its backend after the first look at pg_stat_activity.
 */
async function cancelWhileRunning(statements: RequestStatements, cancel: (prefix: string) => Promise<number>): Promise<void> {
  for (let attempt = 0; attempt < 5 && statements.running > 0; attempt++) {
    await cancel(statements.prefix);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs each request's handler under its tag, and cancels its statements when the client leaves first. */
export function installStatementCancel(app: FastifyInstance): void {
  const cancel = cancellers.get(app.db);
  if (!cancel) return;
  // preHandler, not onRequest: a body is read in the socket's own async context, which would lose the
  // store; from here on the route's hooks and handler run inside it.
  app.addHook('preHandler', (request, reply, done) => {
    const statements: RequestStatements = { prefix: `/* request ${randomUUID()} */ `, running: 0, gone: false };
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      statements.gone = true;
      void cancelWhileRunning(statements, cancel).catch((error: unknown) =>
        request.log.warn({ err: error }, 'Cancelling the statements of a request whose client went away failed'),
      );
    });
    current.run(statements, done);
  });
}
