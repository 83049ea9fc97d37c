// Waste reference data (data-model.md §1.2): global rows shared by every building, except
// products, which may carry a tenantId for a building-specific variant [G/B].
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { packages } from './organisation';

export const wasteStreams = pgTable(
  'waste_streams',
  {
    ...baseColumns(),
    name: varchar({ length: 60 }).notNull(),
    code: varchar({ length: 6 }).notNull(),
    fate: varchar({ length: 20 }).notNull(),
    nabersCategory: varchar({ length: 20 }),
    lidColour: varchar({ length: 12 }),
    defaultDensityKgPerL: numeric({ precision: 5, scale: 3, mode: 'number' }),
    chartColour: varchar({ length: 7 }),
    sortOrder: integer().default(0).notNull(),
  },
  (t) => [
    uniqueIndex('waste_streams_name_live').on(t.name).where(sql`${t.isDeleted} = false`),
    uniqueIndex('waste_streams_code_live').on(t.code).where(sql`${t.isDeleted} = false`),
    index().on(t.sortOrder, t.name),
  ],
);

export const wasteTypes = pgTable(
  'waste_types',
  {
    ...baseColumns(),
    name: varchar({ length: 80 }).notNull(),
    code: varchar({ length: 10 }),
    examples: varchar({ length: 300 }),
    densityKgPerL: numeric({ precision: 5, scale: 3, mode: 'number' }),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    isFurnitureRecycleType: boolean().default(false).notNull(),
    isFurnitureLandfillType: boolean().default(false).notNull(),
  },
  (t) => [uniqueIndex('waste_types_name_live').on(t.name).where(sql`${t.isDeleted} = false`), index().on(t.wasteStreamId)],
);

export const binTypes = pgTable(
  'bin_types',
  {
    ...baseColumns(),
    name: varchar({ length: 60 }).notNull(),
    capacityL: integer().notNull(),
    shape: varchar({ length: 20 }),
    bodyColour: varchar({ length: 12 }),
    lidColour: varchar({ length: 12 }),
    wasteStreamId: integer().references(() => wasteStreams.id),
    disposable: boolean().default(false).notNull(),
    tareWeightKg: numeric({ precision: 5, scale: 2, mode: 'number' }),
    maxGrossKg: numeric({ precision: 7, scale: 2, mode: 'number' }),
    widthMm: integer(),
    depthMm: integer(),
    heightMm: integer(),
  },
  (t) => [
    uniqueIndex('bin_types_name_live').on(t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.capacityL),
    index().on(t.wasteStreamId),
  ],
);

export const products = pgTable(
  'products',
  {
    ...baseColumns(),
    /** Null for the global catalogue; set for a building-specific variant. */
    tenantId: integer().references(() => packages.tenantId),
    name: varchar({ length: 100 }).notNull(),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    binTypeId: integer().references(() => binTypes.id),
    unitOfMeasure: varchar({ length: 10 }).notNull(),
    capacityL: integer(),
    tareWeightKg: numeric({ precision: 10, scale: 2, mode: 'number' }),
    defaultKgPerUnit: numeric({ precision: 10, scale: 2, mode: 'number' }),
    defaultPriceAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
    isTransactionProduct: boolean().default(false).notNull(),
    isCollectionProduct: boolean().default(true).notNull(),
    /** Attachment of kind 10 (TabletItemIcon). */
    iconAttachmentId: integer(),
  },
  (t) => [
    // One name per catalogue among live rows; the global catalogue (tenantId null) counts as one.
    uniqueIndex('products_name_live')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.name)
      .where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.name),
    index().on(t.wasteStreamId),
  ],
);

export const serviceTypes = pgTable(
  'service_types',
  {
    ...baseColumns(),
    name: varchar({ length: 80 }).notNull(),
    code: varchar({ length: 10 }),
    unit: varchar({ length: 10 }).default('Each').notNull(),
    defaultRateAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
    wasteStreamId: integer().references(() => wasteStreams.id),
    requiresBinType: boolean().default(false).notNull(),
  },
  (t) => [uniqueIndex('service_types_name_live').on(t.name).where(sql`${t.isDeleted} = false`)],
);
