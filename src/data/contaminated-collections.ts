// The contaminated collection report's query (PUT /api/ContaminatedCollectionReport/Get). Keys
// carry the session's building and role, so a switch never shows another building's figures.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getContaminatedCollections } from '../api/contaminated-collections';
import type { ContaminatedCollectionsQuery } from '../domain/contaminated-collections';
import { useApiClient } from './api-context';
import { signalOf } from './entity-queries';
import { reportKeys } from './reports';
import { useSessionScope } from './use-entity';

export function useContaminatedCollections(query: ContaminatedCollectionsQuery) {
  const client = useApiClient();
  const scope = useSessionScope();
  return useQuery({
    queryKey: [...reportKeys.all, scope, 'contaminatedCollections', query] as const,
    queryFn: (context) => getContaminatedCollections(client, query, signalOf(context)),
    staleTime: 60_000,
    // A new filter or page keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
