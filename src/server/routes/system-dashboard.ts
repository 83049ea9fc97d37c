// GET /api/SystemDashboard/Get (spec §2.3 /systemDashboard): counts per area and the latest
// changes across the main tables, within the session's building scope. Every figure is counted by
// the database from live rows — collections and transactions through their rollups
// (db/schema/rollups.ts), kept exact in the writes' own transactions; nothing is estimated.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_STATES } from '../../domain/entities/config';
import { Area, Qualifier } from '../../domain/permissions';
import { buildingScope, requirePermission } from '../auth/guards';
import type { Db } from '../db/client';
import {
  collections,
  customers,
  equipment,
  furnitureItems,
  infrastructureAudits,
  packages,
  supportRequests,
  transactionRollups,
  transactions,
  users,
  wasteAudits,
} from '../db/schema';
import { rowsOf } from '../reports/sql';
import { readableCondition, type BuildingScope } from './generic/scope';

/** Collections are summed over this many days up to now. */
export const RECENT_COLLECTION_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 12;
/** Support requests in these states still need someone. */
export const OPEN_SUPPORT_STATES = SUPPORT_STATES.filter((s) => s !== 'Resolved' && s !== 'Closed');

const tilesSchema = z.object({
  buildings: z.number().int(),
  customers: z.number().int(),
  users: z.number().int(),
  collectionsLast30Days: z.number().int(),
  collectedKgLast30Days: z.number(),
  transactions: z.number().int(),
  audits: z.number().int(),
  furnitureItems: z.number().int(),
  equipmentCalibrationOverdue: z.number().int(),
  openSupportRequests: z.number().int(),
});

const activitySchema = z.object({
  /** The entity key of the registry (src/domain/entities), so the client can link to its screen. */
  entity: z.string(),
  id: z.number().int(),
  label: z.string(),
  tenantId: z.number().int().nullable(),
  action: z.enum(['Created', 'Modified']),
  at: z.string(),
  byUserId: z.number().int().nullable(),
  byUserName: z.string().nullable(),
});

export const systemDashboardSchema = z.object({
  tiles: tilesSchema,
  recentActivity: z.array(activitySchema),
  generatedAt: z.string(),
});
export type SystemDashboard = z.infer<typeof systemDashboardSchema>;
type Activity = z.infer<typeof activitySchema>;

/** A base-columns table with its building column (null for tables that are not building rows). */
interface Audited {
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  createdAt: PgColumn;
  modifiedAt: PgColumn;
  createdById: PgColumn;
  modifiedById: PgColumn;
  isDeleted: PgColumn;
}

const audited = <T extends PgTable & Omit<Audited, 'table'>>(table: T): Audited => ({
  table,
  id: table.id,
  tenantId: table.tenantId,
  createdAt: table.createdAt,
  modifiedAt: table.modifiedAt,
  createdById: table.createdById,
  modifiedById: table.modifiedById,
  isDeleted: table.isDeleted,
});

/** Live rows of the table that the scope may read (users and buildings carry tenantId, too). */
function visible(t: Pick<Audited, 'isDeleted' | 'tenantId'>, scope: BuildingScope, ...more: SQL[]): SQL | undefined {
  return and(eq(t.isDeleted, false), readableCondition('building', t.tenantId, scope), ...more);
}

