// Restore, bulk actions and record history of one entity (issue #14 items 5, 7, 8), refreshing the
// same cache tags as a single create, edit or delete.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '../api/client';
import { entityClient, type EntityRow } from '../api/entities';
import type { BulkTarget } from '../domain/bulk';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery, GridResult } from '../domain/grid';
import { useApiClient } from './api-context';
import { useRefreshingMutation } from './entity-mutations';
import { invalidateTags, tagsToRefresh } from './cache-tags';
import { useSessionScope } from './use-entity';

/** The calls behind a list's Deleted filter and restore: by default the declaration's GetDeleted and Restore/{id}. */
export interface RestoreCalls {
  deletedGrid(query: GridQuery, signal?: AbortSignal): Promise<GridResult<EntityRow>>;
  restore(id: number): Promise<unknown>;
}

/** A controller's own restore calls (each portfolio kind's); keep it one function per controller, it keys a memo. */
export type RestoreCallsOf = (client: ApiClient) => RestoreCalls;

/** What a list needs to offer the Deleted filter, Restore and Undo on its delete toast. */
export interface Restoration {
  /** The Deleted filter's pages: never cached, a restore elsewhere must show at once. */
  fetchDeletedPage(query: GridQuery): Promise<GridResult<EntityRow>>;
  /**
   * A plain call, not a mutation, so a toast's Undo can use it: the toast outlives the screen that
   * deleted (a view page navigates to its list), and a mutation's callbacks die with its component.
   */
  restore(id: number): Promise<void>;
}

export function useRestoration(declaration: EntityDeclaration, callsOf?: RestoreCallsOf): Restoration {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const calls: RestoreCalls = callsOf ? callsOf(client) : entityClient(client, declaration);
    return {
      fetchDeletedPage: (query) => calls.deletedGrid(query),
      restore: async (id) => {
        await calls.restore(id);
        await invalidateTags(queryClient, tagsToRefresh(declaration));
      },
    };
  }, [client, queryClient, declaration, callsOf]);
}

export function useBulkDelete(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, target: BulkTarget) => entityClient(client, declaration).bulkDelete(target));
}

export function useBulkUpdate(declaration: EntityDeclaration) {
  return useRefreshingMutation(declaration, (client, input: { target: BulkTarget; field: string; value: unknown }) =>
    entityClient(client, declaration).bulkUpdate(input.target, input.field, input.value),
  );
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
