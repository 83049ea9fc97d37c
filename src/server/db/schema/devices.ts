// Devices (data-model.md §1.10): scales and tablets, and the tablet configuration with its
// buttons. Unique rules hold among live rows only (is_deleted = false).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { collectionServices } from './collections';
import { collectionPoints } from './locations';
import { tenantColumn } from './organisation';
import { products, wasteStreams } from './reference';

export const equipment = pgTable(
  'equipment',
  {
    ...baseColumns(),
    ...tenantColumn(),
    serialNumber: varchar({ length: 50 }).notNull(),
    equipmentType: varchar({ length: 20 }).notNull(),
    make: varchar({ length: 60 }),
    model: varchar({ length: 60 }),
    capacityKg: numeric({ precision: 10, scale: 2, mode: 'number' }),
    resolutionKg: numeric({ precision: 6, scale: 3, mode: 'number' }),
    calibrationDate: date({ mode: 'string' }),
    calibrationDueDate: date({ mode: 'string' }),
    certificateNo: varchar({ length: 40 }),
    collectionPointId: integer().references(() => collectionPoints.id),
    installedOn: date({ mode: 'string' }),
    state: varchar({ length: 20 }).default('InService').notNull(),
  },
  (t) => [
    // One device, one serial, across all buildings; case-insensitive, as labels are read by eye.
    uniqueIndex('equipment_serial_number_live').on(sql`lower(${t.serialNumber})`).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.serialNumber),
    index().on(t.tenantId, t.calibrationDueDate),
  ],
);

export const tabletConfigurations = pgTable(
  'tablet_configurations',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 100 }).notNull(),
    configVersion: integer().default(0).notNull(),
    /** Set when the configuration is generated for the tablets; sign-in lists those buildings. */
    generatedAt: timestamp({ withTimezone: true, mode: 'string' }),
    requireCleanerPin: boolean().default(false).notNull(),
    requirePhoto: varchar({ length: 20 }).default('Never').notNull(),
    allowManualWeight: boolean().default(true).notNull(),
    scaleEquipmentId: integer().references(() => equipment.id),
    stableWeightSeconds: smallint().default(3).notNull(),
    idleLogoutSeconds: integer().default(300).notNull(),
  },
  (t) => [
    uniqueIndex('tablet_configurations_name_live').on(t.tenantId, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.generatedAt),
  ],
);

/** A button on the tablet: exactly one of a collection service, a product or a waste stream. */
export const tabletItems = pgTable(
  'tablet_items',
  {
    id: serial().primaryKey(),
    tabletConfigurationId: integer()
      .notNull()
      .references(() => tabletConfigurations.id, { onDelete: 'cascade' }),
    collectionServiceId: integer().references(() => collectionServices.id),
    productId: integer().references(() => products.id),
    wasteStreamId: integer().references(() => wasteStreams.id),
    label: varchar({ length: 40 }).notNull(),
    /** Attachment of kind TabletItemIcon (10). */
    iconAttachmentId: integer(),
    colour: varchar({ length: 7 }),
    sortOrder: integer().default(0).notNull(),
    isVisible: boolean().default(true).notNull(),
  },
  (t) => [
    check(
      'tablet_items_one_target',
      sql`num_nonnulls(${t.collectionServiceId}, ${t.productId}, ${t.wasteStreamId}) = 1`,
    ),
    index().on(t.tabletConfigurationId, t.sortOrder),
  ],
);
