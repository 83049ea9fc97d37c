// Count module, Lite edition (data-model.md §1.6): bin counts and service tallies.
import { z } from 'zod';
import { labelTable } from '../labels/label-table';
import { COUNT_STAGE_LABELS } from '../labels/tables';
import { defineEntity } from '../entity';
import { CountStage } from '../enums';
import { Area } from '../permissions';
import {
  enumField,
  isoDate,
  lookupField,
  nonNegative,
  optionalText,
  ref,
  requiredRef,
  wholeNumber,
} from './shared';

/** CountStage values in display order; NotSelected is null (spec §3). */
export const COUNT_STAGES = [CountStage.PreSort, CountStage.PostSort, CountStage.PreAudit, CountStage.PostAudit] as const;

export const binCountEntity = defineEntity({
  key: 'binCounts',
  label: 'Bin count',
  labelPlural: 'Bin counts',
  controller: 'BinCounts',
  cacheTag: 'BinCount',
  area: Area.BinCount,
  route: '/bin-counts',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z.object({
    countDate: isoDate,
    collectionPointId: ref.nullish(),
    primaryLocationId: ref.nullish(),
    customerId: ref.nullish(),
    binTypeId: requiredRef('a bin type'),
    wasteStreamId: requiredRef('a waste stream'),
    binCount: wholeNumber(0, 999),
    fillPct: wholeNumber(0, 100).multipleOf(25, 'In steps of 25%').default(100),
    countStage: z.enum(CountStage, { error: 'Choose a count stage' }).nullish(),
    countedById: ref.nullish(),
  }),
  fields: {
    countDate: { label: 'Date', kind: 'date' },
    collectionPointId: lookupField('Collection point', 'collectionPoints'),
    primaryLocationId: lookupField('Primary location', 'primaryLocations'),
    customerId: lookupField('Tenant', 'customers'),
    binTypeId: lookupField('Bin type', 'binTypes'),
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    binCount: { label: 'Bins', kind: 'int' },
    fillPct: enumField('Fill', labelTable([0, 25, 50, 75, 100], { 0: 'Empty', 25: '25%', 50: '50%', 75: '75%', 100: 'Full' })),
    countStage: enumField('Count stage', COUNT_STAGE_LABELS, { grid: false }),
    countedById: lookupField('Counted by', 'users', 'userName', { grid: false }),
  },
  titleField: 'countDate',
  search: ['customerId', 'collectionPointId', 'wasteStreamId'],
  defaultSort: { field: 'countDate', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

/** Tallies have no screens of their own (spec §2.2 lists none); they are reached via the API. */
export const serviceTallyEntity = defineEntity({
  key: 'serviceTallies',
  label: 'Service tally',
  labelPlural: 'Service tallies',
  controller: 'ServiceTallies',
  cacheTag: 'ServiceTally',
  area: Area.ServiceTally,
  route: null,
  screens: [],
  scope: 'building',
  schema: z.object({
    tallyDate: isoDate,
    serviceTypeId: requiredRef('a service type'),
    binTypeId: ref.nullish(),
    wasteStreamId: ref.nullish(),
    customerId: ref.nullish(),
    quantity: wholeNumber(0, 10_000),
    unitRateAud: nonNegative(1_000_000).nullish(),
    notes: optionalText(500),
  }),
  fields: {
    tallyDate: { label: 'Date', kind: 'date' },
    serviceTypeId: lookupField('Service type', 'serviceTypes'),
    binTypeId: lookupField('Bin type', 'binTypes'),
    wasteStreamId: lookupField('Waste stream', 'wasteStreams'),
    customerId: lookupField('Tenant', 'customers'),
    quantity: { label: 'Quantity', kind: 'int' },
    unitRateAud: { label: 'Unit rate', kind: 'money', help: 'Taken from the service type when left empty' },
    notes: { label: 'Notes', kind: 'textarea' },
  },
  titleField: 'tallyDate',
  search: ['customerId', 'serviceTypeId', 'wasteStreamId'],
  defaultSort: { field: 'tallyDate', dir: 'desc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

export const countEntities = [binCountEntity, serviceTallyEntity] as const;
