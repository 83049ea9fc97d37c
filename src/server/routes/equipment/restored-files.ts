// An equipment item's delete retires its files but keeps their bytes (equipment.ts, Delete), so
// that a restore can bring them back: those retired at or after the item's delete. Files removed
// or replaced by an edit before it were retired earlier, their bytes gone, and stay retired.
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, equipment } from '../../db/schema';
import { OWNER_TYPE } from './attachments';

/** In the restore's transaction, while the item is still marked deleted. */
export async function bringBackDeletedFiles(db: Db, id: number, userId: number): Promise<void> {
  const [item] = await db.select({ deletedAt: equipment.modifiedAt }).from(equipment).where(and(eq(equipment.id, id), eq(equipment.isDeleted, true)));
  if (!item?.deletedAt) return;
  await db
    .update(attachments)
    .set({ isDeleted: false, modifiedAt: new Date().toISOString(), modifiedById: userId })
    .where(
      and(
        eq(attachments.ownerType, OWNER_TYPE),
        eq(attachments.ownerId, id),
        eq(attachments.isDeleted, true),
        gte(attachments.modifiedAt, item.deletedAt),
      ),
    );
}
