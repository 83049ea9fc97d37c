// Collections, Full edition (data-model.md §1.5): the QR-labelled services cleaners scan, the
// weighed pickups recorded against them, their validation limits and calibre bin lifts.
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './base';
import { customers, tenantColumn } from './organisation';
import { cleaners, destinationContractors, multiSiteCleaners } from './people';
import { binTypes, products, wasteStreams } from './reference';
import { collectionPoints } from './locations';

const kg = () => numeric({ precision: 10, scale: 2, mode: 'number' });
const instant = () => timestamp({ withTimezone: true, mode: 'string' });

export const collectionServices = pgTable(
  'collection_services',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 150 }).notNull(),
    customerId: integer().references(() => customers.id),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    productId: integer().references(() => products.id),
    collectionPointId: integer().references(() => collectionPoints.id),
    destinationContractorId: integer().references(() => destinationContractors.id),
    /** Unique even among deleted rows: a printed label must never point at a second service. */
    qrCode: varchar({ length: 64 }).notNull().unique(),
    frequency: varchar({ length: 12 }),
    isConsolidated: boolean().default(false).notNull(),
  },
  (t) => [
    // Among live rows; "no tenant" (consolidated) and "no point" count as one value each.
    uniqueIndex('collection_services_scope_live')
      .on(t.tenantId, sql`coalesce(${t.customerId}, 0)`, t.wasteStreamId, sql`coalesce(${t.collectionPointId}, 0)`)
      .where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.name),
    index().on(t.tenantId, t.wasteStreamId),
  ],
);

/** How a consolidated service's weight is split across customers (Σ pct = 100). */
export const collectionServiceAllocations = pgTable(
  'collection_service_allocations',
  {
    id: serial().primaryKey(),
    collectionServiceId: integer()
      .notNull()
      .references(() => collectionServices.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    pct: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [unique().on(t.collectionServiceId, t.customerId)],
);

export const collections = pgTable(
  'collections',
  {
    ...baseColumns(),
    ...tenantColumn(),
    collectedAt: instant().notNull(),
    collectionServiceId: integer()
      .notNull()
      .references(() => collectionServices.id),
    /** Copied from the service when the row is written, so reports group without a join. */
    customerId: integer().references(() => customers.id),
    /** Copied from the service, like customerId. */
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    cleanerId: integer().references(() => cleaners.id),
    multiSiteCleanerId: integer().references(() => multiSiteCleaners.id),
    productId: integer().references(() => products.id),
    /** The scale (equipment, §1.10); no key, see collection_points.equipment_id. */
    equipmentId: integer(),
    quantity: integer().default(1).notNull(),
    grossKg: kg(),
    tareKg: kg(),
    netKg: kg().notNull(),
    isEstimated: boolean().default(false).notNull(),
    isContaminated: boolean().default(false).notNull(),
    contaminationLevel: varchar({ length: 10 }),
    contaminationNote: varchar({ length: 500 }),
    source: varchar({ length: 10 }).default('Web').notNull(),
    deviceId: integer(),
    importId: integer(),
  },
  (t) => [
    // The grid's orders (grid/translate.ts breaks ties by id in the sort's direction) over live
    // rows: partial on is_deleted = false and ending in id, so a page — page 1,000 included — is
    // an index-only scan in either direction, without a heap visit or a sort per skipped row.
    index('collections_live_tenant_time').on(t.tenantId, t.collectedAt, t.id).where(sql`${t.isDeleted} = false`),
    index('collections_live_tenant_customer_time').on(t.tenantId, t.customerId, t.collectedAt, t.id).where(sql`${t.isDeleted} = false`),
    index('collections_live_tenant_stream_time').on(t.tenantId, t.wasteStreamId, t.collectedAt, t.id).where(sql`${t.isDeleted} = false`),
    // Also the foreign key's index (deleting a service looks here, deleted rows included).
    index().on(t.collectionServiceId, t.collectedAt, t.id),
    // Views across all buildings (the system administrator's) sort by time with no building key.
    index('collections_live_time').on(t.collectedAt, t.id).where(sql`${t.isDeleted} = false`),
    // The system dashboard's latest changes (routes/system-dashboard.ts): newest by
    // coalesce(modified_at, created_at) among live rows, across all buildings or within one — read
    // from the end of these instead of sorting a year of collections per visit.
    index('collections_live_activity').on(sql`coalesce(${t.modifiedAt}, ${t.createdAt})`, t.id).where(sql`${t.isDeleted} = false`),
    index('collections_live_tenant_activity').on(t.tenantId, sql`coalesce(${t.modifiedAt}, ${t.createdAt})`, t.id).where(sql`${t.isDeleted} = false`),
  ],
);

export const collectionLimits = pgTable(
  'collection_limits',
  {
    ...baseColumns(),
    ...tenantColumn(),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    productId: integer().references(() => products.id),
    binTypeId: integer().references(() => binTypes.id),
    /** Null: the limit applies to every customer. */
    customerId: integer().references(() => customers.id),
    period: varchar({ length: 16 }).notNull(),
    minKg: kg().default(0).notNull(),
    maxKg: kg().notNull(),
    maxQuantity: integer(),
    action: varchar({ length: 10 }).default('Warn').notNull(),
    notifyEmail: varchar({ length: 256 }),
  },
  (t) => [
    uniqueIndex('collection_limits_scope_live')
      .on(
        t.tenantId,
        t.wasteStreamId,
        sql`coalesce(${t.productId}, 0)`,
        sql`coalesce(${t.binTypeId}, 0)`,
        sql`coalesce(${t.customerId}, 0)`,
        t.period,
      )
      .where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.wasteStreamId),
  ],
);

/** Per-bin weights from a bin-lifter or weighing system (buildings with calibreBins). */
export const binCollections = pgTable(
  'bin_collections',
  {
    ...baseColumns(),
    ...tenantColumn(),
    binTag: varchar({ length: 50 }).notNull(),
    binTypeId: integer()
      .notNull()
      .references(() => binTypes.id),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    customerId: integer().references(() => customers.id),
    liftedAt: instant().notNull(),
    grossKg: kg(),
    tareKg: kg(),
    netKg: kg().notNull(),
    equipmentId: integer(),
    rawPayload: jsonb(),
  },
  (t) => [
    index().on(t.tenantId, t.liftedAt),
    index().on(t.tenantId, t.binTag),
    index().on(t.tenantId, t.wasteStreamId, t.liftedAt),
  ],
);
