// GET /api/Building/GetTimeZones: each building's time zone in the session's scope, so that times
// are shown on the row's building's clock. A silent request (no loading overlay).
import type { ApiClient } from './client';
import { withSignal } from './entities';

export interface BuildingZone {
  tenantId: number;
  timeZone: string;
}

export const BUILDING_ZONES_PATH = '/api/Building/GetTimeZones';

export function getBuildingZones(client: ApiClient, signal?: AbortSignal): Promise<BuildingZone[]> {
  return client.request({ method: 'GET', path: BUILDING_ZONES_PATH, silent: true, ...withSignal(signal) });
}
