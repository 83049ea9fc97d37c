// A list narrowed to part of its entity (an audit's collections): the narrowing joins whatever
// the user filters with AND, for the pages and for Export to Excel alike.
import type { FilterLeaf, GridQuery } from '../domain/grid';

export function narrowQuery(query: GridQuery, scope: FilterLeaf | undefined): GridQuery {
  if (!scope) return query;
  return { ...query, filter: { logic: 'and', filters: query.filter ? [scope, query.filter] : [scope] } };
}
