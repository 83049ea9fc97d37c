// The generic controller's operations on one entity for one request: reads within the building
// scope, and create / update / soft delete / restore with audit columns and a record-history entry
// in the same transaction (server/audit/record-change.ts). Routes call them; a custom controller
// and the bulk actions (generic/bulk.ts) call them too.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { EntityDeclaration } from '../../../domain/entity';
import type { GridQuery, GridResult } from '../../../domain/grid';
import type { AuditSource } from '../../../domain/audit';
import { changedFields, changedLinks, recordChange, requestSource } from '../../audit/record-change';
import { buildingScope } from '../../auth/guards';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { EntityControllerHooks, HookContext } from './hooks';
import { claimIdempotencyKey } from './idempotency';
import { checkLookups } from './lookups';
import { occupierReadCondition, occupierWriteCondition, ownerField, refuseForeignRow, withOccupierCustomer } from './occupier-scope';
import { keysetReader, type ChunkReader } from './keyset';
import { findAll, findDeletedOne, findOne, findPage, notDeleted, type Row } from './queries';
import { readableCondition, tenantForCreate, writableCondition } from './scope';
import type { EntitySource } from './source';
import { parseBody, writableValues, type Values } from './values';
import { StaleVersion, versionConflict } from './versions';

export interface EntityOperations {
  readonly declaration: EntityDeclaration;
  readonly source: EntitySource;
  /** Building scope and the hooks' condition, as every read applies them. */
  readWhere(request: FastifyRequest): SQL | undefined;
  /** Building scope, occupier rule and the hooks' condition, as every write applies them. */
  writeWhere(request: FastifyRequest): SQL | undefined;
  page(request: FastifyRequest, query: GridQuery, extraWhere?: SQL): Promise<GridResult<Row>>;
  all(request: FastifyRequest, query: Pick<GridQuery, 'filter' | 'sort'>, extraWhere?: SQL): Promise<Row[]>;
  /** Every row `page` would show, in its order, `size` rows a statement (the exports; generic/keyset.ts). */
  chunks(request: FastifyRequest, query: Pick<GridQuery, 'filter' | 'sort' | 'search'>, size: number, extraWhere?: SQL): Promise<ChunkReader>;
  /** 404 when the row is deleted, missing or outside the session's buildings. */
  byId(request: FastifyRequest, id: number): Promise<Row>;
  /** `source` goes to the history (default: the request's — form, tablet or import). */
  create(request: FastifyRequest, body: unknown, source?: AuditSource): Promise<Row>;
  update(request: FastifyRequest, body: unknown): Promise<Row>;
  remove(request: FastifyRequest, id: number): Promise<{ id: number }>;
  /** Soft-deleted rows the session may change (the Deleted filter), a grid page. */
  deletedPage(request: FastifyRequest, query: GridQuery): Promise<GridResult<Row>>;
  /** Brings back a soft-deleted row; 404 when there is none in the session's scope. */
  restore(request: FastifyRequest, id: number): Promise<Row>;
  /** An update inside the caller's transaction (bulk actions); `source` goes to the history. */
  updateIn(tx: Db, request: FastifyRequest, body: unknown, source: AuditSource, warnings?: string[]): Promise<void>;
  /** A soft delete inside the caller's transaction (bulk actions). */
  removeIn(tx: Db, request: FastifyRequest, id: number, source: AuditSource): Promise<void>;
}

/** A create or update answers with the row, plus `warnings` when a hook raised any. */
function withWarnings(row: Row, warnings: readonly string[]): Row {
  return warnings.length > 0 ? { ...row, warnings: [...warnings] } : row;
}

function column(source: EntitySource, name: string): PgColumn {
  const found = source.columns[name];
  if (!found) throw new Error(`The entity table has no ${name} column`);
  return found;
}

