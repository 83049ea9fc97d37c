// /infrastructure-audits/view/:entityId: the audit, then its level audits (spec §2.3).
import { AuditViewWithChildren } from './AuditChildren';

export default function InfrastructureAuditViewPage() {
  return <AuditViewWithChildren parent="infrastructureAudits" child="levelInfrastructureAudits" parentField="infrastructureAuditId" />;
}
