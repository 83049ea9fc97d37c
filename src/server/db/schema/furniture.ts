// Furniture reuse (data-model.md §1.9). Categories and types are global; locations and items
// belong to a building. Unique rules hold among live rows only (is_deleted = false).
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { primaryLocations, secondaryLocations } from './locations';
import { customers, tenantColumn } from './organisation';
import { destinationContractors } from './people';
import { wasteTypes } from './reference';

export const furnitureCategories = pgTable(
  'furniture_categories',
  {
    ...baseColumns(),
    name: varchar({ length: 60 }).notNull(),
    sortOrder: integer().default(0).notNull(),
  },
  (t) => [
    uniqueIndex('furniture_categories_name_live').on(t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.sortOrder, t.name),
  ],
);

export const furnitureTypes = pgTable(
  'furniture_types',
  {
    ...baseColumns(),
    furnitureCategoryId: integer()
      .notNull()
      .references(() => furnitureCategories.id),
    name: varchar({ length: 100 }).notNull(),
    typicalWeightKg: numeric({ precision: 10, scale: 2, mode: 'number' }),
    recycleWasteTypeId: integer().references(() => wasteTypes.id),
    landfillWasteTypeId: integer().references(() => wasteTypes.id),
  },
  (t) => [
    uniqueIndex('furniture_types_name_live').on(t.furnitureCategoryId, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.name),
  ],
);

export const furnitureLocations = pgTable(
  'furniture_locations',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 100 }).notNull(),
    primaryLocationId: integer().references(() => primaryLocations.id),
    secondaryLocationId: integer().references(() => secondaryLocations.id),
    locationType: varchar({ length: 20 }).default('Storage').notNull(),
  },
  (t) => [
    uniqueIndex('furniture_locations_name_live').on(t.tenantId, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.locationType),
  ],
);

export const furnitureItems = pgTable(
  'furniture_items',
  {
    ...baseColumns(),
    ...tenantColumn(),
    furnitureTypeId: integer()
      .notNull()
      .references(() => furnitureTypes.id),
    furnitureLocationId: integer()
      .notNull()
      .references(() => furnitureLocations.id),
    customerId: integer().references(() => customers.id),
    assetTag: varchar({ length: 30 }),
    quantity: integer().default(1).notNull(),
    condition: varchar({ length: 12 }),
    furnitureStatus: varchar({ length: 20 }).default('Available').notNull(),
    outcomeDate: date({ mode: 'string' }),
    outcomeWasteTypeId: integer().references(() => wasteTypes.id),
    recipient: varchar({ length: 150 }),
    destinationContractorId: integer().references(() => destinationContractors.id),
    unitWeightKg: numeric({ precision: 10, scale: 2, mode: 'number' }),
    estValueAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('furniture_items_asset_tag_live').on(t.tenantId, t.assetTag).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.furnitureStatus, t.outcomeDate),
    index().on(t.tenantId, t.furnitureTypeId),
    index().on(t.tenantId, t.furnitureLocationId),
    index().on(t.tenantId, t.customerId),
  ],
);
