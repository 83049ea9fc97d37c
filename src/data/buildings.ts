// The buildings the top bar shows: the switcher's list (src/api/authorization.ts) and the session's own
// building (src/api/package.ts), cached per session scope.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getAllBuildings } from '../api/authorization';
import { getMyBuilding } from '../api/package';
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

/** The session's own building (GET /api/Package/GetMy), for the top bar's "where am I". */
export function myBuildingQuery(client: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: [...cacheTagKey('Building'), scope, 'mine'] as const,
    queryFn: (context) => getMyBuilding(client, undefined, signalOf(context)),
    staleTime: 60_000,
  });
}
