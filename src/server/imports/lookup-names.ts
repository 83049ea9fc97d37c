// Lookups in an imported file may name a row (its label, e.g. the product's name) or give its id.
// Names and ids are resolved among the live rows the building may point at (those the write's
// lookup check accepts), case-insensitively; a name that fits no row, or more than one, and an id
// of no such row, are the row's error for that column.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pointableRows } from '../routes/generic/lookups';
import type { LookupTarget } from '../routes/generic/source';

export type LookupOutcome = { id: number } | { error: string };

export interface LookupNames {
  resolve(field: string, text: string): LookupOutcome;
}

/**
 * Per lookup field: its label for messages, every pointable row's id, and ids by name. Plain data,
 * loaded once per import on the database's side and handed to the parsing worker.
 */
export interface LookupTable {
  label: string;
  ids: number[];
  names: [string, number[]][];
}
export type LookupTables = Record<string, LookupTable>;

const nameKey = (text: string) => text.trim().toLowerCase();

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

/** Resolves a cell by id or by name among the loaded rows; anything else is the cell's error. */
export function lookupNames(tables: LookupTables): LookupNames {
  const byField = new Map(Object.entries(tables).map(([field, t]) => [field, { ...t, ids: new Set(t.ids), names: new Map(t.names) }]));
  return {
    resolve(field, text) {
      const table = byField.get(field);
      if (!table) return { error: 'Not found' };
      const value = text.trim();
      if (/^\d+$/.test(value)) {
        return table.ids.has(Number(value)) ? { id: Number(value) } : { error: `No ${table.label} with id ${value}` };
      }
      const found = table.names.get(nameKey(text)) ?? [];
      if (found.length === 1) return { id: found[0] as number };
      return found.length === 0 ? { error: `No ${table.label} named '${value}'` } : { error: `More than one ${table.label} is named '${value}': give its id` };
    },
  };
}
