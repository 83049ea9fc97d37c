// Collections, Full edition (data-model.md §1.5): collection services, weighed collections,
// collection limits and calibre bin collections. All building-scoped.
import { z } from 'zod';
import { labelTable } from '../labels/label-table';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { PERSON_LABEL_FIELD } from './people';
import {
  emailAddress,
  enumField,
  isoDateTime,
  lookupField,
  nonNegative,
  optionalText,
  ref,
  requiredEnum,
  requiredPattern,
  requiredRef,
  requiredText,
  wholeNumber,
} from './shared';

export const SERVICE_FREQUENCIES = ['Daily', 'Weekdays', 'Weekly', 'Fortnightly', 'OnDemand'] as const;
/** Low < 5 %, Medium 5–20 %, High > 20 % of the bag or bin. */
export const CONTAMINATION_LEVELS = ['None', 'Low', 'Medium', 'High'] as const;
export const COLLECTION_SOURCES = ['Tablet', 'Web', 'Import', 'Api'] as const;
export const LIMIT_PERIODS = ['PerCollection', 'PerDay', 'PerWeek', 'PerMonth'] as const;
export const LIMIT_ACTIONS = ['Warn', 'Block', 'Notify'] as const;

/** How far ahead of the server's clock a weighing may be stamped (clock drift on tablets). */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
const notInFuture = (iso: string) => Date.parse(iso) <= Date.now() + FUTURE_TOLERANCE_MS;
const NOT_IN_FUTURE = 'Must not be in the future';

const weight = (max: number) => nonNegative(max);
const netWeight = (max: number) =>
  z.number({ error: 'Enter the net weight' }).min(0.01, 'At least 0.01 kg').max(max, `At most ${max} kg`);

/** Gross, tare and net agree: tare ≤ gross and net = gross − tare (to the cent of a kg). */
function weightsAgree(w: { grossKg?: number | null; tareKg?: number | null; netKg: number }): boolean {
  if (w.grossKg == null || w.tareKg == null) return true;
  return w.tareKg <= w.grossKg && Math.abs(w.grossKg - w.tareKg - w.netKg) < 0.01;
}
const WEIGHTS_DISAGREE = { message: 'Net weight must equal gross minus tare', path: ['netKg'] };

export const collectionServiceEntity = defineEntity({
  key: 'collectionServices',
  label: 'Collection service',
  labelPlural: 'Collection services',
  controller: 'CollectionServices',
  cacheTag: 'CollectionService',
  area: Area.CollectionServices,
  route: '/collection-services',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      name: requiredText(150),
      customerId: ref.nullish(),
      wasteStreamId: requiredRef('a waste stream'),
      productId: ref.nullish(),
      collectionPointId: ref.nullish(),
      destinationContractorId: ref.nullish(),
      qrCode: requiredPattern(/^[A-Za-z0-9_-]{4,64}$/, 'Letters, digits, _ or - (4–64)'),
      frequency: requiredEnum(SERVICE_FREQUENCIES, 'a frequency').nullish(),
      isConsolidated: z.boolean().default(false),
    })
    .refine((s) => !s.isConsolidated || s.customerId == null, {
      message: 'A consolidated service is split across tenants by its allocations; leave the tenant empty',
      path: ['customerId'],
    }),
  fields: {
    name: { label: 'Name', kind: 'text', help: 'Usually "Tenant – Level – Stream"' },
    customerId: lookupField('Tenant', 'customers'),
    wasteStreamId: lookupField('Waste stream', 'wasteStreams', 'name', { bulkEdit: true }),
    productId: lookupField('Product', 'products'),
    collectionPointId: lookupField('Collection point', 'collectionPoints'),
    destinationContractorId: lookupField('Destination contractor', 'destinationContractors', 'name', { bulkEdit: true }),
    qrCode: { label: 'QR code', kind: 'text' },
    frequency: enumField('Frequency', SERVICE_FREQUENCIES),
    isConsolidated: { label: 'Consolidated', kind: 'bool' },
  },
  titleField: 'name',
  search: ['name', 'qrCode', 'customerId', 'wasteStreamId'],
  defaultSort: { field: 'name', dir: 'asc' },
  related: [{ entity: 'collections', field: 'collectionServiceId' }],
  occupier: { column: 'customerId', withoutCustomer: 'hidden', link: 'collectionServiceAllocations' },
});

