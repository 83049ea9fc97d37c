// The global audit list (issue #14 item 7): PUT /api/AuditLog/Get, a grid query over the record
// history for administrators (System administrator, Support Admin), filterable by user, entity and
// date, limited to the entities the session may view in its buildings.
import type { FastifyInstance } from 'fastify';
import { auditLogSource, auditScope } from '../audit/history';
import { HttpError } from '../errors';
import { parseGridQuery } from '../grid';
import { findPage } from './generic/queries';

const ADMINISTRATORS: readonly string[] = ['admin', 'supportAdmin'];

export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.put(
    '/api/AuditLog/Get',
    // Not one permission area: the list spans every entity, each filtered by its own View below.
    { config: { access: 'signedIn' }, schema: { tags: ['Audit log'], summary: 'A page of the record history (grid query), administrators only' } },
    async (request) => {
      if (!ADMINISTRATORS.includes(request.session.roleKey)) throw new HttpError(403, 'Only administrators may read the audit log.');
      return findPage(app.db, auditLogSource, parseGridQuery(request.body), { scopeWhere: auditScope(request), defaultSort: { field: 'at', dir: 'desc' } });
    },
  );
}
