// Equipment's saves and files as React Query hooks; the multipart calls themselves are the API
// seam's (src/api/equipment.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { EntityRow } from '../api/entities';
import { createEquipment, getAttachment, updateEquipment, type EquipmentDetail, type EquipmentFilesInput } from '../api/equipment';
import { equipmentEntity } from '../domain/entities/devices';
import { useApiClient } from './api-context';
import { ENTITY_QUERY_ROOT } from './cache-tags';
import { useRefreshingMutation, type EntityValues } from './entity-mutations';
import { signalOf } from './entity-queries';
import { useSessionScope } from './use-entity';

export {
  createEquipment,
  EQUIPMENT_PARTS,
  equipmentFormData,
  updateEquipment,
  type AttachmentInfo,
  type EquipmentDetail,
  type EquipmentFilesInput,
} from '../api/equipment';

/** The files of a GetById answer (none for a row that came from elsewhere, e.g. a grid). */
export function equipmentFilesOf(row: EntityRow | undefined): Pick<EquipmentDetail, 'images' | 'calibrationCertificate'> {
  const detail = row as Partial<EquipmentDetail> | undefined;
  return { images: detail?.images ?? [], calibrationCertificate: detail?.calibrationCertificate ?? null };
}

export interface EquipmentSave {
  values: EntityValues;
  files: EquipmentFilesInput;
  /** Creates: one per form submission (src/api/idempotency.ts). */
  idempotencyKey?: string;
}

export function useCreateEquipment() {
  return useRefreshingMutation(equipmentEntity, (client, input: EquipmentSave) => createEquipment(client, input.values, input.files, input.idempotencyKey));
}

export function useUpdateEquipment() {
  return useRefreshingMutation(equipmentEntity, (client, input: EquipmentSave & { id: number }) =>
    updateEquipment(client, input.id, input.values, input.files),
  );
}

/**
 * The bytes of one stored file (an <img> or a link cannot send the bearer token). Keyed under the
 * Equipment tag, so a save or a building switch drops them with the rest.
 */
export function attachmentQueryOptions(client: ApiClient, scope: ReturnType<typeof useSessionScope>, url: string) {
  return queryOptions({
    queryKey: [ENTITY_QUERY_ROOT, equipmentEntity.cacheTag, scope, 'file', url] as const,
    queryFn: (context) => getAttachment(client, url, signalOf(context)),
    staleTime: Infinity,
    // A file that fails to load says so in place; a toast per thumbnail would drown the screen.
    meta: { silent: true },
  });
}

export function useAttachmentBlob(url: string) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery(attachmentQueryOptions(client, scope, url));
}
