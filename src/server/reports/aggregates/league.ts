// Tenant league table (data-model §3.12): diversion % and kg per headcount for each customer, with
// consolidated services split by their allocation % (done in source-rows). Its sums are read in
// the same pass over the source rows as the weights (weights.ts).
import type { LeagueRow } from '../../../domain/report-data';
import { ratio, round2 } from '../sql';

/** One customer's sums over the report's period. */
export interface CustomerSums {
  tenantId: number;
  customerId: number;
  name: string;
  headcount: number | null;
  total: number;
  diverted: number;
}

/** The league, best diversion first, then by name. */
export function leagueOf(rows: readonly CustomerSums[]): LeagueRow[] {
  return rows
    .map((r) => ({
      tenantId: r.tenantId,
      customerId: r.customerId,
      customerName: r.name,
      totalKg: round2(r.total),
      divertedKg: round2(r.diverted),
      diversionPct: ratio(r.diverted, r.total, 100),
      headcount: r.headcount,
      kgPerHeadcount: r.headcount ? ratio(r.total, r.headcount) : null,
    }))
    .sort((a, b) => (b.diversionPct ?? -1) - (a.diversionPct ?? -1) || a.customerName.localeCompare(b.customerName));
}
