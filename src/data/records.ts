// Restore, bulk actions and record history of one entity (issue #14 items 5, 7, 8), refreshing the
// same cache tags as a single create, edit or delete.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { entityClient } from '../api/entities';
import type { BulkTarget } from '../domain/bulk';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery } from '../domain/grid';
import { useApiClient } from './api-context';
import { useRefreshingMutation } from './entity-mutations';
import { invalidateTags, tagsToRefresh } from './cache-tags';
import { useSessionScope } from './use-entity';

export function useRestoreEntity(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, id: number) => entityClient(client, declaration).restore(id));
}

/**
 * A restore as a plain call, for a toast's Undo: the toast outlives the screen that deleted (a view
 * page navigates to its list), and a mutation's callbacks die with the component that made it.
 */
export function useRestoreCall(declaration: EntityDeclaration): (id: number) => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      await entityClient(client, declaration).restore(id);
      await invalidateTags(queryClient, tagsToRefresh(declaration));
    },
    [client, queryClient, declaration],
  );
}

export function useBulkDelete(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, target: BulkTarget) => entityClient(client, declaration).bulkDelete(target));
}

export function useBulkUpdate(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, input: { target: BulkTarget; field: string; value: unknown }) =>
    entityClient(client, declaration).bulkUpdate(input.target, input.field, input.value),
  );
}

/** The Deleted filter's pages: never cached, a restore elsewhere must show at once. */
export function useDeletedPageFetcher(declaration: EntityDeclaration) {
  const client = useApiClient();
  return useCallback((query: GridQuery) => entityClient(client, declaration).deletedGrid(query), [client, declaration]);
}

export function useRecordHistory(declaration: EntityDeclaration, id: number) {
  const client = useApiClient();
  const { tenantId, roleId } = useSessionScope();
  return useQuery({
    queryKey: ['history', declaration.key, id, tenantId, roleId],
    queryFn: ({ signal }) => entityClient(client, declaration).history(id, signal),
    // A save elsewhere adds an entry: read it again whenever the tab opens.
    staleTime: 0,
  });
}
