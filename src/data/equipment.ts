// Equipment's own calls (spec §7): CreateEntity and PutEntity take multipart/form-data — `image`
// parts (repeated), one `calibrationCertificate` part and `equipmentItem`, the fields as a JSON
// string — and GetById adds the item's files, whose bytes are read with the bearer token.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { idempotencyHeaders } from '../api/idempotency';
import { equipmentEntity } from '../domain/entities/devices';
import { useApiClient } from './api-context';
import { ENTITY_QUERY_ROOT } from './cache-tags';
import { useRefreshingMutation, type EntityValues } from './entity-mutations';
import { entityPath, type EntityRow } from './entity-queries';
import { useSessionScope } from './use-entity';

/** One stored file as GetById returns it; `url` answers only with the bearer token. */
export interface AttachmentInfo {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
  createdAt: string;
}

export type EquipmentDetail = EntityRow & { images: AttachmentInfo[]; calibrationCertificate: AttachmentInfo | null };

/** The files of a GetById answer (none for a row that came from elsewhere, e.g. a grid). */
export function equipmentFilesOf(row: EntityRow | undefined): Pick<EquipmentDetail, 'images' | 'calibrationCertificate'> {
  const detail = row as Partial<EquipmentDetail> | undefined;
  return { images: detail?.images ?? [], calibrationCertificate: detail?.calibrationCertificate ?? null };
}

/** The files of one save: new images, images to remove (edit only), a new certificate. */
export interface EquipmentFilesInput {
  images: readonly File[];
  removedImageIds?: readonly number[];
  certificate: File | null;
}

export const EQUIPMENT_PARTS = { image: 'image', certificate: 'calibrationCertificate', item: 'equipmentItem' } as const;

export function equipmentFormData(item: EntityValues, files: EquipmentFilesInput): FormData {
  const data = new FormData();
  data.append(EQUIPMENT_PARTS.item, JSON.stringify(item));
  for (const image of files.images) data.append(EQUIPMENT_PARTS.image, image, image.name);
  if (files.certificate) data.append(EQUIPMENT_PARTS.certificate, files.certificate, files.certificate.name);
  return data;
}

export function createEquipment(client: ApiClient, values: EntityValues, files: EquipmentFilesInput, idempotencyKey?: string) {
  return client.request<EquipmentDetail>({
    method: 'POST',
    path: entityPath(equipmentEntity, 'CreateEntity'),
    formData: equipmentFormData(values, files),
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function updateEquipment(client: ApiClient, id: number, values: EntityValues, files: EquipmentFilesInput) {
  const item = { ...values, id, removedImageIds: [...(files.removedImageIds ?? [])] };
  return client.request<EquipmentDetail>({
    method: 'PUT',
    path: entityPath(equipmentEntity, 'PutEntity'),
    formData: equipmentFormData(item, files),
  });
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
    queryFn: () => client.request<Blob>({ method: 'GET', path: url, responseType: 'blob', silent: true }),
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
