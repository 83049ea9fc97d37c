// The zone a report PDF is stamped in: its (first) building's. A portfolio spanning zones prints
// that building's time with the zone's abbreviation, so the stamp is never ambiguous.
import { inArray } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../domain/building-time';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';

export async function reportZone(db: Db, tenantIds: readonly number[]): Promise<string> {
  if (tenantIds.length === 0) return DEFAULT_TIME_ZONE;
  const rows = await db.select({ tenantId: packages.tenantId, timeZone: packages.timeZone }).from(packages).where(inArray(packages.tenantId, [...tenantIds]));
  const first = tenantIds.find((id) => rows.some((r) => r.tenantId === id));
  return rows.find((r) => r.tenantId === first)?.timeZone ?? DEFAULT_TIME_ZONE;
}
