// Registers the prefetcher of screen-intent.ts with the app's query client, API client and
// session, and preloads AG Grid once the browser is idle after sign-in. Rendered once inside the
// protected layout; renders nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstGridRequest } from '../../components/entity/grid/list-state';
import { restoreGridState } from '../../components/entity/grid/grid-persistence';
import { useApiClient } from '../../data/api-context';
import { byIdQueryOptions, gridQueryOptions } from '../../data/entity-queries';
import { scopeOf, useEntitySession } from '../../data/entity-session';
import { primeKey } from '../../data/primed-pages';
import { entityByKey } from '../../domain/entities';
import { hasPermission } from '../../domain/permissions';
import { ENTITY_ID_PARAM } from '../../domain/routes';
import { preloadGridIdle, setScreenPrefetcher } from './screen-intent';

export function ScreenPrefetch() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const session = useEntitySession();

  useEffect(() => preloadGridIdle(), []);

  useEffect(
    () =>
      setScreenPrefetcher(({ route, params }, search) => {
        // Only the generic screens, whose first request is known here: a page of its own (route.module),
        // a nested list (narrowed by its parent) or a kind variant asks its own way.
        if (!session || !route.entity || route.module || route.variant) return;
        if (route.kind === 'list' && route.path.includes(':')) return;
        if (route.guard && !hasPermission(session.permissions, route.guard.area, route.guard.qualifier)) return;
        const declaration = entityByKey(route.entity);
        const scope = scopeOf(session);
        if (route.kind === 'list') {
          // The list's own "address + saved state → first request" (list-state.ts), so the grid finds
          // this page in the cache under the same key.
          const { query } = firstGridRequest(declaration.key, scope, search, restoreGridState(declaration.key));
          const options = gridQueryOptions(client, declaration, scope, query);
          primeKey(options.queryKey);
          void queryClient.prefetchQuery(options);
        } else if (route.kind === 'view' || route.kind === 'edit') {
          const id = Number(params[ENTITY_ID_PARAM]);
          if (!Number.isSafeInteger(id) || id <= 0 || Object.keys(params).length !== 1) return;
          const options = byIdQueryOptions(client, declaration, scope, id);
          primeKey(options.queryKey);
          void queryClient.prefetchQuery(options);
        }
      }),
    [queryClient, client, session],
  );
  return null;
}
