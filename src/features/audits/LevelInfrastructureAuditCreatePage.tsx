// /infrastructure-audits/:auditId/level-infrastructure-audits/create: a level of this audit (spec §2.3).
import { AuditChildCreate } from './AuditChildren';

export default function LevelInfrastructureAuditCreatePage() {
  return <AuditChildCreate child="levelInfrastructureAudits" parentField="infrastructureAuditId" />;
}
