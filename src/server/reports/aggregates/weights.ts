// Generated kg by stream and month, and diversion % by month (data-model §3.1, §3.2); with them, in
// the same pass, the league's per-customer sums (§3.12) and data completeness (§3.13).
import { sql } from 'drizzle-orm';
import type { Completeness, LeagueRow, MonthDiversion, StreamMonthKg } from '../../../domain/report-data';
import { ratio, round2, rowsOf } from '../sql';
import { completeness, completenessOf, twelveMonthsStart } from './completeness';
import type { AggregateContext, WeightSource } from './context';
import { isDiverted } from './diverted';
import { leagueOf } from './league';
import { sourceRows } from './source-rows';

export interface WeightFigures {
  weights: StreamMonthKg[];
  diversion: MonthDiversion[];
  league: LeagueRow[];
  completeness: Completeness | null;
}

interface SumRow {
  /** grouping(): 0 on a month × stream row, not 0 on the others. */
  by_month: number;
  /** grouping(): 0 on a customer's row, not 0 on the others. */
  by_customer: number;
  month: string | null;
  waste_stream_id: number | null;
  tenant_id: number | null;
  customer_id: number | null;
  name: string | null;
  headcount: number | null;
  kg: number | null;
  diverted: number;
  actual: number | null;
}

/**
 * One pass over the source rows for every figure made of their kg: on PGlite each pass over a
 * year of rollup rows costs ~15–20 ms at 1,000,000 collections (bench/report-rollup.ts), and the
 * Full report made three. Sums per month and stream, and when asked per customer and over all
 * (GROUPING SETS); completeness reads this pass when the period is its twelve months, as the
 * default period is, and its own otherwise.
 */
export async function weightFigures(
  ctx: AggregateContext,
  source: WeightSource,
  wanted: { league?: boolean; completeness?: boolean } = {},
): Promise<WeightFigures> {
  const withLeague = wanted.league === true;
  const completenessHere = wanted.completeness === true && ctx.from === twelveMonthsStart(ctx.to);
  const month = sql`to_char(r.d, 'YYYY-MM')`;
  const customer = withLeague
    ? sql`r.tenant_id, cu.id AS customer_id, cu.name, cu.headcount`
    : sql`NULL::int AS tenant_id, NULL::int AS customer_id, NULL::text AS name, NULL::int AS headcount`;
  const sets = [
    sql`(${month}, r.waste_stream_id)`,
    ...(withLeague ? [sql`(r.tenant_id, cu.id, cu.name, cu.headcount)`] : []),
    ...(completenessHere ? [sql`()`] : []),
  ];
  const rows = await rowsOf<SumRow>(
    ctx.db,
    sql`SELECT grouping(${month}, r.waste_stream_id)::int AS by_month,
               ${withLeague ? sql`grouping(r.tenant_id, cu.id, cu.name, cu.headcount)::int` : sql`1`} AS by_customer,
               ${month} AS month, r.waste_stream_id, ${customer},
               sum(r.kg)::float8 AS kg, coalesce(sum(r.kg) FILTER (WHERE ${isDiverted('ws')}), 0)::float8 AS diverted,
               ${completenessHere ? sql`sum(r.actual_kg)::float8` : sql`NULL::float8`} AS actual
        FROM (${sourceRows(ctx, source)}) r JOIN waste_streams ws ON ws.id = r.waste_stream_id
        ${withLeague ? sql`LEFT JOIN customers cu ON cu.id = r.customer_id` : sql``}
        GROUP BY GROUPING SETS (${sql.join(sets, sql`, `)})
        ORDER BY 3, 4`,
  );
  const streamRows = rows.filter((r) => r.by_month === 0);
  return {
    ...weightsOf(streamRows),
    league: withLeague
      ? leagueOf(
          rows
            .filter((r) => r.by_month !== 0 && r.by_customer === 0 && r.customer_id !== null)
            .map((r) => ({ tenantId: r.tenant_id!, customerId: r.customer_id!, name: r.name!, headcount: r.headcount, total: r.kg ?? 0, diverted: r.diverted })),
        )
      : [],
    completeness: !wanted.completeness ? null : completenessHere ? overall(rows, streamRows) : await completeness(ctx, source),
  };
}

function weightsOf(rows: readonly SumRow[]): { weights: StreamMonthKg[]; diversion: MonthDiversion[] } {
  const months = new Map<string, { total: number; diverted: number }>();
  for (const r of rows) {
    const m = months.get(r.month!) ?? { total: 0, diverted: 0 };
    m.total += r.kg ?? 0;
    m.diverted += r.diverted;
    months.set(r.month!, m);
  }
  return {
    weights: rows.map((r) => ({ month: r.month!, wasteStreamId: r.waste_stream_id!, kg: round2(r.kg ?? 0) })),
    diversion: [...months].map(([month, m]) => ({
      month,
      totalKg: round2(m.total),
      divertedKg: round2(m.diverted),
      diversionPct: ratio(m.diverted, m.total, 100),
    })),
  };
}

/** Completeness from the row over all and the months that have rows. */
function overall(rows: readonly SumRow[], streamRows: readonly SumRow[]): Completeness {
  const all = rows.find((r) => r.by_month !== 0 && r.by_customer !== 0);
  return completenessOf(new Set(streamRows.map((r) => r.month)).size, all?.kg ?? null, all?.actual ?? null);
}

/** Totals over the whole period (the KPI figures). */
export function totalsOf(months: readonly MonthDiversion[]): { totalKg: number; divertedKg: number; diversionPct: number | null } {
  const totalKg = round2(months.reduce((s, r) => s + r.totalKg, 0));
  const divertedKg = round2(months.reduce((s, r) => s + r.divertedKg, 0));
  return { totalKg, divertedKg, diversionPct: ratio(divertedKg, totalKg, 100) };
}
