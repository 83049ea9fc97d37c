// The portfolio forms' lookups (spec §7, §9: page 1, up to 1000 rows): buildings, buildings that
// have tenants, and the tenants of a building — each within the session's building scope.
import { and, asc, count, eq, exists, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FilterGroup, FilterLeaf } from '../../../domain/grid';
import { filterLeafSchema } from '../../../domain/grid';
import { recordIdSchema } from '../ids';
import { buildingScope } from '../../auth/guards';
import type { Db } from '../../db/client';
import { customers, packages } from '../../db/schema';
import { filterToSql, GridQueryError, type GridFields } from '../../grid';
import { lookupPaging, pagingQueryFields, withBoundedPage, type PagingQuery } from '../custom/paging';
import { readableCondition } from '../generic/scope';

export const buildingLookupSchema = z.object({ id: z.number().int(), tenantId: z.number().int(), name: z.string(), tenantName: z.string(), status: z.number().int() });
export const customerLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  tenantId: z.number().int(),
  buildingName: z.string(),
  status: z.number().int().describe('Active = 0, Inactive = 1'),
});

export const customersQuerySchema = withBoundedPage(
  pagingQueryFields
    .extend({
      tenantId: recordIdSchema.optional().describe('Shorthand for filter tenantId eq …'),
      isAllowInactiveTenants: z.stringbool().optional().describe('Include inactive tenants'),
    })
    .loose(),
).describe('Also a Kendo filter in the query string: filter[logic]=and&filter[filters][0][field]=tenantId&filter[filters][0][operator]=eq&filter[filters][0][value]=3');

/** Fields a GetCustomers filter may name. */
const CUSTOMER_FIELDS: GridFields = {
  id: { expr: customers.id, kind: 'int' },
  tenantId: { expr: customers.tenantId, kind: 'int' },
  name: { expr: customers.name, kind: 'text' },
  code: { expr: customers.code, kind: 'text' },
  status: { expr: customers.status, kind: 'int' },
};

const LEAF_KEY = /^filter\[filters\]\[(\d+)\]\[(field|operator|value)\]$/;

/** The filter of a Kendo query string (filter[logic], filter[filters][i][field|operator|value]) and tenantId=…. */
export function customersFilter(query: Record<string, unknown>): FilterGroup | undefined {
  const leaves = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(query)) {
    const match = LEAF_KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    leaves.set(index, { ...leaves.get(index), [match[2] as string]: value });
  }
  const filters: FilterLeaf[] = [...leaves.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, leaf]) => {
      const parsed = filterLeafSchema.safeParse(leaf);
      if (!parsed.success) throw new GridQueryError(`Invalid filter at filters.${index}`);
      return parsed.data;
    });
  if (query.tenantId !== undefined) filters.push({ field: 'tenantId', operator: 'eq', value: query.tenantId as number });
  if (filters.length === 0) return undefined;
  const logic = query['filter[logic]'] ?? 'and';
  if (logic !== 'and' && logic !== 'or') throw new GridQueryError('Invalid filter logic');
  return { logic, filters };
}

function buildingsInScope(request: FastifyRequest): SQL | undefined {
  return and(eq(packages.isDeleted, false), readableCondition('building', packages.tenantId, buildingScope(request)));
}

/** A lookup page: the rows of one page and the count of all, read together. */
async function counted<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<{ data: T[]; total: number }> {
  const [data, [all]] = await Promise.all([rows, total]);
  return { data, total: Number(all?.n ?? 0) };
}

export async function buildingPage(db: Db, request: FastifyRequest, paging: PagingQuery, onlyWithTenants: boolean) {
  const hasTenants = exists(
    db.select({ one: customers.id }).from(customers).where(and(eq(customers.tenantId, packages.tenantId), eq(customers.isDeleted, false), eq(customers.status, 0))),
  );
  const where = and(buildingsInScope(request), onlyWithTenants ? hasTenants : undefined);
  const { limit, offset } = lookupPaging(paging);
  const columns = { id: packages.id, tenantId: packages.tenantId, name: packages.name, tenantName: packages.tenantName, status: packages.status };
  return counted(
    db.select(columns).from(packages).where(where).orderBy(asc(packages.name), asc(packages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(packages).where(where),
  );
}

export async function customerPage(db: Db, request: FastifyRequest, query: z.infer<typeof customersQuerySchema>) {
  const where = and(
    eq(customers.isDeleted, false),
    query.isAllowInactiveTenants ? undefined : eq(customers.status, 0),
    readableCondition('building', customers.tenantId, buildingScope(request)),
    filterToSql(customersFilter(query), CUSTOMER_FIELDS),
  );
  const { limit, offset } = lookupPaging(query);
  const columns = { id: customers.id, name: customers.name, code: customers.code, tenantId: customers.tenantId, buildingName: packages.name, status: customers.status };
  return counted(
    db.select(columns).from(customers).innerJoin(packages, eq(packages.tenantId, customers.tenantId)).where(where).orderBy(asc(customers.name), asc(customers.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(customers).where(where),
  );
}
