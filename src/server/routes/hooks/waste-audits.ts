// Waste audits (data-model §1.8): the audited tenants and the co-auditors are link lists
// (customerIds, coAuditorIds) kept in waste_audit_customers and waste_audit_co_auditors, written
// with the audit and returned by GetById. The cached totals are the server's (audit-totals.ts).
import { wasteAuditCoAuditors, wasteAuditCustomers } from '../../db/schema';
import { HttpError } from '../../errors';
import { linkList, parentTenant } from './children';
import { compose } from './compose';

export const LEAD_IS_NOT_CO_AUDITOR = 'The lead auditor is not also a co-auditor';

export const wasteAuditHooks = compose(
  linkList({
    field: 'customerIds',
    table: wasteAuditCustomers,
    parentColumn: wasteAuditCustomers.wasteAuditId,
    key: 'customerId',
    entity: 'customers',
    historyLabel: 'Tenants',
    tenantOf: parentTenant,
  }),
  linkList({
    field: 'coAuditorIds',
    table: wasteAuditCoAuditors,
    parentColumn: wasteAuditCoAuditors.wasteAuditId,
    key: 'auditorId',
    entity: 'auditors',
    historyLabel: 'Co-auditors',
    check(ids, write) {
      if (ids.includes(write.values.auditorId as number)) {
        throw new HttpError(400, 'The data is not valid.', { errors: { coAuditorIds: [LEAD_IS_NOT_CO_AUDITOR] } });
      }
    },
  }),
);
