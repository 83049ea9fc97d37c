// Site layout (data-model.md §1.3): building-scoped levels, areas, pick-up points and
// information cards.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { customers, tenantColumn } from './organisation';

export const primaryLocations = pgTable(
  'primary_locations',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 60 }).notNull(),
    levelNumber: integer(),
    locationType: varchar({ length: 20 }),
    sortOrder: integer().default(0).notNull(),
  },
  (t) => [
    uniqueIndex('primary_locations_name_live').on(t.tenantId, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.sortOrder, t.levelNumber),
  ],
);

export const secondaryLocations = pgTable(
  'secondary_locations',
  {
    ...baseColumns(),
    ...tenantColumn(),
    primaryLocationId: integer()
      .notNull()
      .references(() => primaryLocations.id),
    name: varchar({ length: 60 }).notNull(),
    customerId: integer().references(() => customers.id),
  },
  (t) => [
    uniqueIndex('secondary_locations_name_live').on(t.primaryLocationId, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.name),
    index().on(t.tenantId, t.customerId),
  ],
);

export const collectionPoints = pgTable(
  'collection_points',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 80 }).notNull(),
    primaryLocationId: integer()
      .notNull()
      .references(() => primaryLocations.id),
    secondaryLocationId: integer().references(() => secondaryLocations.id),
    // The scale. No foreign key here: the equipment table (§1.10) references collection points,
    // and a key in both directions would make the two schema files import each other.
    equipmentId: integer(),
    instructions: varchar({ length: 500 }),
  },
  (t) => [
    uniqueIndex('collection_points_name_live').on(t.tenantId, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.primaryLocationId),
  ],
);

export const siteInformations = pgTable(
  'site_informations',
  {
    ...baseColumns(),
    ...tenantColumn(),
    category: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    content: text().notNull(),
    showOnTablet: boolean().default(false).notNull(),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    sortOrder: integer().default(0).notNull(),
  },
  (t) => [index().on(t.tenantId, t.sortOrder, t.title), index().on(t.tenantId, t.category)],
);
