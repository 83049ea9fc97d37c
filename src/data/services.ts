// The services' own saves through the one mutation helper: bulk creation refreshes the lists
// showing services only when it created some (a preview writes nothing); a copied tablet
// configuration refreshes the configurations' lists. The screen hands its submission's
// Idempotency-Key (src/features/services/submission-key.ts).
import { copyTabletConfiguration, createServicesInBulk } from '../api/collection-services';
import type { CollectionServiceBulkRequest } from '../domain/collection-service-bulk';
import { collectionServiceEntity } from '../domain/entities/collections';
import { tabletConfigurationEntity } from '../domain/entities/devices';
import { useRefreshingMutation } from './entity-mutations';

export type { CopiedConfiguration } from '../api/collection-services';

/** One submission's key: the same for a retry of the same body, a new one after a success. */
export interface Submission {
  headersFor(body: unknown): Record<string, string>;
  succeeded(): void;
}

export function useBulkCreate(submission: Submission) {
  return useRefreshingMutation(
    collectionServiceEntity,
    async (client, body: CollectionServiceBulkRequest) => {
      const result = await createServicesInBulk(client, body, body.preview ? undefined : submission.headersFor(body));
      if (!result.preview) submission.succeeded();
      return result;
    },
    { changed: (result) => !result.preview && result.created.length > 0 },
  );
}

export function useCopyConfiguration(submission: Submission) {
  return useRefreshingMutation(tabletConfigurationEntity, async (client, body: { id: number; targetTenantId: number }) => {
    const copied = await copyTabletConfiguration(client, body, submission.headersFor(body));
    submission.succeeded();
    return copied;
  });
}
