// Furniture outcomes (data-model §3.15): items and kg per final outcome in the period, furniture
// diversion (kg not landfilled ÷ kg) and the value recovered by reuse, donation or sale.
import { sql } from 'drizzle-orm';
import type { FurnitureOutcome } from '../../../domain/report-data';
import { inList, inOptionalList, ratio, round2, rowsOf } from '../sql';
import type { AggregateContext } from './context';

export const FINAL_OUTCOMES = ['ReusedInternal', 'Donated', 'Sold', 'Recycled', 'Landfilled'] as const;
const VALUE_RECOVERED = new Set(['ReusedInternal', 'Donated', 'Sold']);

export async function furnitureOutcomes(ctx: AggregateContext): Promise<FurnitureOutcome[]> {
  const finals = sql.join(
    FINAL_OUTCOMES.map((o) => sql`${o}`),
    sql`, `,
  );
  const rows = await rowsOf<{ outcome: string; items: number; kg: number; value: number }>(
    ctx.db,
    sql`SELECT f.furniture_status AS outcome, sum(f.quantity)::int AS items,
               coalesce(sum(f.quantity * coalesce(f.unit_weight_kg, ft.typical_weight_kg, 0)), 0)::float8 AS kg,
               coalesce(sum(f.est_value_aud), 0)::float8 AS value
        FROM furniture_items f JOIN furniture_types ft ON ft.id = f.furniture_type_id
        WHERE f.is_deleted = false AND f.furniture_status IN (${finals})
          AND ${inList(sql`f.tenant_id`, ctx.tenantIds)}
          AND f.outcome_date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
          AND ${inOptionalList(sql`f.customer_id`, ctx.customerIds)}
        GROUP BY 1`,
  );
  const byOutcome = new Map(rows.map((r) => [r.outcome, r]));
  return FINAL_OUTCOMES.map((outcome) => {
    const r = byOutcome.get(outcome);
    return { outcome, items: r?.items ?? 0, kg: round2(r?.kg ?? 0), valueAud: round2(r?.value ?? 0) };
  });
}

export function furnitureTotals(outcomes: readonly FurnitureOutcome[]) {
  const kg = outcomes.reduce((s, o) => s + o.kg, 0);
  const landfilled = outcomes.find((o) => o.outcome === 'Landfilled')?.kg ?? 0;
  return {
    items: outcomes.reduce((s, o) => s + o.items, 0),
    kg: round2(kg),
    diversionPct: ratio(kg - landfilled, kg, 100),
    valueRecoveredAud: round2(outcomes.filter((o) => VALUE_RECOVERED.has(o.outcome)).reduce((s, o) => s + o.valueAud, 0)),
  };
}
