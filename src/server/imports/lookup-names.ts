// Lookups in an imported file may name a row (its label, e.g. the product's name) or give its id.
// The live rows the building may point at (those the write's lookup check accepts) are loaded here
// once per import; lookup-resolve.ts resolves each cell among them, case-insensitively: a name that
// fits no row, or more than one, and an id of no such row, are the row's error for that column.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pointableRows } from '../routes/generic/lookups';
import type { LookupTarget } from '../routes/generic/source';
import { type LookupTable, type LookupTables, nameKey } from './lookup-resolve';

async function tableOf(db: Db, target: LookupTarget, labelField: string | undefined, tenantId: number, label: string): Promise<LookupTable> {
  const columns = getTableColumns(target.table) as Record<string, PgColumn>;
  const labelColumn = labelField ? columns[labelField] : undefined;
  const rows = await db
    .select({ id: target.key, label: labelColumn ?? target.key })
    .from(target.table)
    .where(pointableRows(target, tenantId));
  const names = new Map<string, number[]>();
  for (const row of rows) {
    if (!labelColumn || row.label === null || row.label === undefined) continue;
    const key = nameKey(String(row.label));
    names.set(key, [...(names.get(key) ?? []), Number(row.id)]);
  }
  return { label, ids: rows.map((r) => Number(r.id)), names: [...names] };
}

/** Loads the rows every lookup may point at, once per import. */
export async function loadLookupTables(
  db: Db,
  targets: readonly LookupTarget[],
  labelFieldOf: (field: string) => string | undefined,
  describe: (field: string) => string,
  tenantId: number,
): Promise<LookupTables> {
  const tables: LookupTables = {};
  for (const target of targets) tables[target.field] = await tableOf(db, target, labelFieldOf(target.field), tenantId, describe(target.field));
  return tables;
}

/** The names a lookup column accepts, as the building's rows spell them (the template lists them). */
export async function lookupLabels(db: Db, target: LookupTarget, labelField: string | undefined, tenantId: number, limit: number): Promise<string[]> {
  const column = labelField ? (getTableColumns(target.table) as Record<string, PgColumn>)[labelField] : undefined;
  if (!column) return [];
  const rows = await db.select({ label: column }).from(target.table).where(pointableRows(target, tenantId)).orderBy(column).limit(limit);
  return [...new Set(rows.flatMap((r) => (r.label === null || r.label === undefined ? [] : [String(r.label)])))];
}
