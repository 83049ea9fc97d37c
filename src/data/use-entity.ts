// Hooks that bind the query factories to the app's client and session scope.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery } from '../domain/grid';
import { useApiClient } from './api-context';
import { scopeOf, useEntitySession } from './entity-session';
import { byIdQueryOptions, gridQueryOptions, type EntityRow } from './entity-queries';

export function useSessionScope() {
  const session = useEntitySession();
  return scopeOf(session);
}

export function useEntityRecord(declaration: EntityDeclaration, id: number) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({ ...byIdQueryOptions(client, declaration, scope, id), enabled: Number.isFinite(id) });
}

/**
 * For a grid's datasource: one page through the cache (a return visit shows it at once). A
 * controller whose grid is not the generic call passes its own query options.
 */
export function useGridPageFetcher(declaration: EntityDeclaration, pageOptions: typeof gridQueryOptions = gridQueryOptions) {
  const client = useApiClient();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const { tenantId, roleId } = scope;
  return useCallback(
    (query: GridQuery) =>
      queryClient.fetchQuery(pageOptions(client, declaration, { tenantId, roleId }, query)),
    [client, declaration, pageOptions, queryClient, tenantId, roleId],
  );
}

export type { EntityRow };
