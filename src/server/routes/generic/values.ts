// A create/update body → the column values to write. The declaration's schema is the validation
// (zod 4: never .pick/.omit/.extend it, it may carry refinements); the id, status and tenantId
// that sit beside the declared fields are parsed by a schema of their own, and both sets of
// issues are reported together.
import { z } from 'zod';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import { bodyRecordId } from '../ids';
import type { EntitySource } from './source';

export type Values = Record<string, unknown>;

const envelopeSchema = z.object({
  id: bodyRecordId().optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Active (0) or Inactive (1)' }).optional(),
  tenantId: bodyRecordId('Choose a building').nullish(),
  /** The version the client read (generic/versions.ts); left out, the last writer wins. */
  version: z.number({ error: 'The version the record was read at (a whole number)' }).int().positive().max(2147483647).optional(),
});

/** Columns the server owns: never taken from a body. */
const SERVER_COLUMNS = new Set(['id', 'createdAt', 'createdById', 'modifiedAt', 'modifiedById', 'isDeleted', 'version']);

export interface ParsedBody {
  values: Values;
  id: number | undefined;
  status: 0 | 1 | undefined;
  tenantId: number | null | undefined;
  version: number | undefined;
}

export function parseBody(declaration: EntityDeclaration, body: unknown, requireId: boolean): ParsedBody {
  const input = body ?? {};
  const declared = declaration.schema.safeParse(input);
  const envelope = envelopeSchema.safeParse(input);
  const issues = [...(declared.error?.issues ?? []), ...(envelope.error?.issues ?? [])];
  if (requireId && envelope.success && envelope.data.id === undefined) {
    issues.push({ code: 'custom', message: 'Required', path: ['id'], input: undefined });
  }
  if (issues.length > 0 || !declared.success || !envelope.success) throw new z.ZodError(issues);
  const { id, status, tenantId, version } = envelope.data;
  return { values: declared.data as Values, id, status, tenantId, version };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The writable columns among the parsed values: declared, present in the table, not read-only and
 * not server-owned. A building's rows get their tenantId from the scope, never from the body. A
 * blank secret on update keeps the stored one.
 */
export function writableValues(declaration: EntityDeclaration, source: EntitySource, parsed: ParsedBody, mode: 'create' | 'update'): Values {
  const metas = declaration.fields as Record<string, FieldMeta>;
  const out: Values = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    const meta = metas[name];
    if (!source.columns[name] || SERVER_COLUMNS.has(name) || meta?.readOnly) continue;
    if (name === 'tenantId' && declaration.scope !== 'global') continue;
    if (meta?.kind === 'secret' && mode === 'update' && isBlank(value)) continue;
    out[name] = value;
  }
  if (parsed.status !== undefined && source.columns.status) out.status = parsed.status;
  return out;
}