/** One tenant's share of a consolidated service (child table collection_service_allocations). */
export const collectionServiceAllocationSchema = z.object({
  customerId: requiredRef('a tenant'),
  pct: z.number({ error: 'Enter a percentage' }).gt(0, 'More than 0%').max(100, 'At most 100%'),
});
export type CollectionServiceAllocation = z.infer<typeof collectionServiceAllocationSchema>;

/** A consolidated service's allocations: distinct tenants whose shares add up to 100 %. */
export const collectionServiceAllocationsSchema = z
  .array(collectionServiceAllocationSchema)
  .min(1, 'A consolidated service needs at least one allocation')
  .refine((a) => new Set(a.map((x) => x.customerId)).size === a.length, 'Each tenant once')
  .refine((a) => Math.abs(a.reduce((sum, x) => sum + x.pct, 0) - 100) < 0.005, 'Allocations must add up to 100%');

export const collectionEntity = defineEntity({
  key: 'collections',
  label: 'Collection',
  labelPlural: 'Collections',
  controller: 'Collections',
  // Spec §7 names this tag in the plural.
  cacheTag: 'Collections',
  area: Area.Collections,
  route: '/collections',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      collectedAt: isoDateTime.refine(notInFuture, NOT_IN_FUTURE),
      collectionServiceId: requiredRef('a collection service'),
      cleanerId: ref.nullish(),
      multiSiteCleanerId: ref.nullish(),
      productId: ref.nullish(),
      equipmentId: ref.nullish(),
      quantity: wholeNumber(1, 100).default(1),
      grossKg: weight(2500).nullish(),
      tareKg: weight(500).nullish(),
      netKg: netWeight(2000),
      isEstimated: z.boolean().default(false),
      isContaminated: z.boolean().default(false),
      contaminationLevel: requiredEnum(CONTAMINATION_LEVELS, 'a contamination level').nullish(),
      contaminationNote: optionalText(500),
      source: requiredEnum(COLLECTION_SOURCES, 'a source').default('Web'),
    })
    .refine((c) => c.cleanerId == null || c.multiSiteCleanerId == null, {
      message: 'Choose a cleaner or a multi-site cleaner, not both',
      path: ['multiSiteCleanerId'],
    })
    .refine(weightsAgree, WEIGHTS_DISAGREE)
    .refine((c) => !c.isContaminated || (c.contaminationLevel != null && c.contaminationLevel !== 'None'), {
      message: 'Choose how contaminated the collection is',
      path: ['contaminationLevel'],
    }),
  fields: {
    collectedAt: { label: 'Collected at', kind: 'datetime' },
    collectionServiceId: lookupField('Service', 'collectionServices'),
    cleanerId: lookupField('Cleaner', 'cleaners', PERSON_LABEL_FIELD, { bulkEdit: true }),
    multiSiteCleanerId: lookupField('Multi-site cleaner', 'multiSiteCleaners', PERSON_LABEL_FIELD, { grid: false }),
    productId: lookupField('Product', 'products', 'name', { bulkEdit: true }),
    equipmentId: lookupField('Scale', 'equipment', 'serialNumber', { grid: false }),
    quantity: { label: 'Quantity', kind: 'int' },
    grossKg: { label: 'Gross (kg)', kind: 'decimal', grid: false },
    tareKg: { label: 'Tare (kg)', kind: 'decimal', grid: false },
    netKg: { label: 'Net (kg)', kind: 'decimal' },
    isEstimated: { label: 'Estimated', kind: 'bool' },
    isContaminated: { label: 'Contaminated', kind: 'bool' },
    contaminationLevel: enumField('Contamination', CONTAMINATION_LEVELS),
    contaminationNote: { label: 'Contamination note', kind: 'textarea' },
    source: enumField('Source', labelTable(COLLECTION_SOURCES, { Api: 'API' })),
  },
  titleField: 'collectedAt',
  // The service's name is "Tenant – Level – Stream"; cleaner and product would need indexes of
  // their own on a million rows (bench/quick-search.ts).
  search: ['collectionServiceId'],
  defaultSort: { field: 'collectedAt', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

export const collectionLimitEntity = defineEntity({
  key: 'collectionLimits',
  label: 'Collection limit',
  labelPlural: 'Collection limits',
  controller: 'CollectionLimits',
  cacheTag: 'CollectionLimit',
  area: Area.CollectionLimits,
  route: '/collectionLimits',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      wasteStreamId: requiredRef('a waste stream'),
      productId: ref.nullish(),
      binTypeId: ref.nullish(),
      customerId: ref.nullish(),
      period: requiredEnum(LIMIT_PERIODS, 'a period'),
      minKg: weight(100_000).default(0),
      maxKg: z.number({ error: 'Enter the maximum weight' }).min(0, 'Must not be negative').max(100_000, 'At most 100000'),
      maxQuantity: wholeNumber(1, 10_000).nullish(),
      action: requiredEnum(LIMIT_ACTIONS, 'an action').default('Warn'),
      notifyEmail: emailAddress.nullish(),
    })
    .refine((l) => l.maxKg > l.minKg, { message: 'Maximum must be more than the minimum', path: ['maxKg'] })
    .refine((l) => l.productId == null || l.binTypeId == null, {
      message: 'Limit by product or by bin type, not both',
      path: ['binTypeId'],
    })
    .refine((l) => l.action !== 'Notify' || !!l.notifyEmail, {
      message: 'Enter the address to notify',
      path: ['notifyEmail'],
    }),
  fields: {
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    productId: lookupField('Product', 'products'),
    binTypeId: lookupField('Bin type', 'binTypes'),
    customerId: lookupField('Tenant', 'customers', 'name', { help: 'Empty: every tenant' }),
    period: enumField('Period', LIMIT_PERIODS),
    minKg: { label: 'Min (kg)', kind: 'decimal' },
    maxKg: { label: 'Max (kg)', kind: 'decimal' },
    maxQuantity: { label: 'Max quantity', kind: 'int' },
    action: enumField('Action', LIMIT_ACTIONS),
    notifyEmail: { label: 'Notify email', kind: 'email', grid: false },
  },
  titleField: 'period',
  search: ['customerId', 'wasteStreamId', 'productId'],
  defaultSort: { field: 'wasteStreamId', dir: 'asc' },
  occupier: { column: 'customerId', withoutCustomer: 'shared' },
});

