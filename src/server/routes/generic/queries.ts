// The reads of the generic controller over one entity source: a grid page with its total, an
// unpaged (capped) list, and one row by id. Every read leaves out soft-deleted rows.
//
// Lookup labels come from unique keys, which never change which rows match or how many: so the
// total and the choice of a page's rows join only the lookups that the filter or sort names, and
// the labels are read for the page's rows alone (a deferred join, by subqueries: labelledSelection).
// Over 100 000 rows this is the difference between sorting joined rows and sorting ids.
//
// The total is counted only up to a cap (countCap): past it the answer says `totalCapped` and the
// grid shows "more than 10,000" — an exact count of a million rows reads every one of them on
// each page turn, while the pager needs only to know that there is more.
import { and, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { isFilterGroup, type FilterGroup, type FilterLeaf, type GridQuery, type SortDescriptor } from '../../../domain/grid';
import { PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { searchToSql, translateGridQuery } from '../../grid';
import { rowsOf } from '../../reports/sql';
import { countMemoOf } from './count-memo';
import type { EntitySource } from './source';

/** A row as returned: every row has its id. */
export type Row = { id: number } & Record<string, unknown>;

/** Most rows one unpaged request returns; a grid page is bounded by the grid schema. */
export const GET_ALL_CAP = 5000;
export const GRID_CAP = 10_000;
/** A grid's total is exact up to this many rows, and beyond the page asked for (see countCap). */
export const TOTAL_COUNT_CAP = 10_000;

/** Kendo's page answer, with `totalCapped` when `total` is a lower bound ("more than total − 1"). */
export interface PageResult {
  data: Row[];
  total: number;
  totalCapped?: true;
}

/** `deleted`: the soft-deleted rows instead (the Deleted filter, restore). */
export function notDeleted(source: EntitySource, where: SQL | undefined, deleted = false): SQL | undefined {
  const isDeleted = source.columns.isDeleted;
  return isDeleted ? and(eq(isDeleted, deleted), where) : where;
}

/** A row as the API returns it: timestamps in ISO 8601 with a Z. */
function wireRow(source: EntitySource, row: Row): Row {
  for (const name of source.timestampFields) {
    const value = row[name];
    if (typeof value === 'string') row[name] = new Date(value).toISOString();
  }
  return row;
}

/**
 * The selection of whole rows, each lookup's label (and variant) read by a scalar subquery on the
 * looked-up table's unique key instead of a LEFT JOIN: the same rows and values, but PostgreSQL
 * plans six small subqueries far faster than six joins' orders. PGlite plans every statement
 * afresh, and the 20 labelled rows of a grid page took 6.9 ms with joins against 4.9 ms so
 * (planning 3.3 → 0.9 ms); on PostgreSQL the prepared statement costs the same either way.
 * Built once per database and source.
 */
const labelledSelections = new WeakMap<Db, WeakMap<EntitySource, Record<string, PgColumn | SQL>>>();

function labelledSelection(db: Db, source: EntitySource): Record<string, PgColumn | SQL> {
  let perSource = labelledSelections.get(db);
  if (!perSource) labelledSelections.set(db, (perSource = new WeakMap()));
  let selection = perSource.get(source);
  if (!selection) {
    selection = {};
    for (const [name, expr] of Object.entries(source.selection)) {
      const join = source.joins.find((j) => j.fields.includes(name));
      if (!join) {
        selection[name] = expr;
        continue;
      }
      const label = sql`(${db.select({ value: expr }).from(join.table).where(join.on)})`;
      selection[name] = is(expr, PgColumn) ? label.mapWith(expr) : label;
    }
    perSource.set(source, selection);
  }
  return selection;
}

function selectRows(db: Db, source: EntitySource) {
  return db.select(labelledSelection(db, source)).from(source.table).$dynamic();
}

/** The fields a grid query names in its filter and sort. */
function namedFields(query: Pick<GridQuery, 'filter' | 'sort'>): Set<string> {
  const names = new Set<string>((query.sort ?? []).map((s) => s.field));
  const visit = (f: FilterLeaf | FilterGroup) => (isFilterGroup(f) ? f.filters.forEach(visit) : names.add(f.field));
  if (query.filter) visit(query.filter);
  return names;
}

/** Adds to a select over the entity table only the lookup joins that `names` needs. */
export function withNeededJoins<Q extends PgSelect>(query: Q, source: EntitySource, names: Set<string>): Q {
  let joined = query;
  for (const join of source.joins) {
    if (join.fields.some((name) => names.has(name))) joined = joined.leftJoin(join.table, join.on) as unknown as Q;
  }
  return joined;
}

export interface ListOptions {
  scopeWhere: SQL | undefined;
  /** The quick search's condition (searchWhere), resolved before the page is read. */
  searchWhere?: SQL | undefined;
  defaultSort: SortDescriptor;
  cap: number;
  /** The soft-deleted rows instead of the live ones. */
  deleted?: boolean;
}

export function translated(source: EntitySource, query: GridQuery, options: ListOptions) {
  const defaultSort = defaultSortOf(source, options.defaultSort);
  const t = translateGridQuery(query, source.fields, { defaultSort });
  const names = namedFields({ filter: query.filter, sort: query.sort?.length ? query.sort : defaultSort ? [defaultSort] : [] });
  return {
    ...t,
    names,
    where: notDeleted(source, and(options.scopeWhere, t.where, options.searchWhere), options.deleted),
    limit: Math.min(t.limit ?? options.cap, options.cap),
  };
}
export type Translated = ReturnType<typeof translated>;

async function listRows(db: Db, source: EntitySource, t: Translated): Promise<Row[]> {
  const idColumn = source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  const picked = await withNeededJoins(db.select({ id: idColumn }).from(source.table).$dynamic(), source, t.names)
    .where(t.where)
    .orderBy(...t.orderBy)
    .limit(t.limit)
    .offset(t.offset);
  // As the driver gives them: a uuid key (report exports) must not go through Number().
  return rowsByIds(db, source, picked.map((row) => row.id as Row['id']));
}

/**
 * Each source's select of rows by ids, built once per database and prepared under a name: every
 * grid page, export chunk and lookup read runs it, and building it (drizzle) and planning it
 * (PostgreSQL, six joins) had cost more than running it. `= any($1)` keeps one statement for any
 * number of ids, the array typed by the id column.
 */
const preparedRows = new WeakMap<Db, WeakMap<EntitySource, { execute(values: { ids: unknown[] }): Promise<unknown> }>>();
/** Statement names are per connection and must each name one text: two sources may share a table. */
let preparedCount = 0;

function rowsByIdsStatement(db: Db, source: EntitySource) {
  const idColumn = source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  let perSource = preparedRows.get(db);
  if (!perSource) preparedRows.set(db, (perSource = new WeakMap()));
  let statement = perSource.get(source);
  if (!statement) {
    statement = selectRows(db, source)
      .where(sql`${idColumn} = any(${sql.placeholder('ids')})`)
      .prepare(`rows_by_ids_${getTableName(source.table)}_${++preparedCount}`);
    perSource.set(source, statement);
  }
  return statement;
}

/** The rows of `ids` with their lookup labels, in the order of `ids` (a deferred join). */
export async function rowsByIds(db: Db, source: EntitySource, ids: readonly Row['id'][]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = (await rowsByIdsStatement(db, source).execute({ ids: [...ids] })) as Row[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [wireRow(source, row)] : [];
  });
}

export async function findPage(
  db: Db,
  source: EntitySource,
  query: GridQuery,
  options: Omit<ListOptions, 'cap'> & { cap?: number },
): Promise<PageResult> {
  const searchWhere = await searchWhereOf(db, source, query.search);
  const t = translated(source, query, { ...options, searchWhere, cap: options.cap ?? GRID_CAP });
  const cap = countCap(t);
  const [data, total] = await Promise.all([listRows(db, source, t), countMatching(db, source, t, cap)]);
  return total > cap ? { data, total, totalCapped: true } : { data, total };
}

/** How many rows match `t`'s condition, counted up to `cap` + 1; remembered per process (count-memo.ts). */
export async function countMatching(db: Db, source: EntitySource, t: Translated, cap: number): Promise<number> {
  const matching = withNeededJoins(db.select({ one: sql`1` }).from(source.table).$dynamic(), source, t.names)
    .where(t.where)
    .limit(cap + 1)
    .as('matching');
  const query = db.select({ total: sql<number>`count(*)::int` }).from(matching);
  const run = async () => Number((await query)[0]?.total ?? 0);
  const memo = countMemoOf(db);
  return memo ? memo.count(query.toSQL(), run) : run();
}

export function searchWhereOf(db: Db, source: EntitySource, search: string | undefined): Promise<SQL | undefined> {
  return searchToSql(search, source.search, (statement) => rowsOf<Record<string, unknown>>(db, statement));
}

/** The 200 answer of a grid page route (Kendo's `{ data, total }` and `totalCapped`). */
export function pageAnswerSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), total: z.number().int(), totalCapped: z.boolean().optional() });
}

