// Enumerations named by the specification (§3). Numeric values are the spec's own.

export const AppVersion = {
  Full: 'Full',
  Lite: 'Lite',
  Supplier: 'Supplier',
  Furniture: 'Furniture',
  Audits: 'Audits',
} as const;
export type AppVersion = (typeof AppVersion)[keyof typeof AppVersion];
export const APP_VERSIONS = Object.values(AppVersion);

/** Active/Inactive are 0 and 1 (spec §3); data-model.md fixes Active = 0. */
export const ActiveStatus = { Active: 0, Inactive: 1 } as const;
export type ActiveStatus = (typeof ActiveStatus)[keyof typeof ActiveStatus];

/** NotSelected is "empty" in the spec: null on the wire and in the database. */
export const CountStage = { PreSort: 1, PostSort: 2, PreAudit: 3, PostAudit: 4 } as const;
export type CountStage = (typeof CountStage)[keyof typeof CountStage];

export const AttachmentKind = {
  Note: 1,
  SupportRequest: 2,
  EquipmentImage: 3,
  CalibrationCertificate: 4,
  AuditCollection: 5,
  AuditCounts: 6,
  LevelInfraSignage: 7,
  WasteDisposalPhoto: 8,
  AdditionalPhoto: 9,
  TabletItemIcon: 10,
} as const;
export type AttachmentKind = (typeof AttachmentKind)[keyof typeof AttachmentKind];

/** Server-side status of a report export (spec §3, §4). */
export const ExportStatus = {
  Undefined: 'Undefined',
  NotStarted: 'NotStarted',
  Running: 'Running',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
} as const;
export type ExportStatus = (typeof ExportStatus)[keyof typeof ExportStatus];
