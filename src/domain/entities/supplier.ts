// Supplier waste (data-model.md §1.7): lines of a contractor's invoice, report or weighbridge
// docket. Extra screens /transactions/export and /transactions/import come with their feature.
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import {
  calendarDate,
  enumField,
  isoDate,
  listLookupField,
  lookupField,
  nonNegative,
  optionalPattern,
  optionalText,
  PERIOD_ORDER_MESSAGE,
  ref,
  requiredRef,
  text,
} from './shared';

/** BBP data-integrity tiers: how the weight was obtained. */
export const WEIGHT_METHODS = ['ActualWeight', 'SiteDensity', 'IndustryDensity'] as const;

export const transactionEntity = defineEntity({
  key: 'transactions',
  label: 'Transaction',
  labelPlural: 'Transactions',
  controller: 'Transactions',
  cacheTag: 'Transaction',
  area: Area.Transactions,
  route: '/transactions',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      transactionDate: calendarDate('Enter the transaction date'),
      periodStart: isoDate.nullish(),
      periodEnd: isoDate.nullish(),
      destinationContractorId: requiredRef('a contractor'),
      productId: requiredRef('a product'),
      /** Derived from the product by the server. */
      wasteStreamId: ref.nullish(),
      quantity: z.number({ error: 'Enter a quantity' }).positive('Must be more than 0').max(1_000_000, 'At most 1000000'),
      /** Derived from the product by the server. */
      unitOfMeasure: text().max(10).nullish(),
      volumeM3: nonNegative(100_000).nullish(),
      weightKg: nonNegative(10_000_000).nullish(),
      weightMethod: z.enum(WEIGHT_METHODS).nullish(),
      unitPriceAud: nonNegative(1_000_000).nullish(),
      /** quantity × unitPriceAud, computed by the server. */
      amountAud: z.number().nullish(),
      levyAud: nonNegative(10_000_000).nullish(),
      invoiceNo: optionalText(30),
      docketNo: optionalText(30),
      vehicleRego: optionalPattern(/^[A-Za-z0-9 -]{1,10}$/, 'Up to 10 letters, digits, spaces or -'),
      customerId: ref.nullish(),
      /** Set when the line came from an import. */
      importId: ref.nullish(),
    })
    .refine((t) => !t.periodStart || !t.periodEnd || t.periodEnd >= t.periodStart, {
      message: PERIOD_ORDER_MESSAGE,
      path: ['periodEnd'],
    }),
  fields: {
    transactionDate: { label: 'Date', kind: 'date' },
    periodStart: { label: 'Period start', kind: 'date', grid: false },
    periodEnd: { label: 'Period end', kind: 'date', grid: false },
    destinationContractorId: lookupField('Contractor', 'destinationContractors', 'name', { bulkEdit: true }),
    // Transactions pick from every product, the transaction products included (spec §7).
    productId: listLookupField('Product', 'products', 'transactionProducts'),
    wasteStreamId: lookupField('Waste stream', 'wasteStreams', 'name', { readOnly: true }),
    quantity: { label: 'Quantity', kind: 'decimal' },
    unitOfMeasure: { label: 'Unit', kind: 'text', readOnly: true },
    volumeM3: { label: 'Volume (m³)', kind: 'decimal' },
    weightKg: { label: 'Weight (kg)', kind: 'decimal' },
    weightMethod: enumField('Weight method', WEIGHT_METHODS),
    unitPriceAud: { label: 'Unit price', kind: 'money' },
    amountAud: { label: 'Amount', kind: 'money', readOnly: true },
    levyAud: { label: 'Levy', kind: 'money' },
    invoiceNo: { label: 'Invoice no.', kind: 'text' },
    docketNo: { label: 'Docket no.', kind: 'text' },
    vehicleRego: { label: 'Vehicle rego', kind: 'text', grid: false },
    customerId: lookupField('Recharged to tenant', 'customers'),
    importId: lookupField('Import', 'imports', 'fileName', { readOnly: true, grid: false }),
  },
  titleField: 'docketNo',
  search: ['docketNo', 'invoiceNo', 'destinationContractorId', 'customerId', 'productId'],
  defaultSort: { field: 'transactionDate', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

/** The amount of a line, rounded to cents; null when there is no unit price. */
export function transactionAmount(quantity: number, unitPriceAud: number | null | undefined): number | null {
  return unitPriceAud == null ? null : Math.round(quantity * unitPriceAud * 100) / 100;
}

export const supplierEntities = [transactionEntity] as const;
