// Lookups in an imported file may name a row (its label, e.g. the product's name) or give its id.
// Names are resolved among the live rows the building may point at (those the write's lookup check
// accepts), case-insensitively; a name that fits no row, or more than one, is the row's error for
// that column.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pointableRows } from '../routes/generic/lookups';
import type { LookupTarget } from '../routes/generic/source';

export type LookupOutcome = { id: number } | { error: string };

export interface LookupNames {
  resolve(field: string, text: string): LookupOutcome;
}

const nameKey = (text: string) => text.trim().toLowerCase();

async function namesOf(db: Db, target: LookupTarget, labelField: string, tenantId: number): Promise<Map<string, number[]>> {
  const columns = getTableColumns(target.table) as Record<string, PgColumn>;
  const label = columns[labelField];
  const names = new Map<string, number[]>();
  if (!label) return names;
  const rows = await db.select({ id: target.key, label }).from(target.table).where(pointableRows(target, tenantId));
  for (const row of rows) {
    if (row.label === null || row.label === undefined) continue;
    const key = nameKey(String(row.label));
    names.set(key, [...(names.get(key) ?? []), Number(row.id)]);
  }
  return names;
}

/** Loads the names of every lookup once per import. */
export async function loadLookupNames(
  db: Db,
  targets: readonly LookupTarget[],
  labelFieldOf: (field: string) => string | undefined,
  describe: (field: string) => string,
  tenantId: number,
): Promise<LookupNames> {
  const byField = new Map<string, Map<string, number[]>>();
  for (const target of targets) {
    const labelField = labelFieldOf(target.field);
    if (labelField) byField.set(target.field, await namesOf(db, target, labelField, tenantId));
  }
  return {
    resolve(field, text) {
      if (/^\d+$/.test(text.trim())) return { id: Number(text.trim()) };
      const found = byField.get(field)?.get(nameKey(text)) ?? [];
      if (found.length === 1) return { id: found[0] as number };
      return found.length === 0
        ? { error: `No ${describe(field)} named '${text.trim()}'` }
        : { error: `More than one ${describe(field)} is named '${text.trim()}': give its id` };
    },
  };
}
