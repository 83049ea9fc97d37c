// Foreign keys inside child arrays and link lists get the same check as a row's lookup fields:
// the row must be live and, for a building's row, in the same building. The field named in the
// 400 is the path in the body, e.g. allocations.1.customerId.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ENTITY_TABLES } from '../../db/entity-tables';
import type { Db } from '../../db/client';
import { entityByKey } from '../../../domain/entities';
import { inArray } from 'drizzle-orm';
import { checkLookups } from '../generic/lookups';
import type { LookupTarget } from '../generic/source';

/** One key in a body: its path, the entity it names and its value. */
export interface BodyRef {
  path: string;
  entity: string;
  value: unknown;
}

/** Buildings are named by their tenantId; every other entity by its id. */
function keyOf(entity: string, table: PgTable): PgColumn {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const key = entity === 'buildings' ? columns.tenantId : columns.id;
  if (!key) throw new Error(`${entity} has no key column`);
  return key;
}

/** 400 naming every path whose value is missing, deleted or in another building. */
export async function checkRefs(db: Db, refs: readonly BodyRef[], tenantId: number | null | undefined): Promise<void> {
  const tables = ENTITY_TABLES as Record<string, PgTable>;
  const targets: LookupTarget[] = [];
  const values: Record<string, unknown> = {};
  for (const ref of refs) {
    const table = tables[ref.entity];
    if (!table) throw new Error(`No table for ${ref.entity}`);
    targets.push({ field: ref.path, entity: ref.entity, table, key: keyOf(ref.entity, table) });
    values[ref.path] = ref.value;
  }
  await checkLookups(db, targets, values, tenantId);
}

/** `entity:key` → the row's name as people read it (its title field; a person's first and last name). */
export async function refNames(db: Db, refs: readonly { entity: string; value: unknown }[]): Promise<Map<string, string>> {
  const tables = ENTITY_TABLES as Record<string, PgTable>;
  const names = new Map<string, string>();
  const byEntity = new Map<string, number[]>();
  for (const ref of refs) {
    if (typeof ref.value === 'number') byEntity.set(ref.entity, [...(byEntity.get(ref.entity) ?? []), ref.value]);
  }
  for (const [entity, ids] of byEntity) {
    const table = tables[entity];
    if (!table) continue;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const key = keyOf(entity, table);
    const title = columns[String(entityByKey(entity).titleField ?? 'name')];
    const person = columns.firstName && columns.lastName ? { first: columns.firstName, last: columns.lastName } : undefined;
    const rows = (await db
      .select({ key, ...(title ? { title } : {}), ...(person ? { first: person.first, last: person.last } : {}) })
      .from(table)
      .where(inArray(key, [...new Set(ids)]))) as { key: number; title?: unknown; first?: unknown; last?: unknown }[];
    for (const row of rows) {
      const name = person ? `${String(row.first ?? '')} ${String(row.last ?? '')}`.trim() : String(row.title ?? '');
      names.set(`${entity}:${row.key}`, name || `#${row.key}`);
    }
  }
  return names;
}
