// Serial numbers are unique across ALL buildings, case-insensitively, among live rows (the
// equipment_serial_number_live index). GetBuildingName answers which building already holds a
// serial — its name only — and create/edit refuse a duplicate with a 409 that names it.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment, packages } from '../../db/schema';
import { HttpError } from '../../errors';

export async function buildingHoldingSerial(db: Db, serialNumber: string, exceptId?: number): Promise<string | null> {
  const [row] = await db
    .select({ name: packages.name })
    .from(equipment)
    .innerJoin(packages, eq(packages.tenantId, equipment.tenantId))
    .where(
      and(
        eq(sql`lower(${equipment.serialNumber})`, serialNumber.trim().toLowerCase()),
        eq(equipment.isDeleted, false),
        exceptId === undefined ? undefined : ne(equipment.id, exceptId),
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

/** 409 with errors.serialNumber naming the building when another live row holds the serial. */
export async function assertSerialFree(db: Db, serialNumber: unknown, exceptId?: number): Promise<void> {
  if (typeof serialNumber !== 'string') return;
  const building = await buildingHoldingSerial(db, serialNumber, exceptId);
  if (building === null) return;
  const text = `Serial number ${serialNumber.trim()} is already used in ${building}.`;
  throw new HttpError(409, text, { errors: { serialNumber: [text] } });
}
