// Equipment's own calls (spec §7): CreateEntity and PutEntity take multipart/form-data — `image`
// parts (repeated), one `calibrationCertificate` part and `equipmentItem`, the fields as a JSON
// string — GetById adds the item's files (whose bytes are read with the bearer token), and
// GetBuildingName is the serial-number check.
import { equipmentEntity } from '../domain/entities/devices';
import type { ApiClient } from './client';
import { entityPath, withSignal, type EntityRow, type EntityValues } from './entities';
import { idempotencyHeaders } from './idempotency';

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

/** The bytes of one stored file: `url` is the address GetById gave it. Silent (a thumbnail). */
export function getAttachment(client: ApiClient, url: string, signal?: AbortSignal) {
  return client.request<Blob>({ method: 'GET', path: url, responseType: 'blob', silent: true, ...withSignal(signal) });
}

/** What GetBuildingName answers: the building holding a serial number, or null when it is free. */
export interface SerialNumberHolder {
  buildingName: string | null;
}

/** GET /api/Equipment/GetBuildingName?serialNumber= (spec §5, §7): the uniqueness check; silent. */
export function getSerialNumberHolder(client: ApiClient, serialNumber: string, signal?: AbortSignal) {
  return client.request<SerialNumberHolder>({
    method: 'GET',
    path: entityPath(equipmentEntity, 'GetBuildingName'),
    query: { serialNumber },
    silent: true,
    ...withSignal(signal),
  });
}
