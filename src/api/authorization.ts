// PUT /api/Authorization/GetAllBuildings (spec §7, empty body): the buildings the session may
// switch to, sorted by name. Exempt from the loading overlay (spec §2.7): a silent request.
import type { ApiClient } from './client';
import { withSignal } from './entities';

export interface SwitchableBuilding {
  name: string;
  tenantId: number;
}

export const SWITCHABLE_BUILDINGS_PATH = '/api/Authorization/GetAllBuildings';

export function getAllBuildings(client: ApiClient, signal?: AbortSignal): Promise<SwitchableBuilding[]> {
  return client.request({ method: 'PUT', path: SWITCHABLE_BUILDINGS_PATH, silent: true, ...withSignal(signal) });
}
