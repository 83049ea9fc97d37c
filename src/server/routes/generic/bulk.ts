// Bulk delete and bulk update of one entity (issue #14 item 5): one request, rows named by id or by
// the grid's filter, each row checked against the session's scope by the server and written
// through the same operation as a single delete or edit (hooks, lookups, history). One
// transaction; a row that fails is rolled back to its own savepoint and reported, the rest stand.
import { and, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { BULK_MAX_IDS, BULK_MAX_MATCHING, type BulkRefusal, type BulkResult } from '../../../domain/bulk';
import type { FieldMeta } from '../../../domain/entity';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { parseGridQuery } from '../../grid';
import type { EntityOperations } from './operations';
import { findIds, findOne, notDeleted, type Row } from './queries';
import { StaleVersion } from './versions';

const idSchema = z.number({ error: 'A record id (a whole number)' }).int().min(1).max(2147483647);
const targetSchema = z
  .object({
    ids: z.array(idSchema).min(1, 'Select at least one row').max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} ids; select all matching rows instead`).optional(),
    filter: z.unknown().optional(),
    search: z.unknown().optional(),
    allMatching: z.literal(true).optional(),
  })
  .refine((b) => (b.ids !== undefined) !== (b.allMatching === true), { message: 'Send ids, or allMatching with the filter', path: ['ids'] });

function invalid(field: string, text: string): HttpError {
  return new HttpError(400, 'The data is not valid.', { errors: { [field]: [text] } });
}

function parseOrThrow<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalid(issue?.path.join('.') || '_', issue?.message ?? 'Not valid');
}

/** The rows the request names that the session may change, and the refused ids with why. */
async function targetRows(db: Db, ops: EntityOperations, request: FastifyRequest, body: unknown): Promise<{ ids: number[]; refused: BulkResult['refused'] }> {
  const target = parseOrThrow(targetSchema, body);
  const { source } = ops;
  const idColumn = source.columns.id;
  if (!idColumn) throw new Error('The entity table has no id column');
  const scope = and(ops.readWhere(request), ops.writeWhere(request));
  if (target.allMatching) {
    const query = parseGridQuery({ filter: target.filter, ...(target.search === undefined ? {} : { search: target.search }) });
    const ids = await findIds(db, source, query, { scopeWhere: scope, defaultSort: { field: 'id', dir: 'asc' }, cap: BULK_MAX_MATCHING + 1 });
    if (ids.length > BULK_MAX_MATCHING) throw invalid('filter', `More than ${BULK_MAX_MATCHING.toLocaleString('en-AU')} rows match; narrow the filter`);
    return { ids, refused: [] };
  }
  const asked = [...new Set(target.ids ?? [])];
  const writable = await db.select({ id: idColumn }).from(source.table).where(notDeleted(source, and(inArray(idColumn, asked), scope)));
  const ok = new Set(writable.map((r) => r.id as number));
  const others = asked.filter((id) => !ok.has(id));
  const existing = others.length === 0 ? [] : await db.select({ id: idColumn }).from(source.table).where(notDeleted(source, inArray(idColumn, others)));
  const exists = new Set(existing.map((r) => r.id as number));
  return {
    ids: asked.filter((id) => ok.has(id)),
    refused: others.map((id) =>
      exists.has(id)
        ? { id, reason: 'outOfScope' as const, message: 'Outside your buildings or tenant' }
        : { id, reason: 'notFound' as const, message: 'Not found' },
    ),
  };
}

function refusalOf(error: unknown): { reason: BulkRefusal; message: string } {
  if (error instanceof HttpError) {
    const reason: BulkRefusal = error.status === 404 ? 'notFound' : error.status === 403 ? 'outOfScope' : error.status === 400 ? 'invalid' : 'conflict';
    const detail = error.errors ? Object.values(error.errors).flat().join('; ') : '';
    return { reason, message: detail ? `${error.message} ${detail}` : error.message };
  }
  if (error instanceof z.ZodError) return { reason: 'invalid', message: error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  if (error instanceof StaleVersion) return { reason: 'conflict', message: 'Changed meanwhile' };
  throw error;
}

/** Runs `write` for each row in one transaction, each in its own savepoint. */
async function eachRow(db: Db, ids: readonly number[], refused: BulkResult['refused'], write: (tx: Db, id: number) => Promise<void>): Promise<BulkResult> {
  let changed = 0;
  await db.transaction(async (tx) => {
    for (const id of ids) {
      try {
        await tx.transaction((savepoint) => write(savepoint as unknown as Db, id));
        changed++;
      } catch (error) {
        refused.push({ id, ...refusalOf(error) });
      }
    }
  });
  return { changed, refused };
}

export async function bulkDelete(db: Db, ops: EntityOperations, request: FastifyRequest): Promise<BulkResult> {
  const { ids, refused } = await targetRows(db, ops, request, request.body);
  return eachRow(db, ids, refused, (tx, id) => ops.removeIn(tx, request, id, 'bulk'));
}

/** The declared fields a bulk update may set. */
export function bulkEditableFields(ops: EntityOperations): string[] {
  return Object.entries(ops.declaration.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => meta.bulkEdit === true && meta.kind !== 'secret' && !meta.readOnly)
    .map(([name]) => name);
}

/**
 * A row's declared values as an update body: what the form would send back unchanged, with the
 * version it read — so an edit committed after this read is a conflict, not silently undone.
 */
function bodyOf(ops: EntityOperations, row: Row): Record<string, unknown> {
  const body: Record<string, unknown> = { id: row.id };
  if (typeof row.version === 'number') body.version = row.version;
  for (const [name, meta] of Object.entries(ops.declaration.fields as Record<string, FieldMeta>)) {
    if (meta.kind === 'secret' || meta.readOnly) continue;
    const value = row[name];
    if (value !== null && value !== undefined) body[name] = value;
  }
  return body;
}

export async function bulkUpdate(db: Db, ops: EntityOperations, request: FastifyRequest): Promise<BulkResult> {
  const body = (request.body ?? {}) as { field?: unknown; value?: unknown };
  const editable = bulkEditableFields(ops);
  if (typeof body.field !== 'string' || !editable.includes(body.field)) {
    throw invalid('field', editable.length > 0 ? `One of: ${editable.join(', ')}` : 'This list has no field to set on many rows');
  }
  const field = body.field;
  const shape = (ops.declaration.schema as unknown as { shape: Record<string, ZodType> }).shape;
  const fieldSchema = shape[field];
  const value = fieldSchema ? parseOrThrow(z.object({ value: fieldSchema }), { value: body.value }).value : body.value;
  const { ids, refused } = await targetRows(db, ops, request, request.body);
  return eachRow(db, ids, refused, async (tx, id) => {
    const row = await findOne(tx, ops.source, id, undefined);
    if (!row) throw new HttpError(404, 'Not found');
    await ops.updateIn(tx, request, { ...bodyOf(ops, row), [field]: value ?? null }, 'bulk');
  });
}
