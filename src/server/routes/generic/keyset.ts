// Every row of a grid query, chunk after chunk, for the exports (issue #12): each chunk is the
// next `size` rows after the last row of the previous one, found by that row's sort keys (keyset
// paging) instead of an offset. An offset makes chunk n read and drop the n × size rows before it
// (a 100,000-row export read ~5 million rows, its last statements the slowest); a keyset chunk
// starts in the index where the previous one ended, so every statement costs the same and stays
// short — on PGlite's one connection, other users' requests wait at most one chunk.
//
// The order is the grid's (its sort, then the id in the last key's direction, grid/translate.ts),
// so the rows come in the grid's order, each exactly once while it keeps its sort values. The
// last row's keys are carried as PostgreSQL's own text of each value with its type
// (`pg_typeof`), and compared after a cast back to that type: no precision is lost on the way
// (a JavaScript Date drops a timestamp's microseconds and would skip or repeat ties).
import { and, is, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { GridQuery, SortDescriptor } from '../../../domain/grid';
import type { Db } from '../../db/client';
import type { GridField } from '../../grid';
import { sortToSql } from '../../grid';
import { countMatching, defaultSortOf, rowsByIds, searchWhereOf, translated, withNeededJoins, type ListOptions, type Row } from './queries';
import type { EntitySource } from './source';

interface Key {
  expr: GridField['expr'];
  dir: 'asc' | 'desc';
  /** The expression is a NOT NULL column of the entity's table: no null to place. */
  notNull: boolean;
}

/** The last row read: each key's value as PostgreSQL's text (null: SQL null) and its type. */
interface Cursor {
  values: (string | null)[];
  types: string[];
}

function keysOf(source: EntitySource, sort: readonly SortDescriptor[]): Key[] {
  const ownColumns = new Set<unknown>(Object.values(source.columns));
  const key = (field: string, dir: 'asc' | 'desc'): Key => {
    const { expr } = source.fields[field]!;
    // A NOT NULL column of a lookup's table is null all the same where the LEFT JOIN found no row.
    return { expr, dir, notNull: is(expr, PgColumn) && expr.notNull && ownColumns.has(expr) };
  };
  const keys = sort.map((s) => key(s.field, s.dir === 'desc' ? 'desc' : 'asc'));
  // The tiebreak sortToSql appends, so the keys name one row.
  if (Object.hasOwn(source.fields, 'id') && !sort.some((s) => s.field === 'id')) keys.push(key('id', keys.at(-1)?.dir ?? 'asc'));
  return keys;
}

// The parameter is text on the wire (PGlite would otherwise serialize it for the target type: a
// boolean's 'false' is a truthy string); the type name is the catalogue's own (regtype output).
const valueOf = (cursor: Cursor, i: number): SQL => sql`cast(cast(${cursor.values[i]} as text) as ${sql.raw(cursor.types[i]!)})`;

/** Rows strictly after the cursor in one key's order: ASC puts nulls last, DESC first (PostgreSQL's defaults). */
function afterOn(key: Key, cursor: Cursor, i: number): SQL | undefined {
  const value = cursor.values[i];
  if (key.dir === 'asc') {
    if (value === null) return sql`false`;
    return key.notNull ? sql`${key.expr} > ${valueOf(cursor, i)}` : or(sql`${key.expr} > ${valueOf(cursor, i)}`, isNull(key.expr));
  }
  return value === null ? isNotNull(key.expr) : sql`${key.expr} < ${valueOf(cursor, i)}`;
}

const sameOn = (key: Key, cursor: Cursor, i: number): SQL => (cursor.values[i] === null ? isNull(key.expr) : sql`${key.expr} = ${valueOf(cursor, i)}`);

/**
 * (k0 after v0) or (k0 = v0 and k1 after v1) or …, led by a plain range on the first key so that
 * an index on it starts the scan where the previous chunk ended.
 */
function afterCursor(keys: readonly Key[], cursor: Cursor): SQL | undefined {
  const branches = keys.map((key, i) => and(...keys.slice(0, i).map((k, j) => sameOn(k, cursor, j)), afterOn(key, cursor, i)));
  const [first] = keys;
  const start = cursor.values[0];
  let lead: SQL | undefined;
  if (first && start !== null && first.dir === 'desc') lead = sql`${first.expr} <= ${valueOf(cursor, 0)}`;
  if (first && start !== null && first.dir === 'asc' && first.notNull) lead = sql`${first.expr} >= ${valueOf(cursor, 0)}`;
  return and(lead, or(...branches));
}

export interface ChunkReader {
  /** How many rows the reader will give, counted up to `cap` + 1 (more than `cap`: cap + 1). */
  count(cap: number): Promise<number>;
  /** The next chunk of rows (as the API returns them); empty at the end. */
  next(): Promise<Row[]>;
}

/** A reader of every row of the query, `size` rows a statement; the quick search is resolved once, for its count too. */
export async function keysetReader(
  db: Db,
  source: EntitySource,
  query: Pick<GridQuery, 'filter' | 'sort' | 'search'>,
  options: Omit<ListOptions, 'cap' | 'searchWhere'>,
  size: number,
): Promise<ChunkReader> {
  const idColumn = source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  const searchWhere = await searchWhereOf(db, source, query.search);
  const defaultSort = defaultSortOf(source, options.defaultSort);
  const sort = query.sort?.length ? query.sort : defaultSort ? [defaultSort] : [];
  // Checks every field the filter and sort name (a 400 naming it) before the first chunk.
  const t = translated(source, { filter: query.filter, sort }, { ...options, searchWhere, cap: size });
  const keys = keysOf(source, sort);
  const orderBy = sortToSql(sort, source.fields);
  const keyText = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string | null>`(${k.expr})::text`]));
  const keyType = Object.fromEntries(keys.map((k, i) => [`t${i}`, sql<string>`pg_typeof(${k.expr})::text`]));
  let cursor: Cursor | undefined;
  let done = false;
  return {
    count: (cap) => countMatching(db, source, translated(source, { filter: query.filter }, { ...options, searchWhere, cap }), cap),
    async next() {
      if (done) return [];
      const picked = (await withNeededJoins(db.select({ id: idColumn, ...keyText, ...keyType }).from(source.table).$dynamic(), source, t.names)
        .where(and(t.where, cursor && afterCursor(keys, cursor)))
        .orderBy(...orderBy)
        .limit(size)) as ({ id: Row['id'] } & Record<string, unknown>)[];
      // PGlite runs a statement on this thread: what queued meanwhile goes before the second one.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const last = picked.at(-1);
      if (picked.length < size || !last) done = true;
      if (last) cursor = { values: keys.map((_, i) => last[`k${i}`] as string | null), types: keys.map((_, i) => String(last[`t${i}`])) };
      return rowsByIds(db, source, picked.map((row) => row.id));
    },
  };
}
