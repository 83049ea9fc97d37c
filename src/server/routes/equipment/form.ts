// The equipment form as multipart/form-data (spec §7): `image` parts (repeated), one
// `calibrationCertificate` part and `equipmentItem`, the fields as a JSON string. On edit,
// equipmentItem.removedImageIds lists images to remove.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ref } from '../../../domain/entities/shared';
import { DOCUMENT_OR_IMAGE_TYPES, IMAGE_TYPES } from '../../files/content-type';
import { discardStaged, type StagedFile } from '../../files/storage';
import { readMultipartForm, type FileRule } from '../../files/upload';
import { HttpError } from '../../errors';
import { assertNoNul } from '../../http/nul-characters';

export const IMAGE_PART = 'image';
export const CERTIFICATE_PART = 'calibrationCertificate';
export const ITEM_PART = 'equipmentItem';

const RULES: readonly FileRule[] = [
  { field: IMAGE_PART, accept: IMAGE_TYPES, acceptText: 'a JPEG or PNG image', many: true },
  { field: CERTIFICATE_PART, accept: DOCUMENT_OR_IMAGE_TYPES, acceptText: 'a PDF or a JPEG or PNG image', many: false },
];

const removalSchema = z.object({ removedImageIds: z.array(ref).default([]) });

export interface EquipmentForm {
  item: Record<string, unknown>;
  removedImageIds: number[];
  images: StagedFile[];
  certificate: StagedFile | undefined;
}

function itemOf(value: unknown): Record<string, unknown> {
  const invalid = () => new HttpError(400, 'The data is not valid.', { errors: { [ITEM_PART]: ['A JSON object of the equipment fields'] } });
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalid();
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  // Escaped in the JSON text (\u0000), a NUL appears only now; named as the entity's own fields are.
  assertNoNul(parsed);
  return parsed as Record<string, unknown>;
}

/** Reads and checks the whole form; the caller owns (and must store or discard) the staged files. */
export async function readEquipmentForm(request: FastifyRequest): Promise<EquipmentForm> {
  const { fields, files } = await readMultipartForm(request, RULES);
  try {
    const item = itemOf(fields[ITEM_PART]);
    const { removedImageIds } = removalSchema.parse(item);
    return {
      item,
      removedImageIds,
      images: files.filter((f) => f.field === IMAGE_PART),
      certificate: files.find((f) => f.field === CERTIFICATE_PART),
    };
  } catch (error) {
    await discardStaged(files);
    throw error;
  }
}
