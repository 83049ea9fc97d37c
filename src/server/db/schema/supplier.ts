// Supplier waste (data-model.md §1.7): lines of a contractor's invoice, report or weighbridge
// docket, one row per line.
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { imports } from './config';
import { customers, tenantColumn } from './organisation';
import { destinationContractors } from './people';
import { products, wasteStreams } from './reference';

export const transactions = pgTable(
  'transactions',
  {
    ...baseColumns(),
    ...tenantColumn(),
    transactionDate: date({ mode: 'string' }).notNull(),
    periodStart: date({ mode: 'string' }),
    periodEnd: date({ mode: 'string' }),
    destinationContractorId: integer()
      .notNull()
      .references(() => destinationContractors.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    /** Copied from the product by the server. */
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    quantity: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** Copied from the product by the server. */
    unitOfMeasure: varchar({ length: 10 }),
    volumeM3: numeric({ precision: 10, scale: 3, mode: 'number' }),
    weightKg: numeric({ precision: 10, scale: 2, mode: 'number' }),
    weightMethod: varchar({ length: 20 }),
    unitPriceAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
    /** quantity × unitPriceAud, computed by the server. */
    amountAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
    levyAud: numeric({ precision: 12, scale: 2, mode: 'number' }),
    invoiceNo: varchar({ length: 30 }),
    docketNo: varchar({ length: 30 }),
    vehicleRego: varchar({ length: 10 }),
    customerId: integer().references(() => customers.id),
    importId: integer().references(() => imports.id),
  },
  (t) => [
    // De-duplicates imports among live rows; lines without a docket number never collide.
    uniqueIndex('transactions_docket_live')
      .on(t.tenantId, t.destinationContractorId, t.docketNo, t.productId)
      .where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.transactionDate),
    index().on(t.tenantId, t.wasteStreamId, t.transactionDate),
    index().on(t.tenantId, t.destinationContractorId),
    index().on(t.tenantId, t.customerId),
    index().on(t.importId),
  ],
);
