// The global audit list (issue #14 item 7): PUT /api/AuditLog/Get, a grid query over the record
// history for administrators — the roles that manage user accounts (Delete on Users: System
// administrator, Support Admin) — filterable by user, entity and date, limited to the entities the
// session may view, in its buildings.
import type { FastifyInstance } from 'fastify';
import { AUDIT_LOG_ACCESS } from '../../domain/audit';
import { auditLogSource, auditScope } from '../audit/history';
import { requirePermission } from '../auth/guards';
import { parseGridQuery } from '../grid';
import { findPage } from './generic/queries';

export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.put(
    '/api/AuditLog/Get',
    // The rows are further narrowed to the entities the session may view (auditScope).
    { preHandler: requirePermission(AUDIT_LOG_ACCESS.area, AUDIT_LOG_ACCESS.qualifier), schema: { tags: ['Audit log'], summary: 'A page of the record history (grid query), administrators only' } },
    async (request) =>
      findPage(app.db, auditLogSource, parseGridQuery(request.body), { scopeWhere: auditScope(request), defaultSort: { field: 'at', dir: 'desc' } }),
  );
}
