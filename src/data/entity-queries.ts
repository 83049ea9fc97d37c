// Query-option factories for one entity declaration (architecture §5): a grid page, one record,
// and the unpaged list a lookup reads. Keys carry the session's building and role; every queryFn
// hands React Query's AbortSignal to the API seam (src/api/entities.ts).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { entityClient, type AllQuery, type EntityRow } from '../api/entities';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery, GridResult } from '../domain/grid';
import { entityQueryKey } from './cache-tags';
import type { SessionScope } from './entity-session';

export { gridPath, SILENT_LIST_ENTITIES, type AllQuery, type EntityRow } from '../api/entities';

/** React Query's signal; absent when a test calls a queryFn by hand. */
export const signalOf = (context: { signal?: AbortSignal } | undefined): AbortSignal | undefined => context?.signal;

export type ReadGrid = (query: GridQuery, signal?: AbortSignal) => Promise<GridResult<EntityRow>>;
export type ReadRecord<Row extends EntityRow> = (id: number, signal?: AbortSignal) => Promise<Row>;

/** `read`: a controller whose grid is not the generic call (the Portfolios kinds) passes its own. */
export function gridQueryOptions(
  client: ApiClient,
  declaration: EntityDeclaration,
  scope: SessionScope,
  query: GridQuery,
  read: ReadGrid = entityClient(client, declaration).grid,
) {
  return queryOptions({
    queryKey: entityQueryKey(declaration, scope, 'grid', query),
    queryFn: (context) => read(query, signalOf(context)),
  });
}

/** `read`: as for the grid; `Row`: what that call answers beyond the row. */
export function byIdQueryOptions<Row extends EntityRow = EntityRow>(
  client: ApiClient,
  declaration: EntityDeclaration,
  scope: SessionScope,
  id: number,
  read: ReadRecord<Row> = (recordId, signal) => entityClient(client, declaration).getById<Row>(recordId, signal),
) {
  return queryOptions({
    queryKey: entityQueryKey(declaration, scope, 'byId', id),
    queryFn: (context) => read(id, signalOf(context)),
  });
}

export function allQueryOptions(client: ApiClient, declaration: EntityDeclaration, scope: SessionScope, query: AllQuery = {}) {
  return queryOptions({
    queryKey: entityQueryKey(declaration, scope, 'all', query),
    queryFn: (context) => entityClient(client, declaration).getAll(query, signalOf(context)),
  });
}
