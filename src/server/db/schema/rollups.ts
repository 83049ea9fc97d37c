// Report rollups (issue #12 part 3): per building × calendar day × the dimensions the reports filter
// and group by, the sums the reports read, so a report reads a few thousand rows instead of a year
// of collections and transactions. Maintained by database triggers in the same transaction as every
// write of their source rows (db/rollup-triggers.ts); `npm run db:rollups` recomputes them.
// No foreign keys on purpose: the rows are derived data, and keys would add a lock per increment.
import { char, date, integer, numeric, pgTable, unique } from 'drizzle-orm/pg-core';

const sum = () => numeric({ precision: 16, scale: 2, mode: 'number' }).default(0).notNull();

/**
 * Live collections by building, grain, day, stream and the collection's own customer. Each
 * collection counts in a day row (grain 'D', its building's local day, packages.time_zone, as every
 * report buckets them) and in a month row (grain 'M', day = the month's first day), so a year is
 * read as whole months plus the days at its edges. A consolidated service stays in the key (null
 * for the others) so that its allocation % is applied when reading: changing the allocations then
 * needs no rollup change. Contamination is counted per flagged level (FLAGGED_LEVELS) in columns,
 * not keys, so the flags do not multiply the rows.
 */
export const collectionRollups = pgTable(
  'collection_rollups',
  {
    tenantId: integer().notNull(),
    grain: char({ length: 1 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    /** The collection's service when it is consolidated; null otherwise. */
    consolidatedServiceId: integer(),
    wasteStreamId: integer().notNull(),
    customerId: integer(),
    collections: integer().default(0).notNull(),
    contaminated: integer().default(0).notNull(),
    contaminatedLow: integer().default(0).notNull(),
    contaminatedMedium: integer().default(0).notNull(),
    contaminatedHigh: integer().default(0).notNull(),
    netKg: sum(),
    /** kg of the collections weighed, not estimated (data completeness, §3.13). */
    actualKg: sum(),
  },
  (t) => [
    unique('collection_rollups_key')
      .on(t.tenantId, t.grain, t.day, t.consolidatedServiceId, t.wasteStreamId, t.customerId)
      .nullsNotDistinct(),
  ],
);

/** Live supplier transactions by building, transaction date, stream, customer and contractor. */
export const transactionRollups = pgTable(
  'transaction_rollups',
  {
    tenantId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    wasteStreamId: integer().notNull(),
    customerId: integer(),
    destinationContractorId: integer().notNull(),
    transactions: integer().default(0).notNull(),
    weightKg: sum(),
    /** kg of the lines whose weight method is ActualWeight. */
    actualKg: sum(),
    amountAud: sum(),
  },
  (t) => [
    unique('transaction_rollups_key')
      .on(t.tenantId, t.day, t.wasteStreamId, t.customerId, t.destinationContractorId)
      .nullsNotDistinct(),
  ],
);
