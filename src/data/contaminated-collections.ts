// The contaminated collection report's query (PUT /api/ContaminatedCollectionReport/Get). Keys
// carry the session's building and role, so a switch never shows another building's figures.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CONTAMINATED_COLLECTIONS_PATH,
  type ContaminatedCollectionReport,
  type ContaminatedCollectionsQuery,
} from '../domain/contaminated-collections';
import { useApiClient } from './api-context';
import { reportKeys } from './reports';
import { useSessionScope } from './use-entity';

export function useContaminatedCollections(query: ContaminatedCollectionsQuery) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({
    queryKey: [...reportKeys.all, scope, 'contaminatedCollections', query] as const,
    queryFn: () => client.request<ContaminatedCollectionReport>({ method: 'PUT', path: CONTAMINATED_COLLECTIONS_PATH, json: query }),
    staleTime: 60_000,
    // A new filter or page keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
