// Trigram indexes for the lists' quick search (issue #14 item 1), applied after the migration; a
// start that finds them all does one catalogue read and nothing else. `ILIKE '%harb%'` cannot use a
// b-tree, while a GIN index over pg_trgm's trigrams answers it for any part of a word. One index per
// text column a declaration's `search` names on its own table (a lookup is searched through its
// looked-up table's label, itself indexed when that entity searches it). pg_trgm is a trusted
// extension (PostgreSQL 13+: a database owner may create it); PGlite ships it as
// `@electric-sql/pglite/contrib/pg_trgm`, loaded by db/client.ts. Where the extension is missing
// the search still works, by scanning.
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

const indexName = (table: string, column: string) => `${table}_${column}_trgm`.slice(0, 63);

/** Whether every index is there already: one catalogue read instead of ~75 statements per start. */
async function allPresent(db: Db, names: readonly string[]): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n === names.length;
}

/** Creates pg_trgm and the indexes; false when the extension is not available here. */
export async function applySearchIndexes(db: Db): Promise<boolean> {
  const columns = searchedColumns();
  if (await allPresent(db, columns.map((c) => indexName(c.table, c.column)))) return true;
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  } catch {
    return false;
  }
  for (const { table, column } of columns) {
    const name = indexName(table, column);
    await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(name)} ON ${sql.identifier(table)} USING gin (${sql.identifier(column)} gin_trgm_ops)`);
  }
  return true;
}
