// Pre-handlers: the bearer-token hook (401), the permission check every route declares (403) and
// the building scope that data routes filter by. The UI hiding a button is never the protection.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { permissionsForRole } from '../../domain/role-matrix';
import { RoleId } from '../../domain/roles';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { verifyAccessToken } from './access-token';
import { installRouteDeclarations, isApiPath, declaresPermission } from './route-access';
import type { Session } from './session';
import { scopeOf } from './session-rules';
import { EditionCache } from './edition-cache';
import { SessionStamps } from './session-stamps';
import { installCountMemo } from '../routes/generic/count-memo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The buildings' edition flags, kept current by the session stamps' announcements. */
    editions: EditionCache;
    /** The listener for the database's announcements (session stamps, editions, tables written). */
    sessionStamps: SessionStamps;
  }
}

const UNAUTHORIZED = 'Authorization has been denied for this request.';

const CHANGE_PASSWORD_FIRST = 'Change your password before you continue.';

async function sessionFromRequest(request: FastifyRequest, db: Db, secret: string, stamps: SessionStamps): Promise<Session> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? verifyAccessToken(match[1], secret) : null;
  if (!claims) throw new HttpError(401, UNAUTHORIZED);
  // A token of an older stamp was issued before a deactivation, role or password change.
  const user = await stamps.get(claims.sub);
  if (!user?.active || user.stamp !== claims.stm) throw new HttpError(401, UNAUTHORIZED);
  if (user.forceChangePassword && !request.routeOptions.config?.beforePasswordChange) {
    throw new HttpError(403, CHANGE_PASSWORD_FIRST);
  }
  const choice = { roleKey: claims.role, tenantId: claims.tid };
  return {
    userId: claims.sub,
    roleKey: claims.role,
    roleId: RoleId[claims.role],
    heldRoles: claims.held,
    tenantId: claims.tid,
    customerId: claims.cid ?? null,
    familyId: claims.fam,
    permissions: permissionsForRole(claims.role),
    scope: await scopeOf(db, claims.sub, choice),
  };
}

/**
 * Deny by default: verifies the bearer token of every route not declared public (route-access.ts),
 * and of every unmatched request whose normalised path is an API path. Must be installed before
 * any route is registered.
 */
export function installAuthHook(app: FastifyInstance, db: Db, secret: string): void {
  const stamps = new SessionStamps(db);
  app.decorate('sessionStamps', stamps);
  app.decorate('editions', new EditionCache(db, stamps));
  // The stamps' connection also hears which tables were written to: the grids' totals hang on them.
  installCountMemo(db, stamps);
  installRouteDeclarations(app);
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onReady', () => stamps.start());
  app.addHook('onClose', () => stamps.stop());
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    if (request.is404 && !isApiPath(request.url)) return;
    request.session = await sessionFromRequest(request, db, secret, stamps);
  });
  // A write may have ended sessions (db/session-triggers.ts): take in its announcements before
  // answering, so this process refuses a revoked token from the very next request. A read has none:
  // settling after every grid page (a PUT) cost each one a round trip on the stamps' connection.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config?.readOnly) return;
    await stamps.settle();
  });
}

function nameOf<T extends Record<string, number>>(table: T, value: number): string {
  return Object.keys(table).find((k) => table[k] === value) ?? String(value);
}

/** Pre-handler: the session must hold `qualifier` on `area` (401 without a session, 403 without it). */
export function requirePermission(area: Area, qualifier: Qualifier): preHandlerAsyncHookHandler {
  return declaresPermission<preHandlerAsyncHookHandler>(async (request) => {
    // The auth hook authenticates every non-public route; a public one has no session to check.
    if (!request.session) throw new HttpError(401, UNAUTHORIZED);
    if (!hasPermission(request.session.permissions, area, qualifier)) {
      const action = nameOf(Qualifier, qualifier).toLowerCase();
      throw new HttpError(403, `You have no permission to ${action} ${nameOf(Area, area)}.`);
    }
  });
}

/**
 * The tenantIds whose building-scoped rows the session may see: 'all' for the administrator's
 * system view, the session building, or the buildings of the user's portfolios in portfolio view.
 */
export function buildingScope(request: FastifyRequest): number[] | 'all' {
  if (!request.session) throw new HttpError(401, UNAUTHORIZED);
  return request.session.scope;
}
