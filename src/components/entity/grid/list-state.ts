// A list's state as a person shares it (issue #14 item 2): quick search, filters, sort, page and
// page size in the list route's query string, so a list can be bookmarked, sent and restored by
// Back/Forward. The session-storage grid state (spec §9) is the fallback when the URL has none;
// columns (visibility, order, width) stay there and in saved views, not in the URL.
//
//   ?q=harbour&sort=collectedAt.desc&filter={"netKg":{…}}&page=2&size=50
//
// Pure: the list screen, and the router's prefetch on navigation intent, read the same functions,
// so the first page requested is the one the grid will ask for (firstGridRequest).
import type { GridState } from 'ag-grid-community';
import { entityQueryKey } from '../../../data/cache-tags';
import type { SessionScope } from '../../../data/entity-session';
import { entityByKey, type EntityKey } from '../../../domain/entities';
import type { GridQuery } from '../../../domain/grid';
import { GRID_LIMITS } from '../../../domain/grid-limits';
import { blockQuery, isColumnFilterModel, type FilterModel, type SortModelItem } from './ag-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageSizeOf } from './grid-persistence';

export interface ListUrlState {
  search?: string;
  sort?: SortModelItem[];
  filter?: FilterModel;
  /** 0-based, as AG Grid counts. */
  page?: number;
  pageSize?: number;
}

/** The query-string names; anything else in the query string is left alone. */
export const LIST_PARAMS = { search: 'q', sort: 'sort', filter: 'filter', page: 'page', pageSize: 'size' } as const;

const SORT_ITEM = /^([A-Za-z0-9_]{1,100})\.(asc|desc)$/;

function parseSort(text: string | null): SortModelItem[] | undefined {
  if (!text) return undefined;
  const items = text
    .split(',')
    .slice(0, GRID_LIMITS.maxSorts)
    .flatMap((part) => {
      const match = SORT_ITEM.exec(part);
      return match ? [{ colId: match[1]!, sort: match[2] as 'asc' | 'desc' }] : [];
    });
  return items.length > 0 ? items : undefined;
}

function parseFilter(text: string | null): FilterModel | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    // A model the grid cannot read is dropped, column by column; the server still bounds whatever it becomes.
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const columns = Object.entries(value).filter(([, column]) => isColumnFilterModel(column));
    return columns.length > 0 ? (Object.fromEntries(columns) as FilterModel) : undefined;
  } catch {
    return undefined;
  }
}

function parsePositive(text: string | null): number | undefined {
  const n = text === null ? NaN : Number(text);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The list state the URL names; null when it names none (the session's state applies then). */
export function listStateFromUrl(search: string | URLSearchParams): ListUrlState | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!Object.values(LIST_PARAMS).some((name) => params.has(name))) return null;
  const state: ListUrlState = {};
  const q = params.get(LIST_PARAMS.search)?.slice(0, GRID_LIMITS.maxSearchLength).trim();
  if (q) state.search = q;
  const sort = parseSort(params.get(LIST_PARAMS.sort));
  if (sort) state.sort = sort;
  const filter = parseFilter(params.get(LIST_PARAMS.filter));
  if (filter) state.filter = filter;
  const page = parsePositive(params.get(LIST_PARAMS.page));
  if (page !== undefined && page > 1) state.page = page - 1;
  const size = parsePositive(params.get(LIST_PARAMS.pageSize));
  const known = PAGE_SIZES.find((s) => s === size);
  if (known !== undefined) state.pageSize = known;
  return state;
}

/** `current` with the list's parameters replaced by `state`'s; defaults are left out. */
export function listStateToUrl(state: ListUrlState, current: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(current);
  Object.values(LIST_PARAMS).forEach((name) => params.delete(name));
  if (state.search) params.set(LIST_PARAMS.search, state.search);
  if (state.sort?.length) params.set(LIST_PARAMS.sort, state.sort.map((s) => `${s.colId}.${s.sort}`).join(','));
  if (state.filter && Object.keys(state.filter).length > 0) params.set(LIST_PARAMS.filter, JSON.stringify(state.filter));
  if (state.page) params.set(LIST_PARAMS.page, String(state.page + 1));
  if (state.pageSize && state.pageSize !== DEFAULT_PAGE_SIZE) params.set(LIST_PARAMS.pageSize, String(state.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What of AG Grid's state (and the quick search) the URL carries. */
export function urlStateOf(grid: GridState | undefined, search: string | undefined): ListUrlState {
  const state: ListUrlState = {};
  if (search?.trim()) state.search = search.trim();
  const sort = grid?.sort?.sortModel;
  if (sort?.length) state.sort = sort.map((s) => ({ colId: s.colId, sort: s.sort }));
  const filter = grid?.filter?.filterModel as FilterModel | undefined;
  if (filter && Object.keys(filter).length > 0) state.filter = filter;
  if (grid?.pagination?.page) state.page = grid.pagination.page;
  if (grid?.pagination?.pageSize) state.pageSize = pageSizeOf(grid);
  return state;
}

/**
 * AG Grid's starting state: the URL's sort, filters and page over the session's (or a saved
 * view's) columns. With a URL the URL decides all four, a missing one meaning none.
 */
export function gridStateWithUrl(base: GridState | undefined, url: ListUrlState | null): GridState | undefined {
  if (!url) return base;
  const state: GridState & { quickSearch?: string } = { ...base };
  // The URL's search (or none) is the search: a saved one must not come back through the state.
  delete state.quickSearch;
  delete state.sort;
  delete state.filter;
  if (url.sort) state.sort = { sortModel: url.sort };
  if (url.filter) state.filter = { filterModel: url.filter };
  state.pagination = { page: url.page ?? 0, pageSize: url.pageSize ?? DEFAULT_PAGE_SIZE };
  return state;
}

/** The grid query of the first block the grid asks for from `state`, with the quick search. */
export function firstBlockQuery(state: GridState | undefined, search: string | undefined): GridQuery {
  const pageSize = pageSizeOf(state);
  const startRow = (state?.pagination?.page ?? 0) * pageSize;
  return withSearch(
    blockQuery({
      startRow,
      endRow: startRow + pageSize,
      sortModel: state?.sort?.sortModel as SortModelItem[] | undefined,
      filterModel: state?.filter?.filterModel as FilterModel | undefined,
    }),
    search,
  );
}

export function withSearch(query: GridQuery, search: string | undefined): GridQuery {
  const text = search?.trim().slice(0, GRID_LIMITS.maxSearchLength);
  return text ? { ...query, search: text } : query;
}

/**
 * (entity, the list route's query string, the session's saved grid state) → the grid's first
 * request and its React Query key: what the list screen will fetch first, so a prefetch on
 * navigation intent under this key is the page the grid then reads from the cache.
 */
export function firstGridRequest(
  entityKey: EntityKey,
  scope: SessionScope,
  urlSearch: string | URLSearchParams,
  saved?: GridState & { quickSearch?: string },
): { query: GridQuery; queryKey: ReturnType<typeof entityQueryKey> } {
  const declaration = entityByKey(entityKey);
  const url = listStateFromUrl(urlSearch);
  const state = gridStateWithUrl(saved, url);
  const query = firstBlockQuery(state, url ? url.search : saved?.quickSearch);
  return { query, queryKey: entityQueryKey(declaration, scope, 'grid', query) };
}
