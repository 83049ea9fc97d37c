// The global audit list (PUT /api/AuditLog/Get, administrators): a grid query over the record history.
import type { AuditEntry } from '../domain/audit';
import type { GridQuery, GridResult } from '../domain/grid';
import type { ApiClient } from './client';
import { withSignal } from './entities';

/** A list row: the entry, its building's name, and whether the record is deleted now. */
export type AuditRow = AuditEntry & { buildingName: string | null; recordDeleted: boolean };

export function auditLogPage(client: ApiClient, query: GridQuery, signal?: AbortSignal): Promise<GridResult<AuditRow>> {
  return client.request({ method: 'PUT', path: '/api/AuditLog/Get', json: query, ...withSignal(signal) });
}
