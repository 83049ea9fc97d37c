// The system dashboard's figures (GET /api/SystemDashboard/Get): counts per area and recent
// activity within the session's buildings. The shape is the server's response schema.
import type { ApiClient } from './client';
import { withSignal } from './entities';

export interface SystemDashboardTiles {
  buildings: number;
  customers: number;
  users: number;
  collectionsLast30Days: number;
  collectedKgLast30Days: number;
  transactions: number;
  audits: number;
  furnitureItems: number;
  equipmentCalibrationOverdue: number;
  openSupportRequests: number;
}

export interface SystemDashboardActivity {
  /** Entity key of the registry: the client links to that entity's screen. */
  entity: string;
  id: number;
  label: string;
  tenantId: number | null;
  action: 'Created' | 'Modified';
  at: string;
  byUserId: number | null;
  byUserName: string | null;
}

export interface SystemDashboardData {
  tiles: SystemDashboardTiles;
  recentActivity: SystemDashboardActivity[];
  generatedAt: string;
}

export const SYSTEM_DASHBOARD_PATH = '/api/SystemDashboard/Get';

export function getSystemDashboard(client: ApiClient, signal?: AbortSignal): Promise<SystemDashboardData> {
  return client.request({ method: 'GET', path: SYSTEM_DASHBOARD_PATH, ...withSignal(signal) });
}
