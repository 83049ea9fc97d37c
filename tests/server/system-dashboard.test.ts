// GET /api/SystemDashboard/Get over real HTTP: guard, counts that follow the rows written, the
// building scope, and recent activity with who and when.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { collections, collectionServices, customers, equipment, supportRequests, users, wasteStreams } from '../../src/server/db/schema';
import { latestChangesQuery, systemDashboardFigures, type SystemDashboard } from '../../src/server/routes/system-dashboard';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

const HARBOUR = 1;
const COLLINS = 2;
const DAY_MS = 86_400_000;

let server: TestServer;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server.url, 'admin');
  const [admin] = await server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
  adminId = admin!.id;
});
afterAll(() => server?.close());

async function dashboard(): Promise<SystemDashboard> {
  const result = await api(server.url, adminToken, 'GET', '/api/SystemDashboard/Get');
  expect(result.status).toBe(200);
  return result.body as SystemDashboard;
}

/** A collection in `tenantId` collected `daysAgo` days ago, with the service and stream it needs. */
async function addCollection(db: Db, tenantId: number, netKg: number, daysAgo: number): Promise<number> {
  const tag = `${tenantId}-${daysAgo}-${Math.random().toString(36).slice(2, 8)}`;
  const [stream] = await db
    .insert(wasteStreams)
    .values({ name: `Stream ${tag}`, code: tag.slice(-6).toUpperCase(), fate: 'Recycling' })
    .returning({ id: wasteStreams.id });
  const [service] = await db
    .insert(collectionServices)
    .values({ tenantId, name: `Service ${tag}`, wasteStreamId: stream!.id, qrCode: `QR-${tag}` })
    .returning({ id: collectionServices.id });
  const [row] = await db
    .insert(collections)
    .values({
      tenantId,
      collectedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      collectionServiceId: service!.id,
      wasteStreamId: stream!.id,
      netKg,
      createdById: adminId,
    })
    .returning({ id: collections.id });
  return row!.id;
}

