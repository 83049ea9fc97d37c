// Supplier transactions (data-model §1.7, §3.10): cost per tonne by stream and cost by contractor.
// Both the money and the kg come from the contractor's lines, so the ratio compares like with like.
// Read from the transaction rollup (db/schema/rollups.ts), which holds the live lines per day.
import { sql, type SQL } from 'drizzle-orm';
import type { ContractorCost, StreamCost } from '../../../domain/report-data';
import { inList, inOptionalList, ratio, round2, rowsOf } from '../sql';
import type { AggregateContext } from './context';

/** The transaction rollup rows `r` of a report's scope and period (live transactions, per day). */
export function transactionRollupWithin(ctx: Omit<AggregateContext, 'db'>): SQL {
  return sql`${inList(sql`r.tenant_id`, ctx.tenantIds)}
    AND r.day BETWEEN ${ctx.from}::date AND ${ctx.to}::date
    AND ${inOptionalList(sql`r.waste_stream_id`, ctx.wasteStreamIds)}
    AND ${inOptionalList(sql`r.customer_id`, ctx.customerIds)}`;
}

export async function costPerTonneByStream(ctx: AggregateContext): Promise<StreamCost[]> {
  const rows = await rowsOf<{ waste_stream_id: number; amount: number; kg: number }>(
    ctx.db,
    sql`SELECT r.waste_stream_id, sum(r.amount_aud)::float8 AS amount, sum(r.weight_kg)::float8 AS kg
        FROM transaction_rollups r WHERE ${transactionRollupWithin(ctx)}
        GROUP BY 1 HAVING sum(r.transactions) > 0 ORDER BY 1`,
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
    sql`SELECT dc.id, dc.name, sum(r.transactions)::int AS n, sum(r.weight_kg)::float8 AS kg,
               sum(r.amount_aud)::float8 AS amount
        FROM transaction_rollups r JOIN destination_contractors dc ON dc.id = r.destination_contractor_id
        WHERE ${transactionRollupWithin(ctx)}
        GROUP BY dc.id, dc.name HAVING sum(r.transactions) > 0 ORDER BY amount DESC, dc.name`,
  );
  return rows.map((r) => ({ destinationContractorId: r.id, name: r.name, transactions: r.n, kg: round2(r.kg), amountAud: round2(r.amount) }));
}

/** Overall cost per tonne of a set of stream costs. */
export function overallCostPerTonne(costs: readonly StreamCost[]): { amountAud: number; costPerTonne: number | null } {
  const amount = costs.reduce((s, c) => s + c.amountAud, 0);
  const kg = costs.reduce((s, c) => s + c.kg, 0);
  return { amountAud: round2(amount), costPerTonne: ratio(amount, kg / 1000) };
}
