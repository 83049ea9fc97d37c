// A form's lookup list: PUT /api/{controller}/Lookup/{field} answers the rows the field may point
// at, as { value, label, building }. Its permission is the referring entity's (View, Create or
// Edit), not the looked-up entity's View: a Manager entering a bin count picks "Counted by" from
// the building's users without the right to open the Users list (issue #13). The rows are those
// the session reads of the looked-up entity (building scope, occupier scope, its hooks), and each
// carries its building's name, so same-named rows of different buildings can be told apart. The
// body may hold a filter over the looked-up entity's fields ({ filter }): a narrower list.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import type { FilterGroup } from '../../../domain/grid';
import { Qualifier } from '../../../domain/permissions';
import { packages } from '../../db/schema';
import { HttpError } from '../../errors';
import { parseGridQuery } from '../../grid';
import { requireAnyOf } from '../custom/guards';
import type { EntityOperations } from './operations';
import type { Row } from './queries';

/** The operations of every registered entity of one app, by key: a lookup reads its target's. */
const OPERATIONS = new WeakMap<FastifyInstance, Map<string, EntityOperations>>();
/**
 * The operations of each key's first registration, its own controller: what an export reads. A key
 * may be registered again for another list — the portfolio users' lookup over both kinds of
 * portfolio, after the operational kind's own — and that one serves lookups, never the export.
 */
const OWN_OPERATIONS = new WeakMap<FastifyInstance, Map<string, EntityOperations>>();

function mapOf(maps: WeakMap<FastifyInstance, Map<string, EntityOperations>>, app: FastifyInstance): Map<string, EntityOperations> {
  const byKey = maps.get(app) ?? new Map<string, EntityOperations>();
  maps.set(app, byKey);
  return byKey;
}

export function rememberOperations(app: FastifyInstance, ops: EntityOperations): void {
  const { key } = ops.declaration;
  mapOf(OPERATIONS, app).set(key, ops);
  const own = mapOf(OWN_OPERATIONS, app);
  if (!own.has(key)) own.set(key, ops);
}

/** The operations of an entity's own controller on this app (the exports read through them). */
export function ownOperationsOf(app: FastifyInstance, key: string): EntityOperations | undefined {
  return OWN_OPERATIONS.get(app)?.get(key);
}

export const lookupOptionSchema = z.object({ value: z.number().int(), label: z.string(), building: z.string().nullable() });
export type LookupOptionAnswer = z.infer<typeof lookupOptionSchema>;

/** Lookup fields over the plain list of their entity (the special lists of spec §7 have their own calls). */
export function plainLookupFields(declaration: EntityDeclaration): [string, FieldMeta][] {
  return Object.entries(declaration.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.kind === 'lookup' && meta.lookup && !meta.lookup.list);
}

async function buildingNames(app: FastifyInstance, rows: readonly Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.tenantId).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const found = await app.db.select({ tenantId: packages.tenantId, name: packages.name }).from(packages).where(inArray(packages.tenantId, ids));
  return new Map(found.map((b) => [b.tenantId, b.name]));
}

/**
 * A lookup narrows only by its rows' parents (`customerId = 7`): the caller may pick these rows
 * without the right to view them, so a condition on any other field (an e-mail, a phone) would
 * answer, one guess at a time, what the list never shows.
 */
function refuseNonParentFilters(target: EntityDeclaration, filter: FilterGroup | null | undefined): void {
  const fields = target.fields as Record<string, FieldMeta>;
  (filter?.filters ?? []).forEach((part, i) => {
    const parent = 'field' in part && part.operator === 'eq' && fields[part.field]?.kind === 'lookup';
    if (!parent) {
      throw new HttpError(400, 'The data is not valid.', { errors: { [`filter.filters.${i}.field`]: ['A lookup narrows only by a parent: field equals a record id'] } });
    }
  });
}

async function lookupOptions(app: FastifyInstance, request: FastifyRequest, meta: FieldMeta): Promise<LookupOptionAnswer[]> {
  const lookup = meta.lookup;
  const target = lookup && OPERATIONS.get(app)?.get(lookup.entity);
  if (!lookup || !target) throw new HttpError(404, 'No such lookup.');
  // A form opened from a parent's related list narrows the list to that parent's rows (a tenant's
  // services), with a filter over the looked-up entity's fields, checked as any grid filter.
  const { filter } = parseGridQuery({ filter: (request.body as { filter?: unknown } | null | undefined)?.filter });
  refuseNonParentFilters(target.declaration, filter);
  const rows = await target.all(request, { filter, sort: [{ field: lookup.labelField, dir: 'asc' }] });
  const names = await buildingNames(app, rows);
  return rows.map((row) => {
    const label = row[lookup.labelField];
    return {
      value: row.id,
      label: label === null || label === undefined || label === '' ? `#${row.id}` : String(label),
      building: typeof row.tenantId === 'number' ? (names.get(row.tenantId) ?? null) : null,
    };
  });
}

/** Registers the lookup lists of a declaration's plain lookup fields. */
export function registerLookupLists(app: FastifyInstance, declaration: EntityDeclaration, base: string, tags: string[]): void {
  const fields = new Map(plainLookupFields(declaration));
  if (fields.size === 0) return;
  const fieldNames = [...fields.keys()] as [string, ...string[]];
  app.put(
    `${base}/Lookup/:field`,
    {
      preHandler: requireAnyOf(declaration.area, [Qualifier.View, Qualifier.Create, Qualifier.Edit]),
      schema: {
        tags,
        summary: `The rows a ${declaration.label}'s lookup field may point at`,
        params: z.object({ field: z.enum(fieldNames) }),
        response: { 200: z.array(lookupOptionSchema) },
      },
    },
    async (request) => lookupOptions(app, request, fields.get((request.params as { field: string }).field) as FieldMeta),
  );
}