export const binCollectionEntity = defineEntity({
  key: 'binCollections',
  label: 'Bin collection',
  labelPlural: 'Bin collections',
  controller: 'BinCollections',
  cacheTag: 'BinCollection',
  area: Area.BinCollections,
  route: '/bin-collections',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      binTag: requiredText(50),
      binTypeId: requiredRef('a bin type'),
      wasteStreamId: requiredRef('a waste stream'),
      customerId: ref.nullish(),
      liftedAt: isoDateTime.refine(notInFuture, NOT_IN_FUTURE),
      grossKg: weight(5000).nullish(),
      tareKg: weight(1000).nullish(),
      netKg: netWeight(4000),
      equipmentId: ref.nullish(),
    })
    .refine(weightsAgree, WEIGHTS_DISAGREE),
  fields: {
    binTag: { label: 'Bin tag', kind: 'text' },
    binTypeId: lookupField('Bin type', 'binTypes'),
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    customerId: lookupField('Tenant', 'customers'),
    liftedAt: { label: 'Lifted at', kind: 'datetime' },
    grossKg: { label: 'Gross (kg)', kind: 'decimal' },
    tareKg: { label: 'Tare (kg)', kind: 'decimal' },
    netKg: { label: 'Net (kg)', kind: 'decimal' },
    equipmentId: lookupField('Weighing device', 'equipment', 'serialNumber', { grid: false }),
  },
  titleField: 'binTag',
  search: ['binTag', 'customerId', 'wasteStreamId'],
  defaultSort: { field: 'liftedAt', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

export const collectionsEntities = [
  collectionServiceEntity,
  collectionEntity,
  collectionLimitEntity,
  binCollectionEntity,
] as const;
