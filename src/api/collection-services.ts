// The collection services' and tablet configurations' own writes (spec §7): CreateInBulk (a
// preview that writes nothing, then the creation of the same request) and Copy of a tablet
// configuration into another building.
import type { CollectionServiceBulkRequest, CollectionServiceBulkResult } from '../domain/collection-service-bulk';
import { collectionServiceEntity } from '../domain/entities/collections';
import { tabletConfigurationEntity } from '../domain/entities/devices';
import type { ApiClient } from './client';
import { entityPath } from './entities';

/** `headers`: the submission's Idempotency-Key (none for a preview, which writes nothing). */
export function createServicesInBulk(client: ApiClient, body: CollectionServiceBulkRequest, headers?: Record<string, string>): Promise<CollectionServiceBulkResult> {
  return client.request({ method: 'POST', path: entityPath(collectionServiceEntity, 'CreateInBulk'), json: body, headers });
}

/** Buttons on a service the target building lacks are left out and named in `warnings`. */
export interface CopiedConfiguration {
  id: number;
  tenantId: number;
  name: string;
  warnings?: string[];
}

export function copyTabletConfiguration(client: ApiClient, body: { id: number; targetTenantId: number }, headers?: Record<string, string>): Promise<CopiedConfiguration> {
  return client.request({ method: 'POST', path: entityPath(tabletConfigurationEntity, 'Copy'), json: body, headers });
}