describe('GET /api/SystemDashboard/Get', () => {
  it('needs a session (401) and View on SystemDashboard (403)', async () => {
    expect((await api(server.url, null, 'GET', '/api/SystemDashboard/Get')).status).toBe(401);
    const manager = await signIn(server.url, 'manager');
    const refused = await api(server.url, manager, 'GET', '/api/SystemDashboard/Get');
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toMatch(/no permission/);
  });

  it('counts the seeded buildings and users for the administrator system-wide', async () => {
    const { tiles } = await dashboard();
    const liveUsers = await server.db.select({ id: users.id }).from(users).where(eq(users.isDeleted, false));
    expect(tiles.buildings).toBeGreaterThanOrEqual(4);
    expect(tiles.users).toBe(liveUsers.length);
  });

  it('follows the rows written: customers, collections of the last 30 days and their kg, overdue equipment, open requests', async () => {
    const before = await dashboard();
    const db = server.db;
    await db.insert(customers).values({ tenantId: HARBOUR, name: 'Dashboard Test Pty Ltd', createdById: adminId });
    await addCollection(db, HARBOUR, 120.5, 2);
    await addCollection(db, COLLINS, 80, 10);
    // Older than the window: neither counted nor summed.
    await addCollection(db, HARBOUR, 999, 45);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const nextYear = new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10);
    await db.insert(equipment).values([
      { tenantId: HARBOUR, serialNumber: 'DASH-OVERDUE-1', equipmentType: 'Scale', calibrationDueDate: yesterday },
      { tenantId: HARBOUR, serialNumber: 'DASH-CURRENT-1', equipmentType: 'Scale', calibrationDueDate: nextYear },
    ]);
    await db.insert(supportRequests).values([
      { tenantId: COLLINS, subject: 'Scale offline', description: 'The dock scale shows no weight.', state: 'Open' },
      { tenantId: COLLINS, subject: 'Old issue', description: 'Fixed already.', state: 'Closed' },
    ]);
    // A deleted customer is not counted.
    await db.insert(customers).values({ tenantId: HARBOUR, name: 'Deleted Customer', isDeleted: true });

    const after = await dashboard();
    expect(after.tiles.customers - before.tiles.customers).toBe(1);
    expect(after.tiles.collectionsLast30Days - before.tiles.collectionsLast30Days).toBe(2);
    expect(after.tiles.collectedKgLast30Days - before.tiles.collectedKgLast30Days).toBeCloseTo(200.5, 2);
    expect(after.tiles.equipmentCalibrationOverdue - before.tiles.equipmentCalibrationOverdue).toBe(1);
    expect(after.tiles.openSupportRequests - before.tiles.openSupportRequests).toBe(1);
  });

  it('lists the latest changes first, with who made them', async () => {
    const db = server.db;
    await db.insert(customers).values({ tenantId: HARBOUR, name: 'Newest Tenant Co', createdById: adminId });
    const { recentActivity } = await dashboard();
    expect(recentActivity.length).toBeGreaterThan(0);
    const newest = recentActivity[0]!;
    expect(newest).toMatchObject({ entity: 'customers', label: 'Newest Tenant Co', tenantId: HARBOUR, action: 'Created', byUserName: 'admin' });
    const times = recentActivity.map((a) => Date.parse(a.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reports a modification as such', async () => {
    const db = server.db;
    const [row] = await db
      .insert(customers)
      .values({ tenantId: COLLINS, name: 'Edited Tenant', createdById: adminId, createdAt: '2020-01-01T00:00:00Z' })
      .returning({ id: customers.id });
    await db.update(customers).set({ modifiedAt: new Date().toISOString(), modifiedById: adminId }).where(eq(customers.id, row!.id));
    const { recentActivity } = await dashboard();
    expect(recentActivity.find((a) => a.entity === 'customers' && a.id === row!.id)).toMatchObject({ action: 'Modified', byUserName: 'admin' });
  });
});

describe('building scope', () => {
  it('counts only the rows of the buildings in scope', async () => {
    const db = server.db;
    const harbourBefore = await systemDashboardFigures(db, [HARBOUR]);
    const collinsBefore = await systemDashboardFigures(db, [COLLINS]);
    await db.insert(customers).values({ tenantId: COLLINS, name: 'Collins Only Co', createdById: adminId });
    await addCollection(db, COLLINS, 55, 1);
    const harbourAfter = await systemDashboardFigures(db, [HARBOUR]);
    const collinsAfter = await systemDashboardFigures(db, [COLLINS]);

    expect(harbourAfter.tiles).toEqual(harbourBefore.tiles);
    expect(harbourAfter.tiles.buildings).toBe(1);
    expect(collinsAfter.tiles.customers - collinsBefore.tiles.customers).toBe(1);
    expect(collinsAfter.tiles.collectionsLast30Days - collinsBefore.tiles.collectionsLast30Days).toBe(1);
    expect(harbourAfter.recentActivity.every((a) => a.tenantId === HARBOUR)).toBe(true);
    expect(collinsAfter.recentActivity.map((a) => a.label)).toContain('Collins Only Co');
  });

  it('an empty scope sees nothing', async () => {
    const { tiles, recentActivity } = await systemDashboardFigures(server.db, []);
    expect(Object.values(tiles).every((n) => n === 0)).toBe(true);
    expect(recentActivity).toEqual([]);
  });
});

describe('latest changes at scale', () => {
  /** The plan of the dashboard's own collections query, with sequential scans ruled out. */
  async function planOf(scope: 'all' | number[]): Promise<string> {
    const query = latestChangesQuery(server.db, 'collections', scope, 12).toSQL();
    return server.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = (await tx.execute(sql.raw(`EXPLAIN ${inline(query.sql, query.params)}`))) as unknown as { rows: Record<string, string>[] };
      return explained.rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }
  /** EXPLAIN takes no bind parameters here: the numbers and strings written in. */
  const inline = (text: string, params: unknown[]) =>
    text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });

  it('reads the newest live collections from the end of an index, without sorting the table', async () => {
    const all = await planOf('all');
    expect(all).toMatch(/Index Scan Backward using collections_live_activity/);
    expect(all).not.toMatch(/Sort/);
    const one = await planOf([HARBOUR]);
    // Either live-row index read backwards: PostgreSQL's statistics may prefer the all-buildings one
    // with a filter when the building holds most rows (the seed's Harbour Tower does); never a sort.
    expect(one).toMatch(/Index Scan Backward using collections_live_(tenant_)?activity/);
    expect(one).not.toMatch(/Sort/);
  });
});