/**
 * How far to count: TOTAL_COUNT_CAP, or to the end of the page asked for when that is further, so
 * a capped total always exceeds the rows up to this page — a pager (or an export reading page
 * after page) always sees that a next page may exist — and the last page's total is exact.
 */
function countCap(t: Translated): number {
  return Math.max(TOTAL_COUNT_CAP, t.offset + t.limit);
}

export async function findAll(
  db: Db,
  source: EntitySource,
  query: Pick<GridQuery, 'filter' | 'sort' | 'search'>,
  options: Omit<ListOptions, 'cap'> & { cap?: number },
): Promise<Row[]> {
  const searchWhere = await searchWhereOf(db, source, query.search);
  const t = translated(source, { filter: query.filter, sort: query.sort }, { ...options, searchWhere, cap: options.cap ?? GET_ALL_CAP });
  return listRows(db, source, t);
}

/** The ids of the rows matching a filter and quick search, up to `cap` (a bulk action over "all matching"). */
export async function findIds(
  db: Db,
  source: EntitySource,
  query: Pick<GridQuery, 'filter' | 'search'>,
  options: Omit<ListOptions, 'cap'> & { cap: number },
): Promise<number[]> {
  // The quick search narrows "all matching" as it narrows the list the person sees.
  const searchWhere = await searchWhereOf(db, source, query.search);
  const t = translated(source, { filter: query.filter, sort: [{ field: 'id', dir: 'asc' }] }, { ...options, searchWhere });
  const idColumn = source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  const picked = await withNeededJoins(db.select({ id: idColumn }).from(source.table).$dynamic(), source, t.names)
    .where(t.where)
    .orderBy(...t.orderBy)
    .limit(options.cap);
  return picked.map((row) => row.id as number);
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

/** A soft-deleted row in scope, to restore. */
export async function findDeletedOne(db: Db, source: EntitySource, id: number, scopeWhere: SQL | undefined): Promise<Row | undefined> {
  const idColumn = source.columns.id;
  if (!idColumn || !source.columns.isDeleted) return undefined;
  const rows = await selectRows(db, source)
    .where(notDeleted(source, and(eq(idColumn, id), scopeWhere), true))
    .limit(1);
  return rows[0] as Row | undefined;
}

/** A declaration's default sort only when its field is selectable (a label or a column). */
export function defaultSortOf(source: EntitySource, sort: SortDescriptor): SortDescriptor | undefined {
  return Object.hasOwn(source.fields, sort.field) ? sort : undefined;
}
