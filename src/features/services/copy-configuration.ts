// POST /api/TabletConfigurations/Copy { id, targetTenantId } (the tablet configurations hook): the
// settings and buttons copied into another building; buttons on a service that building lacks are
// left out and named in `warnings`. One Idempotency-Key per submission: a retried copy is made once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../data/api-context';
import { invalidateTags, tagsToRefresh } from '../../data/cache-tags';
import { tabletConfigurationEntity } from '../../domain/entities/devices';
import { useSubmissionKey } from './submission-key';

export interface CopiedConfiguration {
  id: number;
  tenantId: number;
  name: string;
  warnings?: string[];
}

export function useCopyConfiguration() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: { id: number; targetTenantId: number }) =>
      client.request<CopiedConfiguration>({ method: 'POST', path: '/api/TabletConfigurations/Copy', json: body, headers: submission.headersFor(body) }),
    meta: { silent: true },
    onSuccess: () => {
      submission.succeeded();
      return invalidateTags(queryClient, tagsToRefresh(tabletConfigurationEntity));
    },
  });
}
