// The generic entity client (architecture §5: per controller C, PUT /api/C/Get, PUT /api/C/GetAll,
// GET /api/C/GetById/{id}, POST /api/C/CreateEntity, PUT /api/C/PutEntity, DELETE /api/C/Delete/{id},
// PUT /api/C/ExportToExcel), made from a declaration's controller. Reads take the caller's
// AbortSignal (React Query's) down to fetch.
import type { AuditEntry } from '../domain/audit';
import type { BulkResult, BulkTarget } from '../domain/bulk';
import type { EntityDeclaration } from '../domain/entity';
import type { GridQuery, GridResult } from '../domain/grid';
import type { ApiClient } from './client';
import type { DownloadProgress } from './download-progress';
import { idempotencyHeaders } from './idempotency';
import { withSignal } from './signal';

/** A row as the API returns it: declared fields, base columns and `${lookup}Label`s. */
export type EntityRow = { id: number } & Record<string, unknown>;
export type EntityValues = Record<string, unknown>;

type Controller = Pick<EntityDeclaration, 'controller'>;

/** Controllers whose grid action is not Get (spec §7: PUT /api/Equipment/GetGrid). */
const GRID_ACTIONS: Readonly<Record<string, string>> = { Equipment: 'GetGrid' };

export function entityPath(declaration: Controller, action: string): string {
  return `/api/${declaration.controller}/${action}`;
}

export function gridPath(declaration: Controller): string {
  return entityPath(declaration, GRID_ACTIONS[declaration.controller] ?? 'Get');
}

export function exportToExcelPath(declaration: Controller): string {
  return entityPath(declaration, 'ExportToExcel');
}

/**
 * Lists the spec exempts from the loading overlay (§2.7: "the silent product and waste type
 * lists"); every other call shows it.
 */
export const SILENT_LIST_ENTITIES: ReadonlySet<string> = new Set(['products', 'wasteTypes']);

export { withSignal };

export interface AllQuery {
  filter?: GridQuery['filter'];
  sort?: GridQuery['sort'];
}

/** The special lookup lists of spec §7 (declared on a lookup field as `list`). */
export type EntityListCall = { method: 'GET' | 'PUT'; action: string; json?: unknown };

export interface EntityClient {
  grid<Row extends EntityRow = EntityRow>(query: GridQuery, signal?: AbortSignal): Promise<GridResult<Row>>;
  getAll(query?: AllQuery, signal?: AbortSignal): Promise<EntityRow[]>;
  /** A named list of the controller's (GetFurnitureRecycleTypes…), silent like getAll. */
  list(call: EntityListCall, signal?: AbortSignal): Promise<EntityRow[]>;
  getById<Row extends EntityRow = EntityRow>(id: number, signal?: AbortSignal): Promise<Row>;
  /** idempotencyKey: one per form submission, so a retried or doubled submit creates one record. */
  create(values: EntityValues, idempotencyKey?: string): Promise<EntityRow>;
  update(id: number, values: EntityValues): Promise<EntityRow>;
  delete(id: number): Promise<{ id: number }>;
  /** The grid's query without paging; the answer is an .xlsx of every matching row. */
  exportToExcel(query: GridQuery, onProgress?: DownloadProgress, signal?: AbortSignal): Promise<Blob>;
  /** A page of the soft-deleted rows (the Deleted filter). */
  deletedGrid(query: GridQuery, signal?: AbortSignal): Promise<GridResult<EntityRow>>;
  restore(id: number): Promise<EntityRow>;
  /** One call for many rows: by ids, or every row matching the grid's filter. */
  bulkDelete(target: BulkTarget): Promise<BulkResult>;
  bulkUpdate(target: BulkTarget, field: string, value: unknown): Promise<BulkResult>;
  history(id: number, signal?: AbortSignal): Promise<AuditEntry[]>;
}

/** A bulk request's body: the ids, or allMatching with the grid's filter and quick search. */
function bulkBody(target: BulkTarget): Record<string, unknown> {
  return 'ids' in target ? { ids: target.ids } : { allMatching: true, filter: target.filter, ...(target.search ? { search: target.search } : {}) };
}

export function entityClient(client: ApiClient, declaration: Pick<EntityDeclaration, 'controller' | 'key'>): EntityClient {
  const silent = SILENT_LIST_ENTITIES.has(declaration.key);
  return {
    grid: (query, signal) => client.request({ method: 'PUT', path: gridPath(declaration), json: query, ...withSignal(signal) }),
    getAll: (query = {}, signal) =>
      client.request({ method: 'PUT', path: entityPath(declaration, 'GetAll'), json: query, silent, ...withSignal(signal) }),
    list: (call, signal) =>
      client.request({
        method: call.method,
        path: entityPath(declaration, call.action),
        ...(call.json === undefined ? {} : { json: call.json }),
        silent,
        ...withSignal(signal),
      }),
    getById: (id, signal) => client.request({ method: 'GET', path: entityPath(declaration, `GetById/${id}`), ...withSignal(signal) }),
    create: (values, idempotencyKey) =>
      client.request({ method: 'POST', path: entityPath(declaration, 'CreateEntity'), json: values, headers: idempotencyHeaders(idempotencyKey) }),
    update: (id, values) => client.request({ method: 'PUT', path: entityPath(declaration, 'PutEntity'), json: { ...values, id } }),
    delete: (id) => client.request({ method: 'DELETE', path: entityPath(declaration, `Delete/${id}`) }),
    exportToExcel: (query, onProgress, signal) => {
      const { page: _page, pageSize: _pageSize, skip: _skip, take: _take, ...unpaged } = query;
      return client.request({
        method: 'PUT',
        path: exportToExcelPath(declaration),
        json: unpaged,
        responseType: 'blob',
        onDownloadProgress: onProgress,
        ...withSignal(signal),
      });
    },
    deletedGrid: (query, signal) => client.request({ method: 'PUT', path: entityPath(declaration, 'GetDeleted'), json: query, ...withSignal(signal) }),
    restore: (id) => client.request({ method: 'POST', path: entityPath(declaration, `Restore/${id}`) }),
    bulkDelete: (target) => client.request({ method: 'POST', path: entityPath(declaration, 'BulkDelete'), json: bulkBody(target) }),
    bulkUpdate: (target, field, value) =>
      client.request({ method: 'POST', path: entityPath(declaration, 'BulkUpdate'), json: { ...bulkBody(target), field, value } }),
    history: (id, signal) => client.request({ method: 'GET', path: entityPath(declaration, `History/${id}`), ...withSignal(signal) }),
  };
}

/** One row a form's lookup field may point at, with its building (server: generic/lookup-lists.ts). */
export interface LookupAnswer {
  value: number;
  label: string;
  building: string | null;
}

/**
 * PUT /api/{controller}/Lookup/{field}: the rows a field of this entity's form may point at,
 * allowed to whoever may view or write this entity (not only to viewers of the looked-up one);
 * `filter` narrows it over the looked-up entity's fields.
 */
export function getLookupList(client: ApiClient, declaration: Controller, field: string, signal?: AbortSignal, filter?: GridQuery['filter']): Promise<LookupAnswer[]> {
  return client.request({ method: 'PUT', path: entityPath(declaration, `Lookup/${encodeURIComponent(field)}`), json: filter ? { filter } : {}, ...withSignal(signal) });
}
