// The buildings the top bar's switcher offers (src/api/authorization.ts), cached per session scope.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getAllBuildings } from '../api/authorization';
import { cacheTagKey } from './cache-tags';
import { signalOf } from './entity-queries';
import type { SessionScope } from './entity-session';

export { SWITCHABLE_BUILDINGS_PATH, type SwitchableBuilding } from '../api/authorization';

export function switchableBuildingsQuery(client: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: [...cacheTagKey('Building'), scope, 'switchable'] as const,
    queryFn: (context) => getAllBuildings(client, signalOf(context)),
    staleTime: 60_000,
  });
}
