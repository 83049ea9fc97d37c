// Reading the record history: one record's entries (its view page's History tab) and the global
// audit list (administrators). Both show only entities the session may view, in its buildings.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../domain/audit';
import { ENTITIES } from '../../domain/entities';
import { hasPermission, Qualifier } from '../../domain/permissions';
import { buildingScope } from '../auth/guards';
import type { Db } from '../db/client';
import { auditLog, packages, users } from '../db/schema';
import { HttpError } from '../errors';
import { kindOfColumn, type GridField } from '../grid';
import type { EntityOperations } from '../routes/generic/operations';
import type { EntitySource } from '../routes/generic/source';

/** Most entries one record's History tab shows, newest first. */
export const HISTORY_CAP = 500;

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
const buildingName = sql<string | null>`${packages.name}`;

const selection = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName,
  entity: auditLog.entity,
  recordId: auditLog.recordId,
  tenantId: auditLog.tenantId,
  buildingName,
  action: auditLog.action,
  source: auditLog.source,
  changes: auditLog.changes,
};

/**
 * Whether the record is deleted now: its newest entry is a delete. Every delete and restore writes
 * an entry in its own transaction (soft deletes only), so the newest entry tells. Read through the
 * (entity, record_id, at) index, once per listed row.
 */
const LATEST = 'latest_entry';
const latest = alias(auditLog, LATEST);
const recordDeleted = sql<boolean>`coalesce((select ${latest.action} = 'delete' from ${auditLog} as ${sql.identifier(LATEST)}
  where ${latest.entity} = ${auditLog.entity} and ${latest.recordId} = ${auditLog.recordId}
  order by ${latest.at} desc, ${latest.id} desc limit 1), false)`;

/** The audit list as a grid source: filterable by user, entity, record, action, source and date. */
export const auditLogSource: EntitySource = (() => {
  const fields: Record<string, GridField> = {};
  for (const name of ['id', 'at', 'userId', 'entity', 'recordId', 'tenantId', 'action', 'source'] as const) {
    fields[name] = { expr: auditLog[name], kind: kindOfColumn(auditLog[name]) };
  }
  fields.userName = { expr: userName, kind: 'text' };
  fields.buildingName = { expr: buildingName, kind: 'text' };
  return {
    table: auditLog,
    columns: { id: auditLog.id },
    selection: { ...selection, recordDeleted },
    fields,
    joins: [
      { table: users, on: eq(users.id, auditLog.userId), fields: ['userName'] },
      { table: packages, on: eq(packages.tenantId, auditLog.tenantId), fields: ['buildingName'] },
    ],
    lookups: [],
    secretFields: [],
    timestampFields: ['at'],
    search: [],
  };
})();

/** The entity keys whose records the session may view. */
export function viewableEntities(request: FastifyRequest): string[] {
  const permissions = request.session.permissions;
  return ENTITIES.filter((e) => hasPermission(permissions, e.area, Qualifier.View)).map((e) => e.key);
}

/** Entries of viewable entities in the session's buildings (global rows only for every building). */
export function auditScope(request: FastifyRequest): SQL | undefined {
  const scope = buildingScope(request);
  const entities = viewableEntities(request);
  const inBuildings = scope === 'all' ? undefined : scope.length === 0 ? sql`false` : inArray(auditLog.tenantId, [...scope]);
  return and(entities.length === 0 ? sql`false` : inArray(auditLog.entity, entities), inBuildings);
}

/**
 * One record's history. The record must be one the session may read (deleted ones too: their
 * history is how a restore is judged), else 404 as GetById answers.
 */
export async function recordHistory(db: Db, ops: EntityOperations, request: FastifyRequest, id: number): Promise<AuditEntry[]> {
  const idColumn = ops.source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  const [readable] = await db.select({ id: idColumn }).from(ops.source.table).where(and(eq(idColumn, id), ops.readWhere(request))).limit(1);
  if (!readable) throw new HttpError(404, `${ops.declaration.label} not found.`);
  const rows = await db
    .select(selection)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(packages, eq(packages.tenantId, auditLog.tenantId))
    .where(and(eq(auditLog.entity, ops.declaration.key), eq(auditLog.recordId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_CAP);
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }) as AuditEntry);
}
