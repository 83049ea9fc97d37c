// The tablet configuration copy (src/data/services.ts) with one Idempotency-Key per submission: a
// retried copy is made once.
import { useCopyConfiguration as useCopyConfigurationCall } from '../../data/services';
import { useSubmissionKey } from './submission-key';

export type { CopiedConfiguration } from '../../data/services';

export function useCopyConfiguration() {
  return useCopyConfigurationCall(useSubmissionKey());
}
