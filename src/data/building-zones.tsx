// Which clock a row's times are shown on: its building's zone (src/domain/building-time.ts), else
// the session's building's, else the default. The zones are read once per session scope by the
// provider (in the signed-in layout, where React Query runs); below it every grid and view formats
// with them, and outside it (a bare component in a test) the default zone applies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import { getBuildingZones } from '../api/building-zones';
import { DEFAULT_TIME_ZONE, type ZoneOf } from '../domain/building-time';
import { useApiClient } from './api-context';
import { cacheTagKey } from './cache-tags';
import { signalOf } from './entity-queries';
import { scopeOf, useEntitySession, type SessionScope } from './entity-session';

export function buildingZonesQuery(client: ApiClient, scope: SessionScope) {
  return queryOptions({
    queryKey: [...cacheTagKey('Building'), scope, 'timeZones'] as const,
    queryFn: (context) => getBuildingZones(client, signalOf(context)),
    staleTime: 5 * 60_000,
  });
}

const defaultZoneOf: ZoneOf = () => DEFAULT_TIME_ZONE;
const ZoneOfContext = createContext<ZoneOf>(defaultZoneOf);

export function BuildingZonesProvider({ children }: { children: ReactNode }) {
  const session = useEntitySession();
  const scope = scopeOf(session);
  const { data } = useQuery({ ...buildingZonesQuery(useApiClient(), scope), enabled: session !== null });
  const zoneOf = useCallback<ZoneOf>(
    (row) => {
      const zones = data ?? [];
      const own = typeof row?.tenantId === 'number' ? zones.find((z) => z.tenantId === row.tenantId) : undefined;
      return own?.timeZone ?? zones.find((z) => z.tenantId === scope.tenantId)?.timeZone ?? DEFAULT_TIME_ZONE;
    },
    [data, scope.tenantId],
  );
  return <ZoneOfContext.Provider value={zoneOf}>{children}</ZoneOfContext.Provider>;
}

/** The zone of a row (by its tenantId); stable until the zones or the session change. */
export function useZoneOf(): ZoneOf {
  return useContext(ZoneOfContext);
}
