// The occupiers of each building (data-model §4: 10–25 customers plus "Base Building"). The base
// building and the portfolio bank exist from the minimum seed; this adds the others, gives every
// occupier floors, headcount, area and lease, and makes one Harbour Tower tenant a past one.
import { and, eq } from 'drizzle-orm';
import { customers } from '../schema';
import type { Db } from '../client';
import { insertIds } from './bulk';
import { addMonths, isoDate } from './calendar';
import { customerKey, type SeedContext } from './context';
import { DEMO_BUILDINGS, type BuildingKey } from './demo-buildings';
import { PROFILES } from './profiles';
import { createRandom } from './random';
import type { SeedCustomer } from './site';

const NAMES = [
  'Apex Legal', 'Bluewater Insurance', 'Coastline Engineering', 'Dunmore Partners', 'Ember Digital', 'Fairlight Capital',
  'Granite Consulting', 'Hollis Architects', 'Ironbark Energy', 'Jarrah Health', 'Kestrel Logistics', 'Lumen Analytics',
  'Meridian Shipping', 'Northgate Advisory', 'Opal Recruitment', 'Pinnacle Media', 'Quayside Accountants', 'Redgum Software',
  'Saltbush Foundation', 'Tidewater Travel', 'Union Street Bakery', 'Vantage Realty', 'Wattle Education', 'Yarra Data',
  'Zenith Telecom', 'Acacia Medical', 'Birchwood Law', 'Cobalt Mining', 'Driftwood Design', 'Eucalypt Pharma',
  'Fernhill Wealth', 'Gumtree Ventures', 'Harbourside Cafe', 'Inlet Games', 'Juniper Marketing', 'Koala Kids Childcare',
  'Lighthouse Security', 'Mangrove Labs', 'Nimbus Cloud', 'Outback Outfitters', 'Pelican Print', 'Quokka Finance',
  'Riverbend Planning', 'Southerly Surveyors', 'Tasman Freight', 'Uluru Tours', 'Vista Optometry', 'Waratah Credit Union',
  'Xylo Audio', 'Yellowbox Logistics', 'Zephyr Wind', 'Anchor Dental', 'Brolga Consulting', 'Cassowary Studios',
  'Dingo Dynamics', 'Echidna Robotics', 'Firetail Fitness', 'Galah Events', 'Heron Hospitality', 'Ibis Interiors',
];

const PORTFOLIO_BANK = 'Southern Cross Bank';

function codeOf(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase())
    .join('')
    .slice(0, 10);
}

/** Creates the building's occupiers; returns all of them (including the two from the minimum seed). */
export async function seedCustomers(db: Db, ctx: SeedContext, key: BuildingKey, nameOffset: number): Promise<SeedCustomer[]> {
  const building = DEMO_BUILDINGS[key];
  const tenantId = ctx.buildings[key];
  const random = createRandom(`customers:${key}`);
  const occupants = building.occupants ?? 1000;
  const floors = building.floors ?? 10;
  const perFloor = occupants / floors;
  const bankId = ctx.customers.get(customerKey(tenantId, PORTFOLIO_BANK));
  const bankHeadcount = bankId ? 420 : 0;
  const names = NAMES.slice(nameOffset, nameOffset + PROFILES[key].otherCustomers);
  const weights = names.map(() => random.float(0.3, 1.7));
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const headcounts = weights.map((w) => Math.max(8, Math.round(((occupants - bankHeadcount) * w) / weightSum)));

  // Floors in order of the list: the bank first (where present), then the others.
  const floorOf: number[] = [];
  let cumulative = bankHeadcount;
  for (const h of headcounts) {
    floorOf.push(Math.min(floors, 1 + Math.floor(cumulative / perFloor)));
    cumulative += h;
  }
  const floorsLabel = (first: number, headcount: number) => {
    const last = Math.min(floors, first + Math.max(0, Math.ceil(headcount / perFloor) - 1));
    return last > first ? `L${first}–L${last}` : `L${first}`;
  };
  // The third Harbour Tower tenant moved out eight months ago: an inactive customer with history.
  const pastIndex = key === 'harbour' ? 2 : -1;
  const pastLeaseEnd = isoDate(addMonths(ctx.now, -8));

  const rows = names.map((name, i) => {
    const headcount = headcounts[i] as number;
    const past = i === pastIndex;
    const leaseStart = isoDate(addMonths(ctx.now, -random.int(30, 96)));
    return {
      tenantId,
      name,
      code: codeOf(name),
      abn: String(random.int(10, 99)) + String(random.int(100_000_000, 999_999_999)),
      floorsOccupied: floorsLabel(floorOf[i] as number, headcount),
      areaM2: Math.round(headcount * random.float(12, 15)),
      headcount,
      leaseStart,
      leaseEnd: past ? pastLeaseEnd : isoDate(addMonths(ctx.now, random.int(12, 84))),
      status: past ? 1 : 0,
    };
  });
  const ids = await insertIds(db, customers, rows);
  const result: SeedCustomer[] = rows.map((r, i) => {
    ctx.customers.set(customerKey(tenantId, r.name), ids[i] as number);
    return { id: ids[i] as number, name: r.name, headcount: r.headcount, firstLevel: floorOf[i] as number, isBaseBuilding: false, leaseEnd: r.status === 1 ? r.leaseEnd : null };
  });

  if (bankId) {
    const bankFloors = floorsLabel(1, bankHeadcount);
    await db
      .update(customers)
      .set({ floorsOccupied: bankFloors, leaseStart: isoDate(addMonths(ctx.now, -60)), leaseEnd: isoDate(addMonths(ctx.now, 48)) })
      .where(and(eq(customers.id, bankId), eq(customers.tenantId, tenantId)));
    result.unshift({ id: bankId, name: PORTFOLIO_BANK, headcount: bankHeadcount, firstLevel: 1, isBaseBuilding: false, leaseEnd: null });
  }
  const baseId = ctx.customers.get(customerKey(tenantId, 'Base Building'));
  if (!baseId) throw new Error(`Seed: no Base Building customer in ${key}`);
  await db.update(customers).set({ floorsOccupied: 'Common areas', areaM2: Math.round((building.netLettableAreaM2 ?? 0) * 0.08) }).where(eq(customers.id, baseId));
  result.unshift({ id: baseId, name: 'Base Building', headcount: 0, firstLevel: null, isBaseBuilding: true, leaseEnd: null });
  return result;
}
