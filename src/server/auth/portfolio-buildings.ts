// The buildings a portfolio user reaches: those of the operational portfolios they are linked to
// (optionally narrowed by portfolio_users.buildingIds), or the buildings of their tenant
// portfolios' customers.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portfolioBuildings, portfolioCustomers, portfolios, portfolioUsers } from '../db/schema';

export const PORTFOLIO_KIND = { operational: 1, tenant: 2 } as const;

export async function portfolioTenantIds(
  db: Db,
  userId: number,
  kind: keyof typeof PORTFOLIO_KIND,
  ownerOnly = false,
): Promise<number[]> {
  const links = portfolioUsers;
  const childTable = kind === 'operational' ? portfolioBuildings : portfolioCustomers;
  const rows = await db
    .select({ tenantId: childTable.tenantId, restrict: links.buildingIds, isOwner: links.isBuildingOwner })
    .from(links)
    .innerJoin(portfolios, eq(portfolios.id, links.portfolioId))
    .innerJoin(childTable, eq(childTable.portfolioId, portfolios.id))
    .where(
      and(
        eq(links.userId, userId),
        eq(links.isDeleted, false),
        eq(portfolios.isDeleted, false),
        eq(portfolios.kind, PORTFOLIO_KIND[kind]),
      ),
    );
  const ids = rows
    .filter((r) => (!ownerOnly || r.isOwner) && (!r.restrict || r.restrict.includes(r.tenantId)))
    .map((r) => r.tenantId);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Whether the user is a building owner in any of their operational portfolios. */
export async function isPortfolioBuildingOwner(db: Db, userId: number): Promise<boolean> {
  return (await portfolioTenantIds(db, userId, 'operational', true)).length > 0;
}
