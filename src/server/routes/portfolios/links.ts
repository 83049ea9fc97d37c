// The buildings of an operational portfolio and the tenants (customers) of a tenant portfolio:
// checked (live rows only), replaced as a whole on create and update, and read for the by-id
// answers.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { customers, packages, portfolioBuildings, portfolioCustomers } from '../../db/schema';
import { HttpError } from '../../errors';

export const linkedBuildingSchema = z.object({ tenantId: z.number().int(), name: z.string() });
export const linkedCustomerSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  tenantId: z.number().int(),
  buildingName: z.string(),
  status: z.number().int(),
});

function unknownIds(field: string, what: string, asked: readonly number[], found: readonly number[]): void {
  const missing = [...new Set(asked)].filter((id) => !found.includes(id));
  if (missing.length > 0) throw new HttpError(400, 'The data is not valid.', { errors: { [field]: [`Unknown ${what}: ${missing.join(', ')}`] } });
}

export async function replaceBuildings(db: Db, portfolioId: number, tenantIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tenantIds)];
  const live = ids.length === 0 ? [] : await db.select({ tenantId: packages.tenantId }).from(packages).where(and(inArray(packages.tenantId, ids), eq(packages.isDeleted, false)));
  unknownIds('tenantIds', 'building', ids, live.map((b) => b.tenantId));
  await db.delete(portfolioBuildings).where(eq(portfolioBuildings.portfolioId, portfolioId));
  if (ids.length > 0) await db.insert(portfolioBuildings).values(ids.map((tenantId) => ({ portfolioId, tenantId })));
}

export async function replaceCustomers(db: Db, portfolioId: number, customerIds: readonly number[]): Promise<void> {
  const ids = [...new Set(customerIds)];
  const live = ids.length === 0 ? [] : await db.select({ id: customers.id, tenantId: customers.tenantId }).from(customers).where(and(inArray(customers.id, ids), eq(customers.isDeleted, false)));
  unknownIds('customerIds', 'tenant', ids, live.map((c) => c.id));
  await db.delete(portfolioCustomers).where(eq(portfolioCustomers.portfolioId, portfolioId));
  if (live.length > 0) await db.insert(portfolioCustomers).values(live.map((c) => ({ portfolioId, tenantId: c.tenantId, customerId: c.id })));
}

export async function linkedBuildings(db: Db, portfolioId: number): Promise<z.infer<typeof linkedBuildingSchema>[]> {
  return db
    .select({ tenantId: packages.tenantId, name: packages.name })
    .from(portfolioBuildings)
    .innerJoin(packages, eq(packages.tenantId, portfolioBuildings.tenantId))
    .where(and(eq(portfolioBuildings.portfolioId, portfolioId), eq(packages.isDeleted, false)))
    .orderBy(asc(packages.name));
}

export async function linkedCustomers(db: Db, portfolioId: number): Promise<z.infer<typeof linkedCustomerSchema>[]> {
  return db
    .select({ customerId: customers.id, name: customers.name, tenantId: customers.tenantId, buildingName: packages.name, status: customers.status })
    .from(portfolioCustomers)
    .innerJoin(customers, eq(customers.id, portfolioCustomers.customerId))
    .innerJoin(packages, eq(packages.tenantId, customers.tenantId))
    .where(and(eq(portfolioCustomers.portfolioId, portfolioId), eq(customers.isDeleted, false)))
    .orderBy(asc(packages.name), asc(customers.name));
}
