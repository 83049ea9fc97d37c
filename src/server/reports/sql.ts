// Raw SQL helpers of the report aggregates: they are GROUP BY queries that drizzle's query builder
// would only obscure, so they are written as SQL and read back as plain rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs a query and returns its rows (PGlite and node-postgres both answer with `rows`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `expr IN (…)`, or false for an empty list (a scope without buildings sees nothing). */
export function inList(expr: SQL, values: readonly number[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${expr} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** A condition that holds when `values` is null (no narrowing) or the expression is in it. */
export function inOptionalList(expr: SQL, values: readonly number[] | null): SQL {
  return values === null ? sql`true` : inList(expr, values);
}

/** a ÷ b rounded to `digits`, or null when b is 0. */
export function ratio(a: number, b: number, scale = 1, digits = 2): number | null {
  if (!b) return null;
  const f = 10 ** digits;
  return Math.round((a / b) * scale * f) / f;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
