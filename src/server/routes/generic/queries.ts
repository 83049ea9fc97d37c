// The reads of the generic controller over one entity source: a grid page with its total, an
// unpaged (capped) list, and one row by id. Every read leaves out soft-deleted rows.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { GridQuery, SortDescriptor } from '../../../domain/grid';
import type { Db } from '../../db/client';
import { translateGridQuery } from '../../grid';
import type { EntitySource } from './source';

/** A row as returned: every row has its id. */
export type Row = { id: number } & Record<string, unknown>;

/** Most rows one unpaged request returns; a grid page is bounded by the grid schema. */
export const GET_ALL_CAP = 5000;
export const GRID_CAP = 10_000;

export function notDeleted(source: EntitySource, where: SQL | undefined): SQL | undefined {
  const isDeleted = source.columns.isDeleted;
  return isDeleted ? and(eq(isDeleted, false), where) : where;
}

/** A row as the API returns it: timestamps in ISO 8601 with a Z. */
function wireRow(source: EntitySource, row: Row): Row {
  for (const name of source.timestampFields) {
    const value = row[name];
    if (typeof value === 'string') row[name] = new Date(value).toISOString();
  }
  return row;
}

function selectRows(db: Db, source: EntitySource) {
  let query = db.select(source.selection).from(source.table).$dynamic();
  for (const join of source.joins) query = query.leftJoin(join.table, join.on);
  return query;
}

function countRows(db: Db, source: EntitySource) {
  let query = db.select({ total: count() }).from(source.table).$dynamic();
  for (const join of source.joins) query = query.leftJoin(join.table, join.on);
  return query;
}

interface ListOptions {
  scopeWhere: SQL | undefined;
  defaultSort: SortDescriptor;
  cap: number;
}

function translated(source: EntitySource, query: GridQuery, options: ListOptions) {
  const t = translateGridQuery(query, source.fields, { defaultSort: defaultSortOf(source, options.defaultSort) });
  return { ...t, where: notDeleted(source, and(options.scopeWhere, t.where)), limit: Math.min(t.limit ?? options.cap, options.cap) };
}

async function listRows(db: Db, source: EntitySource, t: ReturnType<typeof translated>): Promise<Row[]> {
  const rows = await selectRows(db, source)
    .where(t.where)
    .orderBy(...t.orderBy)
    .limit(t.limit)
    .offset(t.offset);
  return (rows as Row[]).map((row) => wireRow(source, row));
}

export async function findPage(
  db: Db,
  source: EntitySource,
  query: GridQuery,
  options: Omit<ListOptions, 'cap'> & { cap?: number },
): Promise<{ data: Row[]; total: number }> {
  const t = translated(source, query, { ...options, cap: options.cap ?? GRID_CAP });
  const [data, counted] = await Promise.all([listRows(db, source, t), countRows(db, source).where(t.where)]);
  return { data, total: Number(counted[0]?.total ?? 0) };
}

export async function findAll(
  db: Db,
  source: EntitySource,
  query: Pick<GridQuery, 'filter' | 'sort'>,
  options: Omit<ListOptions, 'cap'> & { cap?: number },
): Promise<Row[]> {
  const t = translated(source, { filter: query.filter, sort: query.sort }, { ...options, cap: options.cap ?? GET_ALL_CAP });
  return listRows(db, source, t);
}

export async function findOne(db: Db, source: EntitySource, id: number, scopeWhere: SQL | undefined): Promise<Row | undefined> {
  const idColumn = source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  const rows = await selectRows(db, source)
    .where(notDeleted(source, and(eq(idColumn, id), scopeWhere)))
    .limit(1);
  const row = rows[0] as Row | undefined;
  return row && wireRow(source, row);
}

/** A declaration's default sort only when its field is selectable (a label or a column). */
function defaultSortOf(source: EntitySource, sort: SortDescriptor): SortDescriptor | undefined {
  return Object.hasOwn(source.fields, sort.field) ? sort : undefined;
}
