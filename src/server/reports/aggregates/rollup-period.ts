// Which collection rollup rows cover a period of calendar days: the month rows (grain 'M') of the
// months wholly inside it and the day rows (grain 'D') of the days at its edges, so a year is a
// dozen rows per key instead of 365 (db/schema/rollups.ts).
import { sql, type SQL } from 'drizzle-orm';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The whole months inside [from, to] (inclusive dates) as [start, end) — empty when start ≥ end. */
export function wholeMonths(from: string, to: string): { start: string; end: string } {
  const f = new Date(`${from}T00:00:00Z`);
  const start = f.getUTCDate() === 1 ? f : new Date(Date.UTC(f.getUTCFullYear(), f.getUTCMonth() + 1, 1));
  const after = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const end = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), 1));
  return { start: ymd(start), end: ymd(end) };
}

/** A condition on the rollup alias `a` (`r` unless told): its rows that cover [from, to] once. */
export function rollupPeriod(from: string, to: string, alias = 'r'): SQL {
  const a = sql.raw(alias);
  const { start, end } = wholeMonths(from, to);
  if (start >= end) return sql`${a}.grain = 'D' AND ${a}.day BETWEEN ${from}::date AND ${to}::date`;
  return sql`((${a}.grain = 'M' AND ${a}.day >= ${start}::date AND ${a}.day < ${end}::date)
    OR (${a}.grain = 'D' AND ${a}.day BETWEEN ${from}::date AND ${to}::date AND (${a}.day < ${start}::date OR ${a}.day >= ${end}::date)))`;
}
