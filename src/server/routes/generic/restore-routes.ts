// The Deleted filter and restore of one entity (issue #14 item 8): PUT {base}/GetDeleted (a grid
// page of its soft-deleted rows in the session's scope) and POST {base}/Restore/{id}, both behind
// the Delete qualifier. The generic controller registers them for every entity it deletes; a custom
// controller with a delete of its own (equipment, each portfolio kind) registers them with this too,
// so every restore checks, scopes and records the same way (generic/operations.ts restore).
import type { FastifyInstance } from 'fastify';
import { Qualifier } from '../../../domain/permissions';
import { requirePermission } from '../../auth/guards';
import { parseGridQuery } from '../../grid';
import { idOf, idParamsFor } from '../ids';
import { documentedBodyValidator, gridBodySchema, rowSchema } from './docs';
import type { EntityOperations } from './operations';
import { pageAnswerSchema } from './queries';

export interface RestoreRouteNames {
  /** Under /api/{controller}: default GetDeleted. */
  deleted?: string;
  /** Under /api/{controller}, before /{id}: default Restore. */
  restore?: string;
}

export function registerRestoreRoutes(app: FastifyInstance, ops: EntityOperations, names: RestoreRouteNames = {}): void {
  const { declaration, source } = ops;
  const base = `/api/${declaration.controller}`;
  const row = rowSchema(declaration, source);
  const tags = [declaration.labelPlural];
  const preHandler = requirePermission(declaration.area, Qualifier.Delete);
  app.put(
    `${base}/${names.deleted ?? 'GetDeleted'}`,
    {
      validatorCompiler: documentedBodyValidator,
      preHandler,
      schema: { tags, summary: `A page of deleted ${declaration.labelPlural} (grid query), to restore`, body: gridBodySchema, response: { 200: pageAnswerSchema(row) } },
    },
    async (request) => ops.deletedPage(request, parseGridQuery(request.body)),
  );
  app.post(
    `${base}/${names.restore ?? 'Restore'}/:id`,
    {
      validatorCompiler: documentedBodyValidator,
      preHandler,
      schema: { tags, summary: `Restore a deleted ${declaration.label}`, params: idParamsFor(source.columns.id), response: { 200: row } },
    },
    async (request) => ops.restore(request, idOf(request)),
  );
}
