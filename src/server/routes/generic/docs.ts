// Request and response schemas of the generic routes, for /api/docs. Bodies are documented, not
// validated by the route: the handler parses them itself with the declaration's schema (which may
// carry refinements a rebuilt object would lose) beside the id/status/tenantId envelope. Responses
// are loose so a serialiser never refuses a stored row over a rule the row predates.
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifySchemaCompiler } from 'fastify';
import type { EntityDeclaration, FieldKind, FieldMeta } from '../../../domain/entity';
import { filterGroupSchema, gridQuerySchema, sortDescriptorSchema } from '../../../domain/grid';
import { INT32_MAX } from '../../../domain/grid-limits';
import { idWireSchema } from '../ids';
import type { EntitySource } from './source';

function wireType(kind: FieldKind): z.ZodType {
  switch (kind) {
    case 'int':
    case 'decimal':
    case 'money':
    case 'percent':
    case 'lookup':
      return z.number().nullable();
    case 'bool':
      return z.boolean().nullable();
    case 'enum':
      return z.unknown();
    default:
      return z.string().nullable();
  }
}

export function rowSchema(declaration: EntityDeclaration, source: EntitySource): z.ZodType {
  const metas = declaration.fields as Record<string, FieldMeta>;
  // Only the base columns the table has: report exports have no createdAt or modifiedAt, and their
  // status is the export's state ('Completed'), not Active/Inactive.
  const shape: Record<string, z.ZodType> = { id: idWireSchema(source.columns.id) };
  const status = source.columns.status;
  if (status) shape.status = status.dataType === 'number' ? z.number().int().describe('Active = 0, Inactive = 1') : z.string();
  if (source.columns.createdAt) shape.createdAt = z.string();
  if (source.columns.modifiedAt) shape.modifiedAt = z.string().nullable();
  if (source.columns.version) shape.version = z.number().int().describe('Send it back with PutEntity: a stale one answers 409 (generic/versions.ts)');
  if (source.columns.tenantId && declaration.scope !== 'global') shape.tenantId = z.number().int().nullable();
  for (const name of Object.keys(source.selection)) {
    const meta = metas[name];
    if (meta) shape[name] = wireType(meta.kind).describe(meta.label);
    else if (name.endsWith('Label') && metas[name.slice(0, -'Label'.length)]) {
      shape[name] = z.string().nullable().describe(`Label of ${name.slice(0, -'Label'.length)}`);
    }
  }
  return z.looseObject(shape).describe(declaration.label);
}

/** The body of CreateEntity (update: with id), as documentation. */
export function bodySchema(declaration: EntityDeclaration, withId: boolean): z.ZodType {
  const envelope: Record<string, z.ZodType> = {
    status: z.union([z.literal(0), z.literal(1)]).optional(),
  };
  if (withId) {
    envelope.id = z.number().int().positive().max(INT32_MAX);
    envelope.version = z.number().int().positive().max(INT32_MAX).optional().describe('The version read; stale → 409 with `current`. Left out: the last writer wins');
  }
  if (declaration.scope !== 'global') {
    envelope.tenantId = z.number().int().positive().max(INT32_MAX).optional().describe('Only when the session has no building');
  }
  return z.object({ ...declaration.schema.shape, ...envelope });
}

export const getAllBodySchema = z
  .looseObject({ filter: filterGroupSchema.nullish(), sort: z.array(sortDescriptorSchema).optional(), search: gridQuerySchema.shape.search })
  .nullish();
export const gridBodySchema = gridQuerySchema;
export { idParamsSchema } from '../ids';

/** Params and query are validated by zod; bodies pass through to the handler's own parse. */
export const documentedBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

export const messageSchema = z.object({ message: z.string() });
