// The record history's shapes (issue #14 item 7), shared by the server that writes it and the
// screens that show it.
import { Area, Qualifier } from './permissions';

/**
 * Who may read the global audit list: administrators, the roles that manage user accounts (Delete
 * on Users: System administrator, Support Admin). The server's route and the screen's guard both.
 */
export const AUDIT_LOG_ACCESS = { area: Area.Users, qualifier: Qualifier.Delete } as const;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SOURCES = ['form', 'bulk', 'import', 'tablet', 'restore'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
};

export const AUDIT_SOURCE_LABELS: Record<AuditSource, string> = {
  form: 'Form',
  bulk: 'Bulk action',
  import: 'Import',
  tablet: 'Tablet',
  restore: 'Restore',
};

/**
 * One field's change; lookups carry the labels of both values. A change of what is linked to the
 * record beyond its declared fields (a portfolio's buildings, an equipment item's files) carries
 * its own `label`, its values the linked names joined.
 */
export interface FieldChange {
  from: unknown;
  to: unknown;
  fromLabel?: string | null;
  toLabel?: string | null;
  label?: string;
}

/** One history entry as the API returns it. */
export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  entity: string;
  recordId: number;
  tenantId: number | null;
  action: AuditAction;
  source: AuditSource;
  changes: Record<string, FieldChange>;
}
