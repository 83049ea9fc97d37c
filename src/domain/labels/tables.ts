// The label tables of the enumerations in src/domain/enums.ts and of roles. Enumerations declared
// beside their entity (src/domain/entities/*) get their table there, through enumField.
import { ActiveStatus, AppVersion, AttachmentKind, CountStage, ExportStatus } from '../enums';
import { roleLabel } from '../role-grants';
import { RoleId, ROLE_KEYS } from '../roles';
import { labelTable } from './label-table';

export const COUNT_STAGE_LABELS = labelTable(Object.values(CountStage), {
  [CountStage.PreSort]: 'Pre-sort',
  [CountStage.PostSort]: 'Post-sort',
  [CountStage.PreAudit]: 'Pre-audit',
  [CountStage.PostAudit]: 'Post-audit',
});

export const ACTIVE_STATUS_LABELS = labelTable(Object.values(ActiveStatus), {
  [ActiveStatus.Active]: 'Active',
  [ActiveStatus.Inactive]: 'Inactive',
});

export const ATTACHMENT_KIND_LABELS = labelTable(Object.values(AttachmentKind), {
  [AttachmentKind.Note]: 'Note',
  [AttachmentKind.SupportRequest]: 'Support request',
  [AttachmentKind.EquipmentImage]: 'Equipment image',
  [AttachmentKind.CalibrationCertificate]: 'Calibration certificate',
  [AttachmentKind.AuditCollection]: 'Audit collection',
  [AttachmentKind.AuditCounts]: 'Audit counts',
  [AttachmentKind.LevelInfraSignage]: 'Level infrastructure signage',
  [AttachmentKind.WasteDisposalPhoto]: 'Waste disposal photo',
  [AttachmentKind.AdditionalPhoto]: 'Additional photo',
  [AttachmentKind.TabletItemIcon]: 'Tablet item icon',
});

export const EXPORT_STATUS_LABELS = labelTable(Object.values(ExportStatus), {
  Undefined: 'Not known',
  NotStarted: 'Not started',
});

export const APP_VERSION_LABELS = labelTable(Object.values(AppVersion), { Audits: 'Audits' });

/** Roles by id, as the Users grid, filter and form show them. */
export const ROLE_LABELS_BY_ID = labelTable(
  ROLE_KEYS.map((key) => RoleId[key]),
  Object.fromEntries(ROLE_KEYS.map((key) => [String(RoleId[key]), roleLabel(key)])) as Record<`${RoleId}`, string>,
);
