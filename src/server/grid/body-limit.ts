// A grid query's body can only be so big: 100 filters of at most 500 characters and 10 sorts
// (domain/grid-limits.ts) fit in far less than GRID_BODY_LIMIT_BYTES. A larger body is refused
// from its Content-Length, before it is read: reading and parsing 1 MB of JSON alone took 90–230 ms
// on a loaded server, while the bounds themselves decide in about 2 ms. The answer is the grid's
// 400 (not Fastify's 413), so every oversized grid query gets one kind of answer.
import type { FastifyError, FastifyInstance, RouteOptions } from 'fastify';
import { GRID_LIMITS } from '../../domain/grid-limits';
import { GridQueryError } from './errors';

export const GRID_BODY_LIMIT_BYTES = 256 * 1024;

/** PUT …/Get, …/GetAll and …/ExportToExcel take a grid query (architecture §5). */
const GRID_ROUTE = /^\/api\/[^/]+\/(Get|GetAll|ExportToExcel)$/;

function takesGridQuery(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  return methods.includes('PUT') && GRID_ROUTE.test(route.url);
}

function oversized(error: FastifyError): Error {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return error;
  return new GridQueryError(
    `A grid query is at most ${GRID_BODY_LIMIT_BYTES / 1024} KB: at most ${GRID_LIMITS.maxFilters} filters of at most ${GRID_LIMITS.maxValueLength} characters`,
    '_',
  );
}

/** Call before the routes are registered (an onRoute hook sees only routes added after it). */
export function limitGridBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!takesGridQuery(route) || route.errorHandler) return;
    route.bodyLimit = Math.min(route.bodyLimit ?? GRID_BODY_LIMIT_BYTES, GRID_BODY_LIMIT_BYTES);
    // Thrown on, the error reaches the server's own handler (errors.ts), which shapes every answer.
    route.errorHandler = (error) => {
      throw oversized(error);
    };
  });
}
