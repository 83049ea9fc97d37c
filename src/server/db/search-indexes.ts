// Trigram indexes for the lists' quick search (issue #14 item 1), applied on every start after the
// migration: `ILIKE '%harb%'` cannot use a b-tree, while a GIN index over pg_trgm's trigrams
// answers it for any part of a word. One index per text column a declaration's `search` names
// on its own table (a lookup is searched through its looked-up table's label, itself indexed when
// that entity searches it). pg_trgm is a trusted extension (PostgreSQL 13+: a database owner may
// create it); PGlite ships it as `@electric-sql/pglite/contrib/pg_trgm`, loaded by db/client.ts.
// Where the extension is missing the search still works, by scanning.
import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { EntityDeclaration } from '../../domain/entity';
import { ENTITIES } from '../../domain/entities';
import type { Db } from './client';
import { ENTITY_TABLES } from './entity-tables';

/** (table, column) pairs in database names: the text columns the declarations search. */
export function searchedColumns(entities: readonly EntityDeclaration[] = ENTITIES): { table: string; column: string }[] {
  const seen = new Set<string>();
  const out: { table: string; column: string }[] = [];
  for (const entity of entities) {
    const table = (ENTITY_TABLES as Record<string, PgTable | null>)[entity.key];
    if (!table) continue;
    const config = getTableConfig(table);
    for (const field of entity.search ?? []) {
      const column = (table as unknown as Record<string, unknown>)[field];
      if (!(column instanceof PgColumn) || (entity.fields as Record<string, { kind: string }>)[field]?.kind === 'lookup') continue;
      // The schema names columns in camelCase; the database has them in snake_case (client.ts casing).
      const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
      const key = `${config.name}.${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ table: config.name, column: name });
    }
  }
  return out;
}

/** Creates pg_trgm and the indexes; false when the extension is not available here. */
export async function applySearchIndexes(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  } catch {
    return false;
  }
  for (const { table, column } of searchedColumns()) {
    const name = `${table}_${column}_trgm`.slice(0, 63);
    await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(name)} ON ${sql.identifier(table)} USING gin (${sql.identifier(column)} gin_trgm_ops)`);
  }
  return true;
}
