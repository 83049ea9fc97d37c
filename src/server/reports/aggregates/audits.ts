// Audit results (data-model §3.5, §3.6): from post-sort samples, contamination by presented stream
// (items whose waste type belongs to another stream) and the recoverable material found in
// general-waste (landfill) samples.
import { sql } from 'drizzle-orm';
import type { AuditResults } from '../../../domain/report-data';
import { CountStage } from '../../../domain/enums';
import { inList, inOptionalList, ratio, round2, rowsOf } from '../sql';
import type { AggregateContext } from './context';
import { isDiverted } from './diverted';

export async function auditResults(ctx: AggregateContext): Promise<AuditResults> {
  const rows = await rowsOf<{
    presented_stream_id: number;
    audits: number;
    sampled: number;
    contaminant: number;
    presented_landfill: boolean;
    recoverable: number;
  }>(
    ctx.db,
    sql`SELECT ac.presented_stream_id, count(DISTINCT ac.waste_audit_id)::int AS audits,
               sum(i.weight_kg)::float8 AS sampled,
               coalesce(sum(i.weight_kg) FILTER (WHERE wt.waste_stream_id <> ac.presented_stream_id), 0)::float8 AS contaminant,
               bool_and(ps.fate = 'Landfill') AS presented_landfill,
               coalesce(sum(i.weight_kg) FILTER (WHERE ${isDiverted('its')}), 0)::float8 AS recoverable
        FROM audit_collections ac
        JOIN packages p ON p.tenant_id = ac.tenant_id
        JOIN waste_audits wa ON wa.id = ac.waste_audit_id AND wa.is_deleted = false
        JOIN audit_collection_items i ON i.audit_collection_id = ac.id
        JOIN waste_types wt ON wt.id = i.waste_type_id
        JOIN waste_streams its ON its.id = wt.waste_stream_id
        JOIN waste_streams ps ON ps.id = ac.presented_stream_id
        WHERE ac.is_deleted = false AND ac.stage = ${CountStage.PostSort}
          AND ${inList(sql`ac.tenant_id`, ctx.tenantIds)}
          AND (ac.sampled_at AT TIME ZONE p.time_zone)::date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
          AND ${inOptionalList(sql`ac.presented_stream_id`, ctx.wasteStreamIds)}
          AND ${inOptionalList(sql`ac.customer_id`, ctx.customerIds)}
        GROUP BY ac.presented_stream_id ORDER BY 1`,
  );
  const [count] = await rowsOf<{ n: number }>(
    ctx.db,
    sql`SELECT count(DISTINCT ac.waste_audit_id)::int AS n FROM audit_collections ac
        JOIN packages p ON p.tenant_id = ac.tenant_id
        WHERE ac.is_deleted = false AND ${inList(sql`ac.tenant_id`, ctx.tenantIds)}
          AND (ac.sampled_at AT TIME ZONE p.time_zone)::date BETWEEN ${ctx.from}::date AND ${ctx.to}::date
          AND ${inOptionalList(sql`ac.presented_stream_id`, ctx.wasteStreamIds)}
          AND ${inOptionalList(sql`ac.customer_id`, ctx.customerIds)}`,
  );
  const general = rows.filter((r) => r.presented_landfill);
  const generalSampledKg = general.reduce((s, r) => s + r.sampled, 0);
  const recoverable = general.reduce((s, r) => s + r.recoverable, 0);
  return {
    audits: count?.n ?? 0,
    byPresentedStream: rows.map((r) => ({
      presentedStreamId: r.presented_stream_id,
      sampledKg: round2(r.sampled),
      contaminantKg: round2(r.contaminant),
      contaminationPct: ratio(r.contaminant, r.sampled, 100),
    })),
    generalSampledKg: round2(generalSampledKg),
    recoverableInGeneralKg: round2(recoverable),
    recoverableInGeneralPct: ratio(recoverable, generalSampledKg, 100),
  };
}

/** Contamination over every presented stream (Σ contaminant ÷ Σ sampled). */
export function overallAuditContamination(results: AuditResults): number | null {
  const sampled = results.byPresentedStream.reduce((s, r) => s + r.sampledKg, 0);
  const contaminant = results.byPresentedStream.reduce((s, r) => s + r.contaminantKg, 0);
  return ratio(contaminant, sampled, 100);
}