async function countOf(db: Db, t: Audited, scope: BuildingScope, ...more: SQL[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.table).where(visible(t, scope, ...more));
  return Number(row?.n ?? 0);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Live collections since `since` and their kg: whole building days after the one `since` falls in
 * from the collection rollup, that first partial day from the collections (a day's rows, by index).
 */
async function collectedSince(db: Db, scope: BuildingScope, since: string): Promise<{ n: number; kg: number }> {
  const sinceDay = sql`(${since}::timestamptz AT TIME ZONE ${packages.timeZone})::date`;
  // Each building's first day is worked out once (AT TIME ZONE per rollup row cost PGlite ~10 µs a
  // row), and no zone is more than a day from UTC, so the day before `since`'s UTC date bounds the
  // rollup's index range whatever the building's zone.
  const lowest = new Date(Date.parse(since) - 86_400_000).toISOString().slice(0, 10);
  const inScope = readableCondition('building', packages.tenantId, scope) ?? sql`true`;
  const [rolled] = await rowsOf<{ n: string; kg: string }>(
    db,
    sql`WITH b AS MATERIALIZED (SELECT tenant_id, ${sinceDay} AS since_day FROM ${packages} WHERE ${inScope})
        SELECT coalesce(sum(r.collections), 0) AS n, coalesce(sum(r.net_kg), 0) AS kg
        FROM b JOIN collection_rollups r ON r.tenant_id = b.tenant_id
        WHERE r.grain = 'D' AND r.day >= ${lowest}::date AND r.day > b.since_day`,
  );
  const [firstDay] = await db
    .select({ n: count(), kg: sql<string>`coalesce(sum(${collections.netKg}), 0)` })
    .from(collections)
    .innerJoin(packages, eq(packages.tenantId, collections.tenantId))
    .where(
      and(
        visible(collections, scope),
        gte(collections.collectedAt, since),
        // A building's day ends less than 26 h after any moment in it (25 h on a DST change): the
        // index range stops there, not at now, before the zone is looked at row by row.
        lt(collections.collectedAt, new Date(Date.parse(since) + 26 * 3_600_000).toISOString()),
        sql`${collections.collectedAt} < ((${sinceDay} + 1)::timestamp AT TIME ZONE ${packages.timeZone})`,
      ),
    );
  return { n: Number(rolled?.n ?? 0) + Number(firstDay?.n ?? 0), kg: Number(rolled?.kg ?? 0) + Number(firstDay?.kg ?? 0) };
}

async function transactionCount(db: Db, scope: BuildingScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${transactionRollups.transactions}), 0)` })
    .from(transactionRollups)
    .where(readableCondition('building', transactionRollups.tenantId, scope));
  return Number(row?.n ?? 0);
}

async function tilesOf(db: Db, scope: BuildingScope): Promise<z.infer<typeof tilesSchema>> {
  const since = new Date(Date.now() - RECENT_COLLECTION_DAYS * 86_400_000).toISOString();
  const collected = await collectedSince(db, scope, since);
  const [buildings, customerCount, userCount, transactionTotal, waste, infrastructure, furniture, overdue, support] =
    await Promise.all([
      countOf(db, audited(packages), scope),
      countOf(db, audited(customers), scope),
      countOf(db, audited(users), scope),
      transactionCount(db, scope),
      countOf(db, audited(wasteAudits), scope),
      countOf(db, audited(infrastructureAudits), scope),
      countOf(db, audited(furnitureItems), scope),
      countOf(db, audited(equipment), scope, isNotNull(equipment.calibrationDueDate), lt(equipment.calibrationDueDate, today())),
      countOf(db, audited(supportRequests), scope, inArray(supportRequests.state, [...OPEN_SUPPORT_STATES])),
    ]);
  return {
    buildings,
    customers: customerCount,
    users: userCount,
    collectionsLast30Days: collected.n,
    collectedKgLast30Days: Math.round(collected.kg * 100) / 100,
    transactions: transactionTotal,
    audits: waste + infrastructure,
    furnitureItems: furniture,
    equipmentCalibrationOverdue: overdue,
    openSupportRequests: support,
  };
}

/** Where recent activity is read from, with the text that names a row. */
const ACTIVITY_SOURCES: ReadonlyArray<{ entity: string; source: Audited; label: SQL<string> }> = [
  { entity: 'buildings', source: audited(packages), label: sql<string>`${packages.name}` },
  { entity: 'customers', source: audited(customers), label: sql<string>`${customers.name}` },
  { entity: 'users', source: audited(users), label: sql<string>`${users.userName}` },
  {
    entity: 'collections',
    source: audited(collections),
    label: sql<string>`'Collection of ' || ${collections.netKg}::text || ' kg'`,
  },
  {
    entity: 'transactions',
    source: audited(transactions),
    label: sql<string>`coalesce(${transactions.invoiceNo}, ${transactions.docketNo}, 'Transaction ' || ${transactions.transactionDate}::text)`,
  },
  { entity: 'wasteAudits', source: audited(wasteAudits), label: sql<string>`${wasteAudits.title}` },
  {
    entity: 'infrastructureAudits',
    source: audited(infrastructureAudits),
    label: sql<string>`'Infrastructure audit ' || ${infrastructureAudits.auditDate}::text`,
  },
  {
    entity: 'furnitureItems',
    source: audited(furnitureItems),
    label: sql<string>`coalesce(${furnitureItems.assetTag}, 'Furniture item ' || ${furnitureItems.id}::text)`,
  },
  { entity: 'equipment', source: audited(equipment), label: sql<string>`${equipment.serialNumber}` },
  { entity: 'supportRequests', source: audited(supportRequests), label: sql<string>`${supportRequests.subject}` },
];

/**
 * The latest changed live rows of one source. Ordered by coalesce(modified_at, created_at), id: on
 * collections that is an index (collections_live_activity / _tenant_activity, schema/collections.ts)
 * read from its end, which tests/server/system-dashboard.test.ts checks in the plan.
 */
export function latestChangesQuery(db: Db, entity: string, scope: BuildingScope, limit: number) {
  const found = ACTIVITY_SOURCES.find((s) => s.entity === entity);
  if (!found) throw new Error(`No activity source ${entity}`);
  const { source: t, label } = found;
  const at = sql<string>`coalesce(${t.modifiedAt}, ${t.createdAt})`;
  return db
    .select({
      id: sql<number>`${t.id}`,
      tenantId: sql<number | null>`${t.tenantId}`,
      label,
      at,
      modified: sql<boolean>`${t.modifiedAt} is not null`,
      byUserId: sql<number | null>`coalesce(${t.modifiedById}, ${t.createdById})`,
    })
    .from(t.table)
    .where(visible(t, scope))
    .orderBy(desc(at), desc(t.id))
    .limit(limit);
}

async function recentActivityOf(db: Db, scope: BuildingScope, limit: number): Promise<Activity[]> {
  const perSource = await Promise.all(
    ACTIVITY_SOURCES.map(async ({ entity }) => {
      const rows = await latestChangesQuery(db, entity, scope, limit);
      return rows.map((r) => ({ ...r, entity }));
    }),
  );
  const latest = perSource
    .flat()
    .map((r) => ({ ...r, at: new Date(r.at).toISOString() }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .slice(0, limit);
  const userIds = [...new Set(latest.map((r) => r.byUserId).filter((id): id is number => id !== null))];
  const names = userIds.length
    ? await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, userIds))
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.userName]));
  return latest.map((r) => ({
    entity: r.entity,
    id: Number(r.id),
    label: r.label ?? '',
    tenantId: r.tenantId === null ? null : Number(r.tenantId),
    action: r.modified ? 'Modified' : 'Created',
    at: r.at,
    byUserId: r.byUserId === null ? null : Number(r.byUserId),
    byUserName: r.byUserId === null ? null : (nameOf.get(Number(r.byUserId)) ?? null),
  }));
}

/** The dashboard's figures for a building scope ('all' is the administrator's system view). */
export async function systemDashboardFigures(db: Db, scope: BuildingScope, activityLimit = RECENT_ACTIVITY_LIMIT): Promise<SystemDashboard> {
  const [tiles, recentActivity] = await Promise.all([tilesOf(db, scope), recentActivityOf(db, scope, activityLimit)]);
  return { tiles, recentActivity, generatedAt: new Date().toISOString() };
}

export async function systemDashboardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/SystemDashboard/Get',
    {
      preHandler: requirePermission(Area.SystemDashboard, Qualifier.View),
      schema: {
        tags: ['SystemDashboard'],
        summary: 'Counts per area and recent activity within the session’s buildings',
        response: { 200: systemDashboardSchema },
      },
    },
    async (request) => systemDashboardFigures(app.db, buildingScope(request)),
  );
}
