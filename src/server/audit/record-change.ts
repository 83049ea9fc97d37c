// Writes one record-history entry (db/schema/audit-log.ts) inside the caller's transaction: the
// changed fields old → new, never a secret (password hashes, PINs, API keys are kind 'secret').
import type { FastifyRequest } from 'fastify';
import type { EntityDeclaration, FieldMeta } from '../../domain/entity';
import type { AuditAction, AuditSource, FieldChange } from '../../domain/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two reads of a record (either may be absent: a create has no
 * before). Lookups carry their labels, so the history reads "Acme → Globex", not ids.
 */
export function changedFields(declaration: EntityDeclaration, before: Row | undefined, after: Row | undefined): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const metas = Object.entries(declaration.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.kind !== 'secret');
  for (const [name, meta] of [...metas, ['status', { kind: 'int' }] as const]) {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (same(from, to)) continue;
    if (!before && to === null) continue;
    const change: FieldChange = { from, to };
    if (meta.kind === 'lookup') {
      change.fromLabel = (before?.[`${name}Label`] as string | null | undefined) ?? null;
      change.toLabel = (after?.[`${name}Label`] as string | null | undefined) ?? null;
    }
    changes[name] = change;
  }
  return changes;
}

/**
 * Where a change came from. An import job writes through the generic operations with a request
 * of its own for /api/Imports (imports/kind-operations.ts, importRequest). The web app sends
 * `applicationType: web` on every request (spec §7); any other caller of the same endpoints is a
 * tablet.
 */
export function requestSource(request: FastifyRequest): AuditSource {
  if (request.routeOptions?.url === '/api/Imports') return 'import';
  // Operations called in-process (a custom controller, tests) may hand over a request without headers.
  const type = request.headers?.applicationtype;
  return type === undefined || type === 'web' ? 'form' : 'tablet';
}

/** What is linked to a record beyond its fields, by key: a label and the linked names. */
export type LinkedSnapshot = Record<string, { label: string; names: readonly string[] }>;

/** The linked sets that differ between two snapshots (names compared as sets, shown sorted). */
export function changedLinks(before: LinkedSnapshot | undefined, after: LinkedSnapshot | undefined): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const from = [...(before?.[key]?.names ?? [])].sort();
    const to = [...(after?.[key]?.names ?? [])].sort();
    if (same(from, to)) continue;
    const label = after?.[key]?.label ?? before?.[key]?.label ?? key;
    changes[key] = { from: from.length > 0 ? from.join(', ') : null, to: to.length > 0 ? to.join(', ') : null, label };
  }
  return changes;
}

export interface ChangeEntry {
  declaration: EntityDeclaration;
  recordId: number;
  tenantId: number | null | undefined;
  userId: number | null;
  action: AuditAction;
  source: AuditSource;
  changes: Record<string, FieldChange>;
}

export async function recordChanges(tx: Db, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      userId: e.userId,
      entity: e.declaration.key,
      recordId: e.recordId,
      tenantId: e.declaration.scope === 'global' ? null : (e.tenantId ?? null),
      action: e.action,
      source: e.source,
      changes: e.changes,
    })),
  );
}

export function recordChange(tx: Db, entry: ChangeEntry): Promise<void> {
  return recordChanges(tx, [entry]);
}
