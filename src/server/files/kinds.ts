// Which permission area guards the files of each attachment kind (spec §3, kinds 1–10): reading a
// file needs View on the area of the record it belongs to.
import { AttachmentKind } from '../../domain/enums';
import { Area } from '../../domain/permissions';

export const AREA_OF_KIND: Record<AttachmentKind, Area> = {
  [AttachmentKind.Note]: Area.Notes,
  [AttachmentKind.SupportRequest]: Area.SupportRequest,
  [AttachmentKind.EquipmentImage]: Area.Equipment,
  [AttachmentKind.CalibrationCertificate]: Area.Equipment,
  [AttachmentKind.AuditCollection]: Area.AuditCollections,
  [AttachmentKind.AuditCounts]: Area.AuditCounts,
  [AttachmentKind.LevelInfraSignage]: Area.LevelInfrastructureAudits,
  [AttachmentKind.WasteDisposalPhoto]: Area.Collections,
  [AttachmentKind.AdditionalPhoto]: Area.Collections,
  [AttachmentKind.TabletItemIcon]: Area.TabletConfiguration,
};