export function entityOperations(
  db: Db,
  declaration: EntityDeclaration,
  source: EntitySource,
  hooks: EntityControllerHooks = {},
): EntityOperations {
  const { table } = source;
  const idColumn = column(source, 'id');
  const tenantId = source.columns.tenantId;
  const notFound = () => new HttpError(404, `${declaration.label} not found.`);
  const buildingOf = (row: Row) => (declaration.scope === 'global' ? undefined : (row.tenantId as number | null));
  const context = (request: FastifyRequest): HookContext => ({ request, db, warnings: [] });
  const versionColumn = source.columns.version;
  const nextVersion = () => (versionColumn ? { version: sql`${versionColumn} + 1` } : {});
  const sameVersion = (version: number | undefined) => (versionColumn && version !== undefined ? eq(versionColumn, version) : undefined);
  const modifiedByColumn = source.columns.modifiedById;
  /** Who made the change a stale edit lost to: modifiedById is a column, not a returned field. */
  async function modifiedByOf(id: number): Promise<unknown> {
    if (!modifiedByColumn) return undefined;
    const [row] = await db.select({ by: modifiedByColumn }).from(table).where(eq(idColumn, id));
    return row?.by;
  }

  const occupierWhere = (request: FastifyRequest) => occupierWriteCondition(declaration, source.columns, request.session);
  const readWhere = (request: FastifyRequest) =>
    and(
      readableCondition(declaration.scope, tenantId, buildingScope(request)),
      occupierReadCondition(declaration, source.columns, request.session),
      hooks.where?.(request),
    );
  const writeWhere = (request: FastifyRequest) =>
    and(writableCondition(declaration.scope, tenantId, buildingScope(request)), occupierWhere(request), hooks.where?.(request));

  async function shaped(request: FastifyRequest, rows: Row[]): Promise<Row[]> {
    const afterRead = hooks.afterRead;
    return afterRead ? Promise.all(rows.map((row) => afterRead(row, context(request)))) : rows;
  }

  async function existing(tx: Db, request: FastifyRequest, id: number): Promise<Row> {
    const row = await findOne(tx, source, id, writeWhere(request));
    if (!row) throw notFound();
    return row;
  }

  const operations: EntityOperations = {
    declaration,
    source,
    readWhere,
    writeWhere,
    async page(request, query, extraWhere) {
      const result = await findPage(db, source, query, { scopeWhere: and(readWhere(request), extraWhere), defaultSort: declaration.defaultSort });
      return { ...result, data: await shaped(request, result.data) };
    },
    async all(request, query, extraWhere) {
      const rows = await findAll(db, source, query, { scopeWhere: and(readWhere(request), extraWhere), defaultSort: declaration.defaultSort });
      return shaped(request, rows);
    },
    async chunks(request, query, size, extraWhere) {
      const reader = await keysetReader(db, source, query, { scopeWhere: and(readWhere(request), extraWhere), defaultSort: declaration.defaultSort }, size);
      return { count: reader.count, next: async () => shaped(request, await reader.next()) };
    },
    async byId(request, id) {
      const row = await findOne(db, source, id, readWhere(request));
      if (!row) throw notFound();
      const [result] = await shaped(request, [row]);
      return result as Row;
    },
    async create(request, body, auditSource = requestSource(request)) {
      const parsed = parseBody(declaration, body, false);
      const warnings: string[] = [];
      const id = await db.transaction(async (tx) => {
        const claim = await claimIdempotencyKey(tx, request, body);
        if (claim.kind === 'replay') return claim.entityId;
        const ctx: HookContext = { request, db: tx, warnings };
        let values: Values = writableValues(declaration, source, parsed, 'create');
        const tenant = await tenantForCreate(tx, declaration.scope, request.session, buildingScope(request), parsed.tenantId);
        if (tenant !== undefined) values.tenantId = tenant;
        values = withOccupierCustomer(declaration, request.session, values);
        if (hooks.beforeCreate) values = await hooks.beforeCreate(values, ctx);
        await checkLookups(tx, source.lookups, values, tenant);
        values.createdById = request.session.userId;
        const [inserted] = await tx.insert(table).values(values as never).returning({ id: idColumn });
        const newId = (inserted as { id: number }).id;
        const ownerCheck = occupierWhere(request);
        if (ownerCheck) refuseForeignRow((await findOne(tx, source, newId, ownerCheck)) !== undefined, ownerField(declaration));
        await hooks.afterWrite?.({ mode: 'create', id: newId, values: parsed.values, body }, ctx);
        const created = await findOne(tx, source, newId, undefined);
        const linked = changedLinks(undefined, await hooks.linkedForHistory?.(tx, newId));
        await recordChange(tx, {
          declaration, recordId: newId, tenantId: created ? buildingOf(created) : null, userId: request.session.userId,
          action: 'create', source: auditSource, changes: { ...changedFields(declaration, undefined, created), ...linked },
        });
        if (claim.kind === 'claimed') await claim.record(newId);
        return newId;
      });
      return withWarnings(await operations.byId(request, id), warnings);
    },
    async update(request, body) {
      const parsed = parseBody(declaration, body, true);
      const id = parsed.id as number;
      const warnings: string[] = [];
      await db.transaction((tx) => operations.updateIn(tx, request, body, requestSource(request), warnings)).catch(async (error: unknown) => {
        if (!(error instanceof StaleVersion)) throw error;
        throw await versionConflict(db, await operations.byId(request, id), await modifiedByOf(id), request.session.tenantId);
      });
      return withWarnings(await operations.byId(request, id), warnings);
    },
    async updateIn(tx, request, body, auditSource, warnings = []) {
      const parsed = parseBody(declaration, body, true);
      const id = parsed.id as number;
      const ctx: HookContext = { request, db: tx, warnings };
      const current = await existing(tx, request, id);
      if (sameVersion(parsed.version) && parsed.version !== current.version) throw new StaleVersion(id);
      let values: Values = writableValues(declaration, source, parsed, 'update');
      const linkedBefore = await hooks.linkedForHistory?.(tx, id);
      if (hooks.beforeUpdate) values = await hooks.beforeUpdate(values, { ...ctx, existing: current });
      await checkLookups(tx, source.lookups, values, buildingOf(current));
      values.modifiedAt = new Date().toISOString();
      values.modifiedById = request.session.userId;
      const updated = await tx
        .update(table)
        .set({ ...values, ...nextVersion() } as never)
        .where(and(eq(idColumn, id), writeWhere(request), sameVersion(parsed.version)))
        .returning({ id: idColumn });
      // A concurrent edit committed between the read above and this statement: it moved the version.
      if (updated.length === 0) throw new StaleVersion(id);
      await hooks.afterWrite?.({ mode: 'update', id, values: parsed.values, body, existing: current }, ctx);
      const after = await findOne(tx, source, id, undefined);
      const changes = { ...changedFields(declaration, current, after), ...changedLinks(linkedBefore, await hooks.linkedForHistory?.(tx, id)) };
      if (Object.keys(changes).length > 0) {
        await recordChange(tx, { declaration, recordId: id, tenantId: buildingOf(current), userId: request.session.userId, action: 'update', source: auditSource, changes });
      }
    },
    async remove(request, id) {
      await db.transaction((tx) => operations.removeIn(tx, request, id, requestSource(request)));
      return { id };
    },
    async removeIn(tx, request, id, auditSource) {
      const ctx: HookContext = { request, db: tx, warnings: [] };
      const current = await existing(tx, request, id);
      await hooks.beforeDelete?.(current, ctx);
      await tx
        .update(table)
        .set({ isDeleted: true, modifiedAt: new Date().toISOString(), modifiedById: request.session.userId, ...nextVersion() } as never)
        .where(and(eq(idColumn, id), writeWhere(request)));
      await hooks.afterWrite?.({ mode: 'delete', id, values: {}, body: undefined, existing: current }, ctx);
      await recordChange(tx, { declaration, recordId: id, tenantId: buildingOf(current), userId: request.session.userId, action: 'delete', source: auditSource, changes: {} });
    },
    async deletedPage(request, query) {
      const result = await findPage(db, source, query, { scopeWhere: writeWhere(request), defaultSort: declaration.defaultSort, deleted: true });
      return { ...result, data: await shaped(request, result.data) };
    },
    async restore(request, id) {
      await db.transaction(async (tx) => {
        const gone = await findDeletedOne(tx, source, id, writeWhere(request));
        if (!gone) throw notFound();
        await hooks.beforeRestore?.(gone, { request, db: tx, warnings: [] });
        // The create hooks' checks (a unique name taken meanwhile) hold at the database: a
        // restored row that now clashes fails on its constraint and the whole restore rolls back.
        // Only while it is still deleted: of two restores at once, the second finds the row
        // restored once the first commits (PostgreSQL re-reads it) and changes nothing.
        const restored = await tx
          .update(table)
          .set({ isDeleted: false, modifiedAt: new Date().toISOString(), modifiedById: request.session.userId, ...nextVersion() } as never)
          .where(notDeleted(source, and(eq(idColumn, id), writeWhere(request)), true))
          .returning({ id: idColumn });
        if (restored.length === 0) throw notFound();
        await recordChange(tx, { declaration, recordId: id, tenantId: buildingOf(gone), userId: request.session.userId, action: 'restore', source: 'restore', changes: {} });
      });
      return operations.byId(request, id);
    },
  };
  return operations;
}
