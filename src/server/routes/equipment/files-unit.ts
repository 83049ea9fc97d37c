// The equipment form's files are one unit of work with the item (issue #11 part 6): they are
// recorded by the write's afterWrite hook, inside the item's transaction, so a failed or
// interrupted write records none of them. Bytes moved into place for a transaction that then
// fails are removed again (PlacedFiles); replaced files lose their bytes only after the commit.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AttachmentKind } from '../../../domain/enums';
import { equipment } from '../../db/schema';
import { discardStaged, dropAttachmentBytes, PlacedFiles, retireAttachments, type StagedFile } from '../../files/storage';
import type { EntityWrite, HookContext } from '../generic/hooks';
import { equipmentAttachments, equipmentFiles, OWNER_TYPE } from './attachments';
import type { EquipmentForm } from './form';

interface PendingFiles {
  form: EquipmentForm;
  placed: PlacedFiles;
  retired: Awaited<ReturnType<typeof retireAttachments>>;
}

const pending = new WeakMap<FastifyRequest, PendingFiles>();

function stagedOf(form: EquipmentForm): StagedFile[] {
  return [...form.images, ...(form.certificate ? [form.certificate] : [])];
}

/** Runs the item's write with the form's files pending for recordEquipmentFiles. */
export async function withEquipmentFiles<T>(request: FastifyRequest, form: EquipmentForm, write: () => Promise<T>): Promise<T> {
  const unit: PendingFiles = { form, placed: new PlacedFiles(request.server.dataDir), retired: [] };
  pending.set(request, unit);
  try {
    const result = await write();
    await dropAttachmentBytes(request.server.dataDir, unit.retired);
    return result;
  } catch (error) {
    await unit.placed.undo();
    throw error;
  } finally {
    pending.delete(request);
    // Recorded files have left staging; whatever is left was not used.
    await discardStaged(stagedOf(form));
  }
}

/**
 * afterWrite, in the write's transaction: a create or update records the request's pending files; a
 * delete retires the item's files (their bytes stay, for a restore: restored-files.ts). Retiring
 * them after the delete's commit let a restore in between bring back an item its files then left.
 */
export async function recordEquipmentFiles(write: EntityWrite, context: HookContext): Promise<void> {
  if (write.mode === 'delete') {
    const files = await equipmentAttachments(context.db, write.id);
    await retireAttachments(context.db, files.map((f) => f.id), context.request.session.userId);
    return;
  }
  const unit = pending.get(context.request);
  if (!unit) return;
  const { db, request } = context;
  const { form, placed } = unit;
  const [item] = await db.select({ tenantId: equipment.tenantId }).from(equipment).where(eq(equipment.id, write.id));
  const userId = request.session.userId;
  const owner = (kind: AttachmentKind) => ({ kind, ownerType: OWNER_TYPE, ownerId: write.id, tenantId: Number(item?.tenantId), userId });
  const replaced = form.certificate ? (await equipmentFiles(db, write.id)).calibrationCertificate : null;
  unit.retired = await retireAttachments(db, [...form.removedImageIds, ...(replaced ? [replaced.id] : [])], userId);
  for (const image of form.images) await placed.record(db, image, owner(AttachmentKind.EquipmentImage));
  if (form.certificate) await placed.record(db, form.certificate, owner(AttachmentKind.CalibrationCertificate));
}
