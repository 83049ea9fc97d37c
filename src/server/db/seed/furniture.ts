// Furniture (data-model §1.9, §4): global categories and types with typical weights and default
// outcome waste types; per building storage locations; one make-good event of 300–600 items on the
// Furniture-edition building and on Harbour Tower, with outcomes 40% reused, 20% donated, 24%
// recycled and 16% landfilled (≈84% recovered [C21]), plus a few items still on offer.
import { furnitureCategories, furnitureItems, furnitureLocations, furnitureTypes } from '../schema';
import { insertIds, insertMany } from './bulk';
import { addDays, addMonths, isoDate } from './calendar';
import { siteOf, type SeedModule } from './context';
import type { BuildingKey } from './demo-buildings';
import { createRandom, round2 } from './random';
import { need } from './reference-ids';

const CATEGORIES = ['Seating', 'Desks/workstations', 'Tables', 'Storage', 'Screens', 'Soft furnishings', 'Whiteboards', 'Appliances', 'IT/AV'];

/** [category, name, typical kg, recycle type, share of a make-good's items]. */
const TYPES: readonly (readonly [string, string, number, string, number])[] = [
  ['Seating', 'Task chair', 17, 'Furniture steel', 30],
  ['Seating', 'Visitor chair', 9, 'Furniture steel', 6],
  ['Seating', 'Lounge sofa', 45, 'Fabric & foam', 1],
  ['Desks/workstations', 'Workstation desk 1500', 35, 'Furniture steel', 18],
  ['Desks/workstations', 'Sit-stand desk 1500', 42, 'Furniture steel', 6],
  ['Desks/workstations', 'Executive desk', 55, 'Furniture timber', 1],
  ['Tables', 'Meeting table 8-seat', 70, 'Furniture timber', 2],
  ['Tables', 'Café table', 20, 'Furniture steel', 2],
  ['Storage', '3-drawer pedestal', 30, 'Furniture steel', 18],
  ['Storage', '4-drawer filing cabinet', 50, 'Furniture steel', 4],
  ['Storage', 'Locker bank', 90, 'Furniture steel', 1],
  ['Storage', 'Tambour cupboard', 65, 'Furniture steel', 2],
  ['Screens', 'Desk screen 1500', 8, 'Furniture aluminium', 5],
  ['Soft furnishings', 'Ottoman', 10, 'Fabric & foam', 1],
  ['Whiteboards', 'Mobile whiteboard', 20, 'Furniture aluminium', 1],
  ['Appliances', 'Fridge', 60, 'Furniture steel', 1],
  ['IT/AV', 'Monitor arm', 3, 'Furniture aluminium', 2],
];

const EVENTS: readonly { key: BuildingKey; items: number; monthsAgo: number; prefix: string }[] = [
  { key: 'parramatta', items: 480, monthsAgo: 6, prefix: 'PSQ' },
  { key: 'harbour', items: 360, monthsAgo: 8, prefix: 'HT' },
];

/** Outcome shares of a make-good event (§4 suggested mix). */
export const OUTCOME_MIX = [['ReusedInternal', 0.4], ['Donated', 0.2], ['Recycled', 0.24], ['Landfilled', 0.16]] as const;
const CHARITIES = ['Salvos Stores', 'Vinnies', 'Good360 Australia', 'Anglicare'];

export const seedFurniture: SeedModule = async (db, ctx) => {
  const random = createRandom('furniture');
  const categoryIds = await insertIds(db, furnitureCategories, CATEGORIES.map((name, i) => ({ name, sortOrder: (i + 1) * 10 })));
  const landfill = need(ctx.ref.wasteTypes, 'Composite & laminate').id;
  const typeIds = await insertIds(db, furnitureTypes, TYPES.map(([category, name, kg, recycle]) => ({
    furnitureCategoryId: categoryIds[CATEGORIES.indexOf(category)] as number, name, typicalWeightKg: kg,
    recycleWasteTypeId: need(ctx.ref.wasteTypes, recycle).id, landfillWasteTypeId: landfill,
  })));
  TYPES.forEach(([, name, kg, recycle], i) => ctx.ref.furnitureTypes.set(name, { id: typeIds[i] as number, typicalWeightKg: kg, recycleWasteTypeId: need(ctx.ref.wasteTypes, recycle).id, landfillWasteTypeId: landfill }));

  for (const event of EVENTS) {
    const site = siteOf(ctx, ctx.buildings[event.key]);
    const source = site.customers.find((c) => c.leaseEnd) ?? site.customers.find((c) => !c.isBaseBuilding);
    const level = source?.firstLevel ?? 1;
    const locations = await insertIds(db, furnitureLocations, [
      { tenantId: site.tenantId, name: `Make-good staging – Level ${level}`, primaryLocationId: site.levels.get(level) ?? null, locationType: 'InUse' },
      { tenantId: site.tenantId, name: 'Basement furniture store', primaryLocationId: site.wasteRoomLocationId, locationType: 'Storage' },
      { tenantId: site.tenantId, name: 'Off-site warehouse (Silverwater)', locationType: 'Warehouse' },
    ]);
    const eventDate = addMonths(ctx.now, -event.monthsAgo);
    const outcomes = random.shuffle(OUTCOME_MIX.flatMap(([status, share]) => Array.from({ length: Math.round(event.items * share) }, () => status)));
    const rows = outcomes.map((status, i) => {
      const [, name, kg] = random.weighted(TYPES.map((t) => [t, t[4]] as const));
      const type = need(ctx.ref.furnitureTypes, name);
      const reused = status === 'ReusedInternal' || status === 'Donated';
      return {
        tenantId: site.tenantId, furnitureTypeId: type.id, furnitureLocationId: locations[reused ? 1 : 0] as number, customerId: source?.id ?? null,
        assetTag: `${event.prefix}-${String(i + 1).padStart(5, '0')}`, quantity: 1,
        condition: reused ? random.pick(['Excellent', 'Good', 'Good', 'Fair'] as const) : random.pick(['Fair', 'Poor', 'Broken'] as const),
        furnitureStatus: status, outcomeDate: isoDate(addDays(eventDate, random.int(3, 45))),
        outcomeWasteTypeId: status === 'Recycled' ? type.recycleWasteTypeId : status === 'Landfilled' ? type.landfillWasteTypeId : null,
        recipient: status === 'Donated' ? random.pick(CHARITIES) : status === 'ReusedInternal' ? `${site.name} – internal fit-out` : null,
        destinationContractorId: status === 'Recycled' ? need(ctx.ref.contractors, 'metal') : status === 'Landfilled' ? need(ctx.ref.contractors, site.state === 'NSW' ? 'gen-nsw' : 'gen-qld') : status === 'Donated' ? need(ctx.ref.contractors, 'charity') : null,
        unitWeightKg: round2(kg * random.noise(0.1)), estValueAud: reused ? round2(kg * random.float(2, 6)) : null,
      };
    });
    // Items still in the store, offered to tenants.
    const onOffer = Array.from({ length: 18 }, (_, i) => {
      const [, name, kg] = random.pick(TYPES);
      return {
        tenantId: site.tenantId, furnitureTypeId: need(ctx.ref.furnitureTypes, name).id, furnitureLocationId: locations[2] as number, customerId: source?.id ?? null,
        assetTag: `${event.prefix}-S${String(i + 1).padStart(4, '0')}`, quantity: random.int(1, 4), condition: 'Good',
        furnitureStatus: i < 4 ? 'Reserved' : 'Available', unitWeightKg: kg, estValueAud: round2(kg * 4),
      };
    });
    await insertMany(db, furnitureItems, [...rows, ...onOffer]);
  }
};
