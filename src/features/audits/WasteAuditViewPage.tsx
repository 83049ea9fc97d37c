// /waste-audits/view/:entityId: the audit, then its audit collections (spec §2.3).
import { AuditViewWithChildren } from './AuditChildren';

export default function WasteAuditViewPage() {
  return <AuditViewWithChildren parent="wasteAudits" child="auditCollections" parentField="wasteAuditId" />;
}
