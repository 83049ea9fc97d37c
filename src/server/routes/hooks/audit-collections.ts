// Audit collections (data-model §1.8): the re-sorted items of a sampled bag or bin (items), whose
// weights must add up to the sample's net weight within ±3 %; an item is a contaminant when its
// material belongs to another stream than the one presented. The audit's cached totals follow
// every create, edit and delete.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { auditCollectionItemSchema, itemsMatchNetWeight, ITEMS_WEIGHT_TOLERANCE } from '../../../domain/entities/audits';
import { auditCollectionItems, wasteTypes } from '../../db/schema';
import { HttpError } from '../../errors';
import type { EntityControllerHooks } from '../generic/hooks';
import { recomputeAuditTotals } from './audit-totals';
import { childCollection } from './children';
import { compose } from './compose';

type AuditItem = z.infer<typeof auditCollectionItemSchema>;

export const ITEMS_MUST_MATCH_NET = `The items must weigh the net weight within ±${ITEMS_WEIGHT_TOLERANCE * 100}%`;

const items = childCollection<AuditItem>({
  field: 'items',
  schema: z.array(auditCollectionItemSchema),
  table: auditCollectionItems,
  parentColumn: auditCollectionItems.auditCollectionId,
  fromRow: (row) => ({ wasteTypeId: row.wasteTypeId as number, weightKg: row.weightKg as number, itemCount: row.itemCount as number | null }),
  toRow: (item) => ({ ...item }),
  refs: (item) => [{ field: 'wasteTypeId', entity: 'wasteTypes', value: item.wasteTypeId }],
  history: { label: 'Items', line: (item, name) => `${name('wasteTypeId')} ${item.weightKg} kg${item.itemCount === null || item.itemCount === undefined ? '' : `, ${item.itemCount} pieces`}` },
  check(list, write) {
    if (list.length > 0 && !itemsMatchNetWeight(write.values.netKg as number, list)) {
      throw new HttpError(400, 'The data is not valid.', { errors: { items: [ITEMS_MUST_MATCH_NET] } });
    }
  },
  async enrich(rows, write, { db }) {
    const ids = [...new Set(rows.map((r) => r.wasteTypeId as number))];
    if (ids.length === 0) return rows;
    const types = await db.select({ id: wasteTypes.id, streamId: wasteTypes.wasteStreamId }).from(wasteTypes).where(inArray(wasteTypes.id, ids));
    const streamOf = new Map(types.map((t) => [t.id, t.streamId]));
    return rows.map((r) => ({ ...r, isContaminant: streamOf.get(r.wasteTypeId as number) !== write.values.presentedStreamId }));
  },
});

/** Contaminant flags follow a change of the presented stream even when the items are not sent. */
const totals: EntityControllerHooks = {
  async afterWrite(write, { db }) {
    if (write.mode !== 'delete' && write.values.presentedStreamId !== write.existing?.presentedStreamId && write.existing) {
      const stored = await db
        .select({ id: auditCollectionItems.id, streamId: wasteTypes.wasteStreamId })
        .from(auditCollectionItems)
        .innerJoin(wasteTypes, eq(wasteTypes.id, auditCollectionItems.wasteTypeId))
        .where(eq(auditCollectionItems.auditCollectionId, write.id));
      for (const item of stored) {
        await db.update(auditCollectionItems).set({ isContaminant: item.streamId !== write.values.presentedStreamId }).where(eq(auditCollectionItems.id, item.id));
      }
    }
    const audits = new Set([write.values.wasteAuditId, write.existing?.wasteAuditId].filter((id): id is number => typeof id === 'number'));
    for (const auditId of audits) await recomputeAuditTotals(db, auditId);
  },
};

export const auditCollectionHooks = compose(items, totals);
