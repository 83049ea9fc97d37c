// A whole grid query → the pieces of a SELECT: where, order by, limit and offset. The caller
// builds the statement (it knows the joins), and counts with the same where.
import { asc, desc, type SQL } from 'drizzle-orm';
import type { FilterGroup, GridQuery, SortDescriptor } from '../../domain/grid';
import type { GridFields } from './fields';
import { fieldOf, filterToSql } from './filter';

export interface GridPaging {
  /** undefined: no page asked for; the caller applies its own cap. */
  limit: number | undefined;
  offset: number;
}

export interface TranslatedGridQuery extends GridPaging {
  where: SQL | undefined;
  orderBy: SQL[];
}

export interface TranslateOptions {
  /** Used when the query has no sort. */
  defaultSort?: SortDescriptor | undefined;
  /**
   * Appended so that equal sort keys keep one order across pages, in the last key's direction;
   * default 'id' when it exists.
   */
  tieBreaker?: string;
}

export function sortToSql(sort: readonly SortDescriptor[], fields: GridFields, tieBreaker = 'id'): SQL[] {
  const orderBy = sort.map((s, i) => {
    const { expr } = fieldOf(fields, s.field, `sort.${i}.field`);
    return s.dir === 'desc' ? desc(expr) : asc(expr);
  });
  if (Object.hasOwn(fields, tieBreaker) && !sort.some((s) => s.field === tieBreaker)) {
    // In the direction of the last key, so that an index on (…, key, id) serves the whole order
    // read backwards or forwards; "collected_at DESC, id ASC" would need a sort step over every
    // row before the page (at page 1,000 of a million rows, 20,000 of them).
    const tie = fieldOf(fields, tieBreaker).expr;
    orderBy.push(sort.at(-1)?.dir === 'desc' ? desc(tie) : asc(tie));
  }
  return orderBy;
}

/** skip/take win over page/pageSize (Kendo sends both, and they agree when it does). */
export function pagingOf(query: Pick<GridQuery, 'page' | 'pageSize' | 'skip' | 'take'>): GridPaging {
  if (query.take !== undefined) return { limit: query.take, offset: query.skip ?? 0 };
  if (query.pageSize !== undefined) {
    return { limit: query.pageSize, offset: ((query.page ?? 1) - 1) * query.pageSize };
  }
  return { limit: undefined, offset: query.skip ?? 0 };
}

export function translateGridQuery(query: GridQuery, fields: GridFields, options: TranslateOptions = {}): TranslatedGridQuery {
  const sort = query.sort?.length ? query.sort : options.defaultSort ? [options.defaultSort] : [];
  return {
    where: filterToSql(query.filter as FilterGroup | null | undefined, fields),
    orderBy: sortToSql(sort, fields, options.tieBreaker),
    ...pagingOf(query),
  };
}
