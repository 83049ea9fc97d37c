// The system dashboard's query (the call: src/api/system-dashboard.ts), keyed by session scope.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getSystemDashboard } from '../api/system-dashboard';
import { cacheTagKey } from './cache-tags';
import { useApiClient } from './api-context';
import { signalOf } from './entity-queries';
import type { SessionScope } from './entity-session';
import { useSessionScope } from './use-entity';

export {
  SYSTEM_DASHBOARD_PATH,
  type SystemDashboardActivity,
  type SystemDashboardData,
  type SystemDashboardTiles,
} from '../api/system-dashboard';

export function systemDashboardQuery(client: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: [...cacheTagKey('SystemDashboard'), scope] as const,
    queryFn: (context) => getSystemDashboard(client, signalOf(context)),
  });
}

export function useSystemDashboard() {
  return useQuery(systemDashboardQuery(useApiClient(), useSessionScope()));
}
