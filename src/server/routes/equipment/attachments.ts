// The files of one equipment item as GetById returns them: its images (kind 3) and its
// calibration certificate (kind 4), metadata and the URL to fetch the bytes from.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AttachmentKind } from '../../../domain/enums';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';

export const OWNER_TYPE = 'Equipment';

export const attachmentInfoSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string().describe('GET it with the bearer token'),
  createdAt: z.string(),
});
export type AttachmentInfo = z.infer<typeof attachmentInfoSchema>;

export const equipmentFilesSchema = z.looseObject({
  images: z.array(attachmentInfoSchema),
  calibrationCertificate: attachmentInfoSchema.nullable(),
});
export type EquipmentFiles = z.infer<typeof equipmentFilesSchema>;

export async function equipmentAttachments(db: Db, equipmentId: number) {
  return db
    .select({
      id: attachments.id,
      kind: attachments.kind,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sizeBytes: attachments.sizeBytes,
      url: attachments.url,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(and(eq(attachments.ownerType, OWNER_TYPE), eq(attachments.ownerId, equipmentId), eq(attachments.isDeleted, false)))
    .orderBy(asc(attachments.id));
}

export async function equipmentFiles(db: Db, equipmentId: number): Promise<EquipmentFiles> {
  const rows = await equipmentAttachments(db, equipmentId);
  const info = ({ kind: _kind, ...rest }: (typeof rows)[number]): AttachmentInfo => ({ ...rest, createdAt: new Date(rest.createdAt).toISOString() });
  const certificate = rows.filter((r) => r.kind === AttachmentKind.CalibrationCertificate).at(-1);
  return {
    images: rows.filter((r) => r.kind === AttachmentKind.EquipmentImage).map(info),
    calibrationCertificate: certificate ? info(certificate) : null,
  };
}
