// Organisation and access (data-model.md §1.1). In this API "tenant" means building: a Package
// row is a building and its tenantId is what building-scoped rows point at.
import { boolean, date, index, integer, numeric, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

export const packages = pgTable('packages', {
  ...baseColumns(),
  tenantId: integer().notNull().unique(),
  name: varchar({ length: 128 }).notNull().unique(),
  tenantName: varchar({ length: 64 }).notNull().unique(),
  calibreBins: boolean().default(false).notNull(),
  addressLine: varchar({ length: 200 }).notNull(),
  suburb: varchar({ length: 80 }).notNull(),
  state: varchar({ length: 3 }).notNull(),
  postcode: varchar({ length: 4 }).notNull(),
  buildingType: varchar({ length: 20 }),
  netLettableAreaM2: integer(),
  floors: integer(),
  occupants: integer(),
  operatingDaysPerWeek: integer(),
  nabersRatingType: varchar({ length: 20 }),
  nabersWasteStars: numeric({ precision: 2, scale: 1, mode: 'number' }),
  nabersRatingExpiry: date({ mode: 'string' }),
  diversionTargetPct: integer(),
  managerId: integer(),
  timeZone: varchar({ length: 40 }).default('Australia/Sydney').notNull(),
  appFull: boolean().default(true).notNull(),
  appLite: boolean().default(false).notNull(),
  appSupplier: boolean().default(false).notNull(),
  appFurniture: boolean().default(false).notNull(),
  appAudits: boolean().default(false).notNull(),
});

/** The building-scope column of a [B] table: the row belongs to one building. */
export function tenantColumn() {
  return { tenantId: integer().notNull().references(() => packages.tenantId) };
}

/** The occupiers of a building (menu label "Tenants"); see data-model.md §1.1. */
export const customers = pgTable(
  'customers',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 150 }).notNull(),
    code: varchar({ length: 12 }),
    abn: varchar({ length: 11 }),
    floorsOccupied: varchar({ length: 50 }),
    areaM2: integer(),
    headcount: integer(),
    leaseStart: date({ mode: 'string' }),
    leaseEnd: date({ mode: 'string' }),
    isBaseBuilding: boolean().default(false).notNull(),
  },
  (t) => [unique().on(t.tenantId, t.name), index().on(t.tenantId, t.name)],
);
