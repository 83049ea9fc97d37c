// The generic controller (architecture §3, §5): for one entity declaration and its table it serves
// PUT Get (grid), PUT GetAll, GET GetById/{id}, POST CreateEntity, PUT PutEntity and
// DELETE Delete/{id} under /api/{controller}, each behind the declaration's permission area; and
// beside them (issue #14 items 5, 7, 8) PUT GetDeleted, POST Restore/{id}, POST BulkDelete,
// POST BulkUpdate and GET History/{id}.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { EntityDeclaration } from '../../domain/entity';
import { isFilterGroup, type FilterGroup } from '../../domain/grid';
import { Qualifier } from '../../domain/permissions';
import { requirePermission } from '../auth/guards';
import { parseGridQuery } from '../grid';
import { requireAnyOf } from './custom/guards';
import {
  bodySchema,
  documentedBodyValidator,
  getAllBodySchema,
  gridBodySchema,
  rowSchema,
} from './generic/docs';
import { idOf, idParamsFor } from './ids';
import { ENTITY_ROUTES, type EntityControllerHooks, type EntityRouteName } from './generic/hooks';
import { entityOperations, type EntityOperations } from './generic/operations';
import { entitySource } from './generic/source';
import { bulkDelete, bulkUpdate } from './generic/bulk';
import { recordHistory } from '../audit/history';
import { pageAnswerSchema } from './generic/queries';
import { registerLookupLists, rememberOperations } from './generic/lookup-lists';
import { registerRestoreRoutes } from './generic/restore-routes';

export type { EntityControllerHooks, EntityRouteName, HookContext } from './generic/hooks';
export type { EntityOperations } from './generic/operations';

/** GetAll feeds lookups, so reference-data readers may call it without the View qualifier. */
function viewOrReferenceData(declaration: EntityDeclaration): preHandlerAsyncHookHandler {
  return requireAnyOf(declaration.area, [Qualifier.View, Qualifier.ReferenceDataView]);
}

/** GetAll's body: { filter?, sort?, search? }, a bare filter group, or nothing. */
function getAllQuery(body: unknown) {
  // A string, number or list is no query: the grid's parse refuses it as Get's would (a 400).
  if (body !== null && body !== undefined && (typeof body !== 'object' || Array.isArray(body))) return parseGridQuery(body);
  const candidate = (body ?? {}) as { filter?: unknown; sort?: unknown; search?: unknown };
  const filter = isFilterGroup(candidate as FilterGroup) ? candidate : candidate.filter;
  return parseGridQuery({ filter, sort: candidate.sort, search: candidate.search });
}

/**
 * Registers the generic routes of one entity and returns its operations, so that a custom
 * controller can add its own endpoints over the same scope, lookups and hooks.
 */
export function registerEntityController(
  app: FastifyInstance,
  declaration: EntityDeclaration,
  table: PgTable,
  hooks: EntityControllerHooks = {},
): EntityOperations {
  const source = entitySource(declaration, table, hooks.extraFields);
  const ops = entityOperations(app.db, declaration, source, hooks);
  const base = `/api/${declaration.controller}`;
  const row = rowSchema(declaration, source);
  const tags = [declaration.labelPlural];
  const guard = (qualifier: Qualifier) => requirePermission(declaration.area, qualifier);
  const serves = (name: EntityRouteName) => ENTITY_ROUTES.includes(name) && !hooks.exclude?.includes(name);
  const common = { validatorCompiler: documentedBodyValidator };
  const idParamsSchema = idParamsFor(source.columns.id);

  rememberOperations(app, ops);
  registerLookupLists(app, declaration, base, tags);
  if (serves('Get')) {
    app.put(
      `${base}/Get`,
      { ...common, config: { readOnly: true }, preHandler: guard(Qualifier.View), schema: { tags, summary: `A page of ${declaration.labelPlural} (grid query)`, body: gridBodySchema, response: { 200: pageAnswerSchema(row) } } },
      async (request) => ops.page(request, parseGridQuery(request.body)),
    );
  }
  if (serves('GetAll')) {
    app.put(
      `${base}/GetAll`,
      { ...common, config: { readOnly: true }, preHandler: viewOrReferenceData(declaration), schema: { tags, summary: `All ${declaration.labelPlural} matching a filter`, body: getAllBodySchema, response: { 200: z.array(row) } } },
      async (request) => ops.all(request, getAllQuery(request.body)),
    );
  }
  if (serves('GetById')) {
    app.get(
      `${base}/GetById/:id`,
      { ...common, preHandler: guard(Qualifier.View), schema: { tags, summary: `One ${declaration.label}`, params: idParamsSchema, response: { 200: row } } },
      async (request) => ops.byId(request, idOf(request)),
    );
  }
  if (serves('CreateEntity')) {
    app.post(
      `${base}/CreateEntity`,
      { ...common, preHandler: guard(Qualifier.Create), schema: { tags, summary: `Create a ${declaration.label}`, body: bodySchema(declaration, false), response: { 200: row } } },
      async (request) => ops.create(request, request.body),
    );
  }
  if (serves('PutEntity')) {
    app.put(
      `${base}/PutEntity`,
      { ...common, preHandler: guard(Qualifier.Edit), schema: { tags, summary: `Update a ${declaration.label}`, body: bodySchema(declaration, true), response: { 200: row } } },
      async (request) => ops.update(request, request.body),
    );
  }
  if (serves('Delete')) {
    app.delete(
      `${base}/Delete/:id`,
      { ...common, preHandler: guard(Qualifier.Delete), schema: { tags, summary: `Delete a ${declaration.label} (soft)`, params: idParamsSchema, response: { 200: z.object({ id: z.number().int() }) } } },
      async (request) => ops.remove(request, idOf(request)),
    );
  }
  if (serves('Delete')) {
    registerRestoreRoutes(app, ops);
    app.post(
      `${base}/BulkDelete`,
      { ...common, preHandler: guard(Qualifier.Delete), schema: { tags, summary: `Delete many ${declaration.labelPlural} (ids, or allMatching with a filter)` } },
      async (request) => bulkDelete(app.db, ops, request),
    );
  }
  if (serves('PutEntity')) {
    app.post(
      `${base}/BulkUpdate`,
      { ...common, preHandler: guard(Qualifier.Edit), schema: { tags, summary: `Set one field on many ${declaration.labelPlural}` } },
      async (request) => bulkUpdate(app.db, ops, request),
    );
  }
  if (serves('GetById')) registerHistoryRoute(app, ops);
  return ops;
}

/**
 * GET /api/{controller}/History/{id}: one record's history, to whoever may view the record. A
 * custom controller serving its own GetById registers it with this too (equipment).
 */
export function registerHistoryRoute(app: FastifyInstance, ops: EntityOperations): void {
  const { declaration, source } = ops;
  app.get(
    `/api/${declaration.controller}/History/:id`,
    {
      validatorCompiler: documentedBodyValidator,
      preHandler: requirePermission(declaration.area, Qualifier.View),
      schema: { tags: [declaration.labelPlural], summary: `The change history of one ${declaration.label}`, params: idParamsFor(source.columns.id) },
    },
    async (request) => recordHistory(app.db, ops, request, idOf(request)),
  );
}
