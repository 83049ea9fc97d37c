// The bulk-create call (src/data/services.ts: a preview that writes nothing, then the creation of
// the same request) with one Idempotency-Key per submission (a preview writes nothing and sends
// none); the created services refresh every list showing them.
import { useBulkCreate as useBulkCreateCall } from '../../data/services';
import { useSubmissionKey } from './submission-key';

export function useBulkCreate() {
  return useBulkCreateCall(useSubmissionKey());
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
