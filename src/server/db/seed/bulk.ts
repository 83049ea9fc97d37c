// Multi-row inserts for the seed. Large row sets go in as one JSON document per chunk
// (json_populate_recordset): about three times faster on PGlite than bind parameters, and clear of
// PostgreSQL's 65,535-parameter limit. Inserts that must return ids use drizzle in chunks.
import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

const CHUNK = 1000;
const JSON_CHUNK = 5000;

const columnName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** Inserts rows (no ids returned). Every key a row leaves out is NULL unless no row names it. */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns[k]);
  const incomplete = keys.some((k) => columns[k]?.notNull && rows.some((r) => (r as Record<string, unknown>)[k] === undefined));
  if (incomplete) throw new Error(`Seed: rows for ${getTableName(table)} leave a required column out in some rows`);
  const list = sql.raw(keys.map((k) => `"${columnName(columns[k] as Column)}"`).join(', '));
  const name = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + JSON_CHUNK).map((r) => {
        const out: Record<string, unknown> = {};
        for (const k of keys) {
          const value = (r as Record<string, unknown>)[k];
          // An absent key reads as NULL, so nulls need not travel.
          if (value !== null && value !== undefined) out[columnName(columns[k] as Column)] = value;
        }
        return out;
      }),
    );
    await db.execute(sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json)`);
  }
}

/** Inserts and returns the new ids in the order of `rows` (RETURNING follows VALUES order). */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  chunk = CHUNK,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + chunk) as T['$inferInsert'][])
      .returning({ id: table.id })) as { id: number }[];
    for (const row of inserted) ids.push(row.id);
  }
  if (ids.length !== rows.length) throw new Error('Seed: insert returned fewer ids than rows');
  return ids;
}
