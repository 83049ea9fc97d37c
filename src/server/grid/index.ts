// The Kendo grid query → SQL translator (architecture §5).
export { GridQueryError } from './errors';
export { gridFieldsOf, kindOfColumn, type GridField, type GridFields, type GridValueKind } from './fields';
export { escapeLike, filterToSql, MAX_FILTER_DEPTH } from './filter';
export { pagingOf, sortToSql, translateGridQuery, type GridPaging, type TranslatedGridQuery, type TranslateOptions } from './translate';
export { parseGridQuery } from './parse';
export { MAX_SEARCH_WORDS, searchToSql, searchWords, type SearchTarget } from './search';
