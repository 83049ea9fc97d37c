// PUT /api/ContaminatedCollectionReport/Get: the contaminated collection report. The path is the
// contract the server route shares (src/domain/contaminated-collections.ts).
import {
  CONTAMINATED_COLLECTIONS_PATH,
  type ContaminatedCollectionReport,
  type ContaminatedCollectionsQuery,
} from '../domain/contaminated-collections';
import type { ApiClient } from './client';
import { withSignal } from './entities';

export function getContaminatedCollections(client: ApiClient, query: ContaminatedCollectionsQuery, signal?: AbortSignal): Promise<ContaminatedCollectionReport> {
  return client.request({ method: 'PUT', path: CONTAMINATED_COLLECTIONS_PATH, json: query, ...withSignal(signal) });
}
