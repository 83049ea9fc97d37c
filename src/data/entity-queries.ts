// Query-option factories for one entity declaration (architecture §5): a grid page, one record,
// and the unpaged list a lookup reads. Keys carry the session's building and role.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery, GridResult } from '../domain/grid';
import { entityQueryKey } from './cache-tags';
import type { SessionScope } from './entity-session';

/** A row as the API returns it: declared fields, base columns and `${lookup}Label`s. */
export type EntityRow = { id: number } & Record<string, unknown>;

/** Controllers whose grid action is not Get (spec §7: PUT /api/Equipment/GetGrid). */
const GRID_ACTIONS: Readonly<Record<string, string>> = { Equipment: 'GetGrid' };

export function gridPath(declaration: Pick<EntityDeclaration, 'controller'>): string {
  return `/api/${declaration.controller}/${GRID_ACTIONS[declaration.controller] ?? 'Get'}`;
}

export function entityPath(declaration: Pick<EntityDeclaration, 'controller'>, action: string): string {
  return `/api/${declaration.controller}/${action}`;
}

/**
 * Lists the spec exempts from the loading overlay (§2.7: "the silent product and waste type
 * lists"); every other call shows it.
 */
export const SILENT_LIST_ENTITIES: ReadonlySet<string> = new Set(['products', 'wasteTypes']);

/** `path`: a controller whose grid is not the generic call (the Portfolios kinds) names its own. */
export function gridQueryOptions(client: ApiClient, declaration: EntityDeclaration, scope: SessionScope, query: GridQuery, path = gridPath(declaration)) {
  return queryOptions({
    queryKey: entityQueryKey(declaration, scope, 'grid', query),
    queryFn: () => client.request<GridResult<EntityRow>>({ method: 'PUT', path, json: query }),
  });
}

/** `path`: as for the grid; `Row`: what that call answers beyond the row. */
export function byIdQueryOptions<Row extends EntityRow = EntityRow>(
  client: ApiClient,
  declaration: EntityDeclaration,
  scope: SessionScope,
  id: number,
  path = entityPath(declaration, `GetById/${id}`),
) {
  return queryOptions({
    queryKey: entityQueryKey(declaration, scope, 'byId', id),
    queryFn: () => client.request<Row>({ method: 'GET', path }),
  });
}

export interface AllQuery {
  filter?: GridQuery['filter'];
  sort?: GridQuery['sort'];
}

export function allQueryOptions(client: ApiClient, declaration: EntityDeclaration, scope: SessionScope, query: AllQuery = {}) {
  return queryOptions({
    queryKey: entityQueryKey(declaration, scope, 'all', query),
    queryFn: () =>
      client.request<EntityRow[]>({
        method: 'PUT',
        path: entityPath(declaration, 'GetAll'),
        json: query,
        silent: SILENT_LIST_ENTITIES.has(declaration.key),
      }),
  });
}
