// Pre-handlers the custom controllers share beyond requirePermission.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { hasPermission, type Area, type Qualifier } from '../../../domain/permissions';
import { requirePermission } from '../../auth/guards';
import { declaresPermission } from '../../auth/route-access';

/**
 * The session must hold one of `qualifiers` on `area`; the 403 names the first. Lookup lists are
 * open to reference-data readers as well as to viewers.
 */
export function requireAnyOf(area: Area, qualifiers: readonly [Qualifier, ...Qualifier[]]): preHandlerAsyncHookHandler {
  const first = requirePermission(area, qualifiers[0]);
  return declaresPermission<preHandlerAsyncHookHandler>(async function (this: FastifyInstance, request, reply) {
    const permissions = request.session?.permissions ?? [];
    if (qualifiers.some((q) => hasPermission(permissions, area, q))) return;
    return first.call(this, request, reply);
  });
}
