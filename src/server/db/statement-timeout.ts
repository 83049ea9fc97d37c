// How long one SQL statement may run on PostgreSQL before the server cancels it (SQLSTATE 57014,
// answered 503 by errors.ts): a request cannot hold a pooled connection — and the rows it locks —
// for longer. Set per connection by node-postgres (the `statement_timeout` startup parameter); a
// statement whose HTTP client went away is cancelled at once instead (request-statements.ts), and
// the limit still covers background work. PGlite ignores it (one embedded backend, no timer signal); there
// the grid bounds (domain/grid-limits.ts) are what keep a statement short.
import { sql } from 'drizzle-orm';

/** STATEMENT_TIMEOUT_MS (5000): ordinary requests and anything without a limit of its own. */
export function statementTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.STATEMENT_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 5000;
}

/** Background work that is allowed longer statements (an import batch): 12 × the ordinary limit. */
export function longStatementTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return statementTimeoutMs(env) * 12;
}

/** Raises the limit for the rest of the surrounding transaction only (SET LOCAL takes no parameter). */
export function setLocalStatementTimeout(ms: number) {
  return sql.raw(`set local statement_timeout = ${Math.max(1, Math.trunc(ms))}`);
}
