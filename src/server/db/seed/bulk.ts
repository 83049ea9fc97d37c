// Multi-row inserts in chunks: one statement per chunk keeps seeding fast on PGlite, and the chunk
// size keeps every statement well under PostgreSQL's 65,535 bind parameters.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

const CHUNK = 1000;

export async function insertMany<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], chunk = CHUNK): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as T['$inferInsert'][]);
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

/** Inserts one row and returns its id. */
export async function insertId<T extends PgTable & { id: PgColumn }>(db: Db, table: T, row: T['$inferInsert']): Promise<number> {
  const [id] = await insertIds(db, table, [row]);
  if (id === undefined) throw new Error('Seed: insert returned no id');
  return id;
}
