// Count module, Lite edition (data-model.md §1.6): bin counts converted to kg by density, and
// tallies of countable services.
import { date, index, integer, numeric, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { customers, tenantColumn } from './organisation';
import { collectionPoints, primaryLocations } from './locations';
import { binTypes, serviceTypes, wasteStreams } from './reference';

export const binCounts = pgTable(
  'bin_counts',
  {
    ...baseColumns(),
    ...tenantColumn(),
    countDate: date({ mode: 'string' }).notNull(),
    collectionPointId: integer().references(() => collectionPoints.id),
    primaryLocationId: integer().references(() => primaryLocations.id),
    customerId: integer().references(() => customers.id),
    binTypeId: integer()
      .notNull()
      .references(() => binTypes.id),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    binCount: integer().notNull(),
    fillPct: integer().default(100).notNull(),
    /** CountStage (PreSort 1 … PostAudit 4); null is NotSelected. */
    countStage: smallint(),
    /** The user who counted. */
    countedById: integer(),
    /** Server-computed: binCount × binType.capacityL × fillPct / 100. */
    estVolumeL: integer(),
    /** Server-computed: estVolumeL × wasteStream.defaultDensityKgPerL (null without a density). */
    estKg: numeric({ precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [
    index().on(t.tenantId, t.countDate),
    index().on(t.tenantId, t.wasteStreamId, t.countDate),
    index().on(t.tenantId, t.customerId, t.countDate),
  ],
);

export const serviceTallies = pgTable(
  'service_tallies',
  {
    ...baseColumns(),
    ...tenantColumn(),
    tallyDate: date({ mode: 'string' }).notNull(),
    serviceTypeId: integer()
      .notNull()
      .references(() => serviceTypes.id),
    binTypeId: integer().references(() => binTypes.id),
    wasteStreamId: integer().references(() => wasteStreams.id),
    customerId: integer().references(() => customers.id),
    quantity: integer().notNull(),
    /** The service type's rate when the tally was taken (snapshot). */
    unitRateAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
    notes: varchar({ length: 500 }),
  },
  (t) => [index().on(t.tenantId, t.tallyDate), index().on(t.tenantId, t.serviceTypeId, t.tallyDate)],
);
