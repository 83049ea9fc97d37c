// GET /api/Package/GetMy (spec §7 "returns the user's building"): the session's building, or the
// one named by tenantId when it is in the session's scope; null in a view without a building.
import type { ApiClient } from './client';
import { withSignal } from './signal';

export interface MyBuilding {
  id: number;
  tenantId: number;
  name: string;
}

export const MY_BUILDING_PATH = '/api/Package/GetMy';

export function getMyBuilding(client: ApiClient, tenantId?: number, signal?: AbortSignal): Promise<MyBuilding | null> {
  return client.request({
    method: 'GET',
    path: MY_BUILDING_PATH,
    ...(tenantId === undefined ? {} : { query: { tenantId } }),
    // The top bar's label: no loading overlay for it.
    silent: true,
    ...withSignal(signal),
  });
}
