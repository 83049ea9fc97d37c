// AG Grid's sort and filter models → the grid query of architecture §5 (Kendo DataSourceRequest).
// Column ids are the row fields the server sorts and filters on (lookups: `${field}Label`).
import type { FilterGroup, FilterLeaf, FilterOperator, GridQuery, SortDescriptor } from '../../../domain/grid';
import { GRID_LIMITS } from '../../../domain/grid-limits';

/** The parts of AG Grid's simple filter models this translation reads. */
export interface SimpleFilterModel {
  filterType?: string;
  type?: string | null;
  filter?: string | number | null;
  filterTo?: string | number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}
export interface CombinedFilterModel {
  filterType?: string;
  operator: 'AND' | 'OR';
  conditions: SimpleFilterModel[];
}
export type ColumnFilterModel = SimpleFilterModel | CombinedFilterModel;
export type FilterModel = Record<string, ColumnFilterModel>;
export interface SortModelItem {
  colId: string;
  sort: 'asc' | 'desc';
}

/** Custom filter options ("is Yes", "is Office") carry their value in their key. */
export const VALUE_OPTION_PREFIX = 'is:';

export function valueOptionKey(value: string | number | boolean): string {
  return `${VALUE_OPTION_PREFIX}${JSON.stringify(value)}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A condition the translation can read: an object whose type, when given, is text. */
function isSimpleModel(value: unknown): value is SimpleFilterModel {
  return isObject(value) && (value.type === undefined || value.type === null || typeof value.type === 'string');
}

/**
 * A column's model in a shape AG Grid writes. A model from outside the grid (a list URL edited by
 * hand, an old saved view) is checked with this before it is used, column by column.
 */
export function isColumnFilterModel(value: unknown): value is ColumnFilterModel {
  if (!isObject(value)) return false;
  if ('conditions' in value) return Array.isArray(value.conditions) && value.conditions.every(isSimpleModel);
  return isSimpleModel(value);
}

/** A value option's value ("is:3"), or undefined when its key is not one the grid made. */
function optionValue(type: string): FilterLeaf['value'] | undefined {
  try {
    const value: unknown = JSON.parse(type.slice(VALUE_OPTION_PREFIX.length));
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

const OPERATORS: Readonly<Record<string, FilterOperator>> = {
  equals: 'eq',
  notEqual: 'neq',
  contains: 'contains',
  notContains: 'doesnotcontain',
  startsWith: 'startswith',
  endsWith: 'endswith',
  lessThan: 'lt',
  lessThanOrEqual: 'lte',
  greaterThan: 'gt',
  greaterThanOrEqual: 'gte',
};

function isCombined(model: ColumnFilterModel): model is CombinedFilterModel {
  return 'conditions' in model && Array.isArray(model.conditions);
}

/** AG Grid writes dates as 'YYYY-MM-DD hh:mm:ss'; the server compares calendar dates. */
function dateValue(text: string | null | undefined): string | null {
  return text ? text.slice(0, 10) : null;
}

function operandsOf(model: SimpleFilterModel): [unknown, unknown] {
  if (model.filterType === 'date') return [dateValue(model.dateFrom), dateValue(model.dateTo)];
  return [model.filter ?? null, model.filterTo ?? null];
}

/** A typed value is cut to what the server accepts (GRID_LIMITS.maxValueLength) rather than refused. */
function leaf(field: string, operator: FilterOperator, value?: FilterLeaf['value']): FilterLeaf {
  if (value === undefined) return { field, operator };
  return { field, operator, value: typeof value === 'string' ? value.slice(0, GRID_LIMITS.maxValueLength) : value };
}

function conditionToFilter(field: string, model: SimpleFilterModel): FilterLeaf | FilterGroup | null {
  const type = model.type ?? null;
  const text = model.filterType === 'text';
  if (type === null || type === 'empty') return null;
  if (type.startsWith(VALUE_OPTION_PREFIX)) {
    const value = optionValue(type);
    return value === undefined ? null : leaf(field, 'eq', value);
  }
  if (type === 'blank') {
    return text ? { logic: 'or', filters: [leaf(field, 'isnull'), leaf(field, 'isempty')] } : leaf(field, 'isnull');
  }
  if (type === 'notBlank') {
    return text ? { logic: 'and', filters: [leaf(field, 'isnotnull'), leaf(field, 'isnotempty')] } : leaf(field, 'isnotnull');
  }
  const [from, to] = operandsOf(model) as [FilterLeaf['value'], FilterLeaf['value']];
  if (type === 'inRange') {
    return { logic: 'and', filters: [leaf(field, 'gte', from), leaf(field, 'lte', to)] };
  }
  const operator = OPERATORS[type];
  if (!operator || from === null || from === undefined || from === '') return null;
  return leaf(field, operator, from);
}

function columnToFilter(field: string, model: ColumnFilterModel): FilterLeaf | FilterGroup | null {
  if (!isColumnFilterModel(model)) return null;
  if (!isCombined(model)) return conditionToFilter(field, model);
  const filters = model.conditions.map((c) => conditionToFilter(field, c)).filter((f) => f !== null);
  if (filters.length === 0) return null;
  return filters.length === 1 ? filters[0]! : { logic: model.operator === 'OR' ? 'or' : 'and', filters };
}

export function filterModelToGroup(model: FilterModel | null | undefined): FilterGroup | null {
  const filters = Object.entries(model ?? {})
    .map(([field, column]) => columnToFilter(field, column))
    .filter((f) => f !== null);
  return filters.length > 0 ? { logic: 'and', filters } : null;
}

export function sortModelToSort(model: readonly SortModelItem[] | null | undefined): SortDescriptor[] {
  return (model ?? []).map((s) => ({ field: s.colId, dir: s.sort }));
}

/** The query of one block of rows [startRow, endRow) with the grid's sort and filters. */
export function blockQuery(params: {
  startRow: number;
  endRow: number;
  sortModel?: readonly SortModelItem[] | null;
  filterModel?: FilterModel | null;
}): GridQuery {
  const take = Math.max(1, params.endRow - params.startRow);
  const query: GridQuery = {
    page: Math.floor(params.startRow / take) + 1,
    pageSize: take,
    skip: params.startRow,
    take,
    sort: sortModelToSort(params.sortModel),
  };
  const filter = filterModelToGroup(params.filterModel);
  if (filter) query.filter = filter;
  return query;
}

/** The grid's query without paging: what Export to Excel sends. */
export function unpagedQuery(sortModel: readonly SortModelItem[] | null | undefined, filterModel: FilterModel | null | undefined): GridQuery {
  const { page: _page, pageSize: _size, skip: _skip, take: _take, ...rest } = blockQuery({ startRow: 0, endRow: 1, sortModel, filterModel });
  return rest;
}
