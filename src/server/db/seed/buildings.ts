// Buildings and their minimum occupiers: a "Base Building" pseudo-customer (common areas, landlord
// waste) in each, and the bank whose tenancies make up the demo tenant portfolio.
import { customers, packages } from '../schema';
import { DEMO_BUILDINGS, type BuildingKey } from './demo-buildings';
import { customerKey, type SeedModule } from './context';

/** The occupier present in three buildings (data-model §4: one tenant portfolio). */
export const PORTFOLIO_OCCUPIER = 'Southern Cross Bank';
const OCCUPIER_IN: readonly BuildingKey[] = ['harbour', 'collins', 'eagle'];

export const seedBuildings: SeedModule = async (db, ctx) => {
  for (const [key, building] of Object.entries(DEMO_BUILDINGS) as [BuildingKey, (typeof DEMO_BUILDINGS)[BuildingKey]][]) {
    await db.insert(packages).values(building);
    ctx.buildings[key] = building.tenantId;
    const rows = [
      { tenantId: building.tenantId, name: 'Base Building', code: 'BASE', isBaseBuilding: true },
      ...(OCCUPIER_IN.includes(key)
        ? [{ tenantId: building.tenantId, name: PORTFOLIO_OCCUPIER, code: 'SCB', abn: '33123456789', headcount: 420, areaM2: 5_600 }]
        : []),
    ];
    const inserted = await db.insert(customers).values(rows).returning({ id: customers.id, name: customers.name });
    for (const c of inserted) ctx.customers.set(customerKey(building.tenantId, c.name), c.id);
  }
};
