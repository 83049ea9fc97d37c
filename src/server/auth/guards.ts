// Pre-handlers: the bearer-token hook (401), the permission check every route declares (403) and
// the building scope that data routes filter by. The UI hiding a button is never the protection.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { permissionsForRole } from '../../domain/role-matrix';
import { RoleId } from '../../domain/roles';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { verifyAccessToken } from './access-token';
import type { Session } from './session';
import { scopeOf } from './session-rules';

const UNAUTHORIZED = 'Authorization has been denied for this request.';

async function sessionFromRequest(request: FastifyRequest, db: Db, secret: string): Promise<Session> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? verifyAccessToken(match[1], secret) : null;
  if (!claims) throw new HttpError(401, UNAUTHORIZED);
  const choice = { roleKey: claims.role, tenantId: claims.tid };
  return {
    userId: claims.sub,
    roleKey: claims.role,
    roleId: RoleId[claims.role],
    heldRoles: claims.held,
    tenantId: claims.tid,
    customerId: claims.cid ?? null,
    permissions: permissionsForRole(claims.role),
    scope: await scopeOf(db, claims.sub, choice),
  };
}

/** Verifies the bearer token of every /api route that is not marked `config: { public: true }`. */
export function installAuthHook(app: FastifyInstance, db: Db, secret: string): void {
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    request.session = await sessionFromRequest(request, db, secret);
  });
}

function nameOf<T extends Record<string, number>>(table: T, value: number): string {
  return Object.keys(table).find((k) => table[k] === value) ?? String(value);
}

/** Pre-handler: the session must hold `qualifier` on `area` (401 without a session, 403 without it). */
export function requirePermission(area: Area, qualifier: Qualifier): preHandlerAsyncHookHandler {
  return async (request) => {
    // Routes outside /api (e.g. /files) are not covered by the hook: authenticate them here.
    request.session ??= await sessionFromRequest(request, request.server.auth.db, request.server.auth.secret);
    if (!hasPermission(request.session.permissions, area, qualifier)) {
      const action = nameOf(Qualifier, qualifier).toLowerCase();
      throw new HttpError(403, `You have no permission to ${action} ${nameOf(Area, area)}.`);
    }
  };
}

/**
 * The tenantIds whose building-scoped rows the session may see: 'all' for the administrator's
 * system view, the session building, or the buildings of the user's portfolios in portfolio view.
 */
export function buildingScope(request: FastifyRequest): number[] | 'all' {
  if (!request.session) throw new HttpError(401, UNAUTHORIZED);
  return request.session.scope;
}
