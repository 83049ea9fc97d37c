// Site layout per building (data-model §1.3): occupiers, levels, basement, loading dock and waste
// room; tea points and print rooms; the collection points cleaners use (dock scales, bin store,
// one tea point per level); and the site information cards.
import { collectionPoints, primaryLocations, secondaryLocations } from '../schema';
import type { Db } from '../client';
import { insertIds } from './bulk';
import type { SeedContext, SeedModule } from './context';
import { seedCustomers } from './customers';
import { DEMO_BUILDINGS, type BuildingKey } from './demo-buildings';
import { PROFILES } from './profiles';
import type { SeedCustomer, Site } from './site';

interface LevelRow {
  name: string;
  levelNumber: number;
  locationType: string;
}

function levelRows(floors: number, basements: number): LevelRow[] {
  const rows: LevelRow[] = [{ name: 'Ground floor', levelNumber: 0, locationType: 'Floor' }];
  for (let n = 1; n <= floors; n++) rows.push({ name: `Level ${n}`, levelNumber: n, locationType: 'Floor' });
  for (let b = 1; b <= basements; b++) rows.push({ name: `Basement ${b}`, levelNumber: -b, locationType: 'Basement' });
  rows.push({ name: 'Loading dock', levelNumber: -1, locationType: 'LoadingDock' });
  rows.push({ name: 'Waste room', levelNumber: -1, locationType: 'WasteRoom' });
  return rows;
}

/** The occupier of a level: the customer with the highest first level not above it. */
function occupierOf(customers: readonly SeedCustomer[], level: number): SeedCustomer | undefined {
  let found: SeedCustomer | undefined;
  for (const c of customers) {
    if (c.firstLevel !== null && c.firstLevel <= level && (!found || (found.firstLevel ?? 0) <= c.firstLevel)) found = c;
  }
  return found;
}

async function seedSite(db: Db, ctx: SeedContext, key: BuildingKey, nameOffset: number): Promise<Site> {
  const building = DEMO_BUILDINGS[key];
  const tenantId = ctx.buildings[key];
  const customers = await seedCustomers(db, ctx, key, nameOffset);
  const floors = building.floors ?? 10;
  const levels = levelRows(floors, floors > 20 ? 2 : 1);
  const levelIds = await insertIds(db, primaryLocations, levels.map((l, i) => ({ tenantId, ...l, sortOrder: i })));
  const floorIds = new Map<number, number>();
  levels.forEach((l, i) => {
    if (l.locationType === 'Floor') floorIds.set(l.levelNumber, levelIds[i] as number);
  });
  const dockLocationId = levelIds[levels.length - 2] as number;
  const wasteRoomLocationId = levelIds[levels.length - 1] as number;

  const secondary = [
    ...[...floorIds].filter(([n]) => n > 0).flatMap(([n, id]) => [
      { tenantId, primaryLocationId: id, name: 'Tea point', customerId: occupierOf(customers, n)?.id ?? null },
      ...(n % 2 === 0 ? [{ tenantId, primaryLocationId: id, name: 'Print room', customerId: occupierOf(customers, n)?.id ?? null }] : []),
    ]),
    { tenantId, primaryLocationId: dockLocationId, name: 'Scale bay', customerId: null },
    { tenantId, primaryLocationId: wasteRoomLocationId, name: 'Bin store', customerId: null },
    { tenantId, primaryLocationId: wasteRoomLocationId, name: 'Recycling cage', customerId: null },
  ];
  const secondaryIds = await insertIds(db, secondaryLocations, secondary);
  const secondaryId = (primaryLocationId: number, name: string) =>
    secondaryIds[secondary.findIndex((s) => s.primaryLocationId === primaryLocationId && s.name === name)] ?? null;

  const scaleCount = key === 'harbour' ? 2 : 1;
  const points = [
    ...Array.from({ length: scaleCount }, (_, i) => ({
      tenantId, name: `Dock scale ${i + 1}`, primaryLocationId: dockLocationId, secondaryLocationId: secondaryId(dockLocationId, 'Scale bay'),
      instructions: 'Weigh every bag on the platform scale; wait for the stable-weight beep before confirming.',
    })),
    { tenantId, name: 'Bin store', primaryLocationId: wasteRoomLocationId, secondaryLocationId: secondaryId(wasteRoomLocationId, 'Bin store'), instructions: 'Bins are lifted from here by the contractor.' },
    ...[...floorIds].filter(([n]) => n > 0).map(([n, id]) => ({
      tenantId, name: `L${n} tea point`, primaryLocationId: id, secondaryLocationId: secondaryId(id, 'Tea point'), instructions: null,
    })),
  ];
  const pointIds = await insertIds(db, collectionPoints, points);
  const teaPoints = new Map<number, number>();
  points.forEach((p, i) => {
    const level = /^L(\d+) tea point$/.exec(p.name)?.[1];
    if (level) teaPoints.set(Number(level), pointIds[i] as number);
  });
  return {
    tenantId, key, name: building.name, state: building.state, customers,
    levels: floorIds, dockLocationId, wasteRoomLocationId, teaPoints,
    dockScalePoints: pointIds.slice(0, scaleCount), binStorePointId: pointIds[scaleCount] as number,
    scales: [], binLifterId: null, tabletId: null, cleaners: [], multiSiteCleaners: [], managers: [], services: [],
  };
}

export const seedLayout: SeedModule = async (db, ctx) => {
  let nameOffset = 0;
  for (const key of Object.keys(DEMO_BUILDINGS) as BuildingKey[]) {
    const site = await seedSite(db, ctx, key, nameOffset);
    ctx.sites.set(site.tenantId, site);
    nameOffset += PROFILES[key].otherCustomers;
  }
};
