// The buildings the top bar's switcher offers (spec §7: PUT /api/Authorization/GetAllBuildings,
// empty body, sorted by name). Exempt from the loading overlay (spec §2.7): a silent request.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { cacheTagKey } from './cache-tags';
import type { SessionScope } from './entity-session';

export interface SwitchableBuilding {
  name: string;
  tenantId: number;
}

export const SWITCHABLE_BUILDINGS_PATH = '/api/Authorization/GetAllBuildings';

export function switchableBuildingsQuery(client: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: [...cacheTagKey('Building'), scope, 'switchable'] as const,
    queryFn: () => client.request<SwitchableBuilding[]>({ method: 'PUT', path: SWITCHABLE_BUILDINGS_PATH, silent: true }),
    staleTime: 60_000,
  });
}
