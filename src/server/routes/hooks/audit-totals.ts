// A waste audit's cached totals (data-model §1.8), recomputed whenever its collections change:
// sampledKg = Σ net kg of its live collections; contaminationPct = contaminant item kg ÷ item kg;
// recoverableInGeneralPct = in bins presented as landfill (general waste), the item kg whose
// material belongs to a stream that is not landfilled ÷ those bins' item kg. Null without items.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditCollectionItems, auditCollections, wasteAudits, wasteStreams, wasteTypes } from '../../db/schema';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

export async function recomputeAuditTotals(db: Db, wasteAuditId: number): Promise<void> {
  const live = and(eq(auditCollections.wasteAuditId, wasteAuditId), eq(auditCollections.isDeleted, false));
  const [sampled] = await db.select({ kg: sql<string | null>`sum(${auditCollections.netKg})` }).from(auditCollections).where(live);
  const presented = alias(wasteStreams, 'presented_stream');
  const belongs = alias(wasteStreams, 'item_stream');
  const general = sql`${presented.fate} = 'Landfill'`;
  const [items] = await db
    .select({
      all: sql<string | null>`sum(${auditCollectionItems.weightKg})`,
      contaminant: sql<string | null>`sum(${auditCollectionItems.weightKg}) filter (where ${auditCollectionItems.isContaminant})`,
      general: sql<string | null>`sum(${auditCollectionItems.weightKg}) filter (where ${general})`,
      recoverable: sql<string | null>`sum(${auditCollectionItems.weightKg}) filter (where ${general} and ${belongs.fate} <> 'Landfill')`,
    })
    .from(auditCollectionItems)
    .innerJoin(auditCollections, eq(auditCollections.id, auditCollectionItems.auditCollectionId))
    .innerJoin(presented, eq(presented.id, auditCollections.presentedStreamId))
    .innerJoin(wasteTypes, eq(wasteTypes.id, auditCollectionItems.wasteTypeId))
    .innerJoin(belongs, eq(belongs.id, wasteTypes.wasteStreamId))
    .where(live);
  const n = (v: string | null | undefined) => Number(v ?? 0);
  await db
    .update(wasteAudits)
    .set({
      sampledKg: sampled?.kg == null ? null : n(sampled.kg),
      contaminationPct: percentOf(n(items?.contaminant), n(items?.all)),
      recoverableInGeneralPct: percentOf(n(items?.recoverable), n(items?.general)),
    })
    .where(eq(wasteAudits.id, wasteAuditId));
}
