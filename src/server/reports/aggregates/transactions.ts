// Supplier transactions (data-model §1.7, §3.10): cost per tonne by stream and cost by contractor.
// Both the money and the kg come from the contractor's lines, so the ratio compares like with like.
import { sql, type SQL } from 'drizzle-orm';
import type { ContractorCost, StreamCost } from '../../../domain/report-data';
import { inList, inOptionalList, ratio, round2, rowsOf } from '../sql';
import type { AggregateContext } from './context';

function transactionScope(ctx: AggregateContext): SQL {
  return sql`t.is_deleted = false
    AND ${inList(sql`t.tenant_id`, ctx.tenantIds)}
    AND t.transaction_date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
    AND ${inOptionalList(sql`t.waste_stream_id`, ctx.wasteStreamIds)}
    AND ${inOptionalList(sql`t.customer_id`, ctx.customerIds)}`;
}

export async function costPerTonneByStream(ctx: AggregateContext): Promise<StreamCost[]> {
  const rows = await rowsOf<{ waste_stream_id: number; amount: number; kg: number }>(
    ctx.db,
    sql`SELECT t.waste_stream_id, coalesce(sum(t.amount_aud), 0)::float8 AS amount, coalesce(sum(t.weight_kg), 0)::float8 AS kg
        FROM transactions t WHERE ${transactionScope(ctx)} GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({
    wasteStreamId: r.waste_stream_id,
    amountAud: round2(r.amount),
    kg: round2(r.kg),
    costPerTonne: ratio(r.amount, r.kg / 1000),
  }));
}

export async function costByContractor(ctx: AggregateContext): Promise<ContractorCost[]> {
  const rows = await rowsOf<{ id: number; name: string; n: number; kg: number; amount: number }>(
    ctx.db,
    sql`SELECT dc.id, dc.name, count(*)::int AS n, coalesce(sum(t.weight_kg), 0)::float8 AS kg,
               coalesce(sum(t.amount_aud), 0)::float8 AS amount
        FROM transactions t JOIN destination_contractors dc ON dc.id = t.destination_contractor_id
        WHERE ${transactionScope(ctx)} GROUP BY dc.id, dc.name ORDER BY amount DESC, dc.name`,
  );
  return rows.map((r) => ({ destinationContractorId: r.id, name: r.name, transactions: r.n, kg: round2(r.kg), amountAud: round2(r.amount) }));
}

/** Overall cost per tonne of a set of stream costs. */
export function overallCostPerTonne(costs: readonly StreamCost[]): { amountAud: number; costPerTonne: number | null } {
  const amount = costs.reduce((s, c) => s + c.amountAud, 0);
  const kg = costs.reduce((s, c) => s + c.kg, 0);
  return { amountAud: round2(amount), costPerTonne: ratio(amount, kg / 1000) };
}
