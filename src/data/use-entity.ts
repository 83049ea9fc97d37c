// Hooks that bind the query factories to the app's client and session scope.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery } from '../domain/grid';
import { useApiClient } from './api-context';
import { scopeOf, useEntitySession } from './entity-session';
import { byIdQueryOptions, gridQueryOptions, type EntityRow } from './entity-queries';
import { takePrimed } from './primed-pages';

export function useSessionScope() {
  const session = useEntitySession();
  return scopeOf(session);
}

export function useEntityRecord(declaration: EntityDeclaration, id: number) {
  const client = useApiClient();
  const scope = useSessionScope();
  const options = byIdQueryOptions(client, declaration, scope, id);
  // Read once, at mount: a record prefetched on navigation intent is not asked for again.
  const [staleTime] = useState(() => takePrimed(options.queryKey));
  return useQuery({ ...options, staleTime, enabled: Number.isFinite(id) });
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
    (query: GridQuery) => {
      const options = pageOptions(client, declaration, { tenantId, roleId }, query);
      // A page prefetched on navigation intent is used, not asked for again (primed-pages.ts).
      return queryClient.fetchQuery({ ...options, staleTime: takePrimed(options.queryKey) });
    },
    [client, declaration, pageOptions, queryClient, tenantId, roleId],
  );
}

export type { EntityRow };
