// The rows a report may read: the session's buildings (narrowed, never widened, by the filter's
// tenantIds) and, for occupier-bound sessions and the tenant-portfolio report, the customers whose
// data it shows. Resolved when the request arrives and stored with an export job, so the worker
// renders exactly what the requester could see.
import { and, eq, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import type { Session } from '../auth/session';
import type { Db } from '../db/client';
import { packages, portfolioCustomers, portfolios, portfolioUsers } from '../db/schema';
import { PORTFOLIO_KIND } from '../auth/portfolio-buildings';

export interface ReportScope {
  /** Buildings the report covers (after the filter). */
  tenantIds: number[];
  /** Every building the session may pick from (for the page's building filter). */
  scopeTenantIds: number[];
  /** null: every customer of those buildings. */
  customerIds: number[] | null;
}

const TENANT_PORTFOLIO_ROLES = new Set(['tenantPortfolioUser', 'tenantPortfolioBuildingUser']);

async function liveBuildingIds(db: Db): Promise<number[]> {
  const rows = await db.select({ tenantId: packages.tenantId }).from(packages).where(eq(packages.isDeleted, false));
  return rows.map((r) => r.tenantId).sort((a, b) => a - b);
}

/** Customers of the tenant portfolios the user is linked to; every portfolio tenancy for others. */
async function tenantPortfolioCustomers(db: Db, userId: number, linkedOnly: boolean): Promise<number[]> {
  const base = db
    .selectDistinct({ customerId: portfolioCustomers.customerId })
    .from(portfolioCustomers)
    .innerJoin(portfolios, eq(portfolios.id, portfolioCustomers.portfolioId));
  const live = and(eq(portfolios.isDeleted, false), eq(portfolios.kind, PORTFOLIO_KIND.tenant));
  const rows = linkedOnly
    ? await base
        .innerJoin(portfolioUsers, eq(portfolioUsers.portfolioId, portfolios.id))
        .where(and(live, eq(portfolioUsers.userId, userId), eq(portfolioUsers.isDeleted, false)))
    : await base.where(live);
  return rows.map((r) => r.customerId).sort((a, b) => a - b);
}

function intersect(a: number[] | null, b: number[] | null): number[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const keep = new Set(b);
  return a.filter((x) => keep.has(x));
}

export async function resolveReportScope(
  db: Db,
  session: Pick<Session, 'userId' | 'roleKey' | 'customerId' | 'scope'>,
  type: ReportType,
  filters: Pick<ReportFilters, 'tenantIds'>,
): Promise<ReportScope> {
  const scopeTenantIds = session.scope === 'all' ? await liveBuildingIds(db) : [...session.scope];
  const wanted = filters.tenantIds?.length ? new Set(filters.tenantIds) : null;
  const tenantIds = wanted ? scopeTenantIds.filter((t) => wanted.has(t)) : scopeTenantIds;

  let customerIds: number[] | null = session.customerId === null ? null : [session.customerId];
  const bound = TENANT_PORTFOLIO_ROLES.has(session.roleKey);
  if (type === 'TenantPortfolio' || bound) {
    customerIds = intersect(customerIds, await tenantPortfolioCustomers(db, session.userId, bound));
  }
  return { tenantIds, scopeTenantIds, customerIds };
}

/** The buildings' names, for titles and filters. */
export async function buildingNames(db: Db, tenantIds: readonly number[]): Promise<{ tenantId: number; name: string }[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db
    .select({ tenantId: packages.tenantId, name: packages.name })
    .from(packages)
    .where(sql`${packages.tenantId} IN (${sql.join(
      tenantIds.map((t) => sql`${t}`),
      sql`, `,
    )})`)
    .orderBy(packages.name);
  return rows;
}
