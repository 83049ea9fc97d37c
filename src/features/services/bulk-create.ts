// The bulk-create call (POST /api/CollectionServices/CreateInBulk): a preview that writes nothing,
// then the creation of the same request, with one Idempotency-Key per submission (a preview writes
// nothing and sends none); the created services refresh every list showing them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../data/api-context';
import { invalidateTags, tagsToRefresh } from '../../data/cache-tags';
import type { CollectionServiceBulkRequest, CollectionServiceBulkResult } from '../../domain/collection-service-bulk';
import { collectionServiceEntity } from '../../domain/entities/collections';
import { useSubmissionKey } from './submission-key';

export const BULK_CREATE_PATH = '/api/CollectionServices/CreateInBulk';

export function useBulkCreate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CollectionServiceBulkRequest) =>
      client.request<CollectionServiceBulkResult>({
        method: 'POST',
        path: BULK_CREATE_PATH,
        json: body,
        headers: body.preview ? undefined : submission.headersFor(body),
      }),
    // The screen words its own failure.
    meta: { silent: true },
    onSuccess: async (result) => {
      if (result.preview) return;
      submission.succeeded();
      if (result.created.length > 0) await invalidateTags(queryClient, tagsToRefresh(collectionServiceEntity));
    },
  });
}

/** Field names of the request as the form labels them, for a 400's field errors. */
export const BULK_FIELD_NAMES: Readonly<Record<string, string>> = {
  customerIds: 'Tenants',
  wasteStreamIds: 'Waste streams',
  collectionPointId: 'Collection point',
  productId: 'Product',
  destinationContractorId: 'Destination contractor',
  frequency: 'Frequency',
};
