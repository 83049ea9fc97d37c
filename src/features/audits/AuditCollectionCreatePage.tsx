// /waste-audits/:auditId/audit-collections/create: a sample of this audit (spec §2.3).
import { AuditChildCreate } from './AuditChildren';

export default function AuditCollectionCreatePage() {
  return <AuditChildCreate child="auditCollections" parentField="wasteAuditId" />;
}
