// Which zone a row's times are written in: its building's (packages.timeZone). Read once per
// export: there are a handful of buildings, and an export may hold 100 000 rows.
import { DEFAULT_TIME_ZONE } from '../../domain/building-time';
import type { Db } from '../db/client';
import { packages } from '../db/schema';

export type ZoneOfRow = (row: Record<string, unknown>) => string;

/** `sessionTenantId`: the session's building, whose zone rows without a building (reference data) take. */
export async function buildingZones(db: Db, sessionTenantId: number | null): Promise<ZoneOfRow> {
  const rows = await db.select({ tenantId: packages.tenantId, timeZone: packages.timeZone }).from(packages);
  const zones = new Map(rows.map((r) => [r.tenantId, r.timeZone]));
  const fallback = (sessionTenantId !== null ? zones.get(sessionTenantId) : undefined) ?? DEFAULT_TIME_ZONE;
  return (row) => (typeof row.tenantId === 'number' ? zones.get(row.tenantId) : undefined) ?? fallback;
}
