// A list's saved views through React Query (the calls: src/api/saved-views.ts), keyed by session
// scope: another building's or role's views are never shown from the cache.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { createSavedView, deleteSavedView, listSavedViews, type SavedViewCreate } from '../api/saved-views';
import { useApiClient } from './api-context';
import { signalOf } from './entity-queries';
import type { SessionScope } from './entity-session';
import { useSessionScope } from './use-entity';

export type { SavedView, SavedViewState } from '../api/saved-views';

const savedViewsKey = (scope: SessionScope, entity: string) => ['SavedViews', scope, entity] as const;

export function savedViewsQuery(client: ApiClient, scope: SessionScope, entity: string) {
  return queryOptions({
    queryKey: savedViewsKey(scope, entity),
    queryFn: (context) => listSavedViews(client, entity, signalOf(context)),
  });
}

export function useSavedViews(entity: string) {
  const client = useApiClient();
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const query = useQuery(savedViewsQuery(client, scope, entity));
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(scope, entity) });
  const create = useMutation({ mutationFn: (view: SavedViewCreate) => createSavedView(client, view), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => deleteSavedView(client, id), onSuccess: refresh });
  return { views: query.data ?? [], isLoading: query.isLoading, create, remove };
}
