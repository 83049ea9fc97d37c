// What still lives in a building: live rows of every building-scoped entity table. A building with
// any of them cannot be deleted (409), so no record is left pointing at a deleted building.
import { and, count, eq, getTableColumns, is } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../../domain/entities';
import type { Db } from '../../db/client';
import { ENTITY_TABLES } from '../../db/entity-tables';
import { packages } from '../../db/schema';

export interface LiveRows {
  label: string;
  count: number;
}

/** One entry per table (entities sharing a table are counted once), labelled by its entity. */
function buildingTables(): { label: string; tenantId: PgColumn; isDeleted: PgColumn; table: PgTable }[] {
  const seen = new Set<PgTable>();
  const out: { label: string; tenantId: PgColumn; isDeleted: PgColumn; table: PgTable }[] = [];
  for (const [key, table] of Object.entries(ENTITY_TABLES as Record<string, PgTable>)) {
    if (table === packages || seen.has(table)) continue;
    seen.add(table);
    const columns = getTableColumns(table) as Record<string, unknown>;
    const { tenantId, isDeleted } = columns;
    if (!is(tenantId, PgColumn) || !is(isDeleted, PgColumn)) continue;
    out.push({ label: ENTITIES.find((e) => e.key === key)?.labelPlural ?? key, tenantId, isDeleted, table });
  }
  return out;
}

export async function liveRowsOf(db: Db, tenantId: number): Promise<LiveRows[]> {
  const counts = await Promise.all(
    buildingTables().map(async ({ label, tenantId: column, isDeleted, table }) => {
      const [row] = await db.select({ n: count() }).from(table).where(and(eq(column, tenantId), eq(isDeleted, false)));
      return { label, count: Number(row?.n ?? 0) };
    }),
  );
  return counts.filter((c) => c.count > 0);
}
