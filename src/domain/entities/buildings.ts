// Buildings, the unit of scope (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { labelTable } from '../labels/label-table';
import { AU_STATES, enumField, isoDate, postcode, requiredPattern, requiredText, text, wholeNumber } from './shared';

export const BUILDING_TYPES = ['Office', 'Retail', 'MixedUse', 'Industrial', 'Education', 'Health', 'Other'] as const;

export const buildingEntity = defineEntity({
  key: 'buildings',
  label: 'Building',
  labelPlural: 'Buildings',
  controller: 'Package',
  cacheTag: 'Building',
  area: Area.Packages,
  route: '/buildings',
  screens: ['list', 'create', 'edit'],
  scope: 'global',
  schema: z.object({
    name: requiredText(128),
    tenantName: requiredPattern(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/, 'Letters, digits, _ or -, starting with a letter (2–64)'),
    calibreBins: z.boolean().default(false),
    addressLine: requiredText(200),
    suburb: requiredText(80),
    state: z.enum(AU_STATES),
    postcode,
    buildingType: z.enum(BUILDING_TYPES).nullish(),
    netLettableAreaM2: z.number().int().min(100).max(500_000).nullish(),
    floors: z.number().int().min(1).max(120).nullish(),
    occupants: wholeNumber(0).nullish(),
    operatingDaysPerWeek: z.union([z.literal(5), z.literal(6), z.literal(7)]).nullish(),
    nabersRatingType: z.enum(['BaseBuilding', 'WholeBuilding']).nullish(),
    nabersWasteStars: z.number().min(0).max(6).multipleOf(0.5).nullish(),
    nabersRatingExpiry: isoDate.nullish(),
    diversionTargetPct: z.number().int().min(0).max(100).nullish(),
    timeZone: text().max(40).default('Australia/Sydney'),
    appFull: z.boolean().default(true),
    appLite: z.boolean().default(false),
    appSupplier: z.boolean().default(false),
    appFurniture: z.boolean().default(false),
    appAudits: z.boolean().default(false),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    tenantName: { label: 'Tenancy name', kind: 'text' },
    calibreBins: { label: 'Calibre bins', kind: 'bool' },
    addressLine: { label: 'Address', kind: 'text' },
    suburb: { label: 'Suburb', kind: 'text' },
    state: enumField('State', AU_STATES),
    postcode: { label: 'Postcode', kind: 'text' },
    buildingType: enumField('Building type', BUILDING_TYPES),
    netLettableAreaM2: { label: 'NLA (m²)', kind: 'int' },
    floors: { label: 'Floors', kind: 'int' },
    occupants: { label: 'Occupants', kind: 'int' },
    operatingDaysPerWeek: enumField('Operating days / week', labelTable([5, 6, 7], { 5: '5 days', 6: '6 days', 7: '7 days' })),
    nabersRatingType: enumField('NABERS rating type', ['BaseBuilding', 'WholeBuilding']),
    nabersWasteStars: { label: 'NABERS waste stars', kind: 'decimal' },
    nabersRatingExpiry: { label: 'NABERS rating expiry', kind: 'date' },
    diversionTargetPct: { label: 'Diversion target', kind: 'percent' },
    timeZone: { label: 'Time zone', kind: 'text', grid: false },
    appFull: { label: 'Full edition', kind: 'bool', grid: false },
    appLite: { label: 'Lite edition', kind: 'bool', grid: false },
    appSupplier: { label: 'Supplier edition', kind: 'bool', grid: false },
    appFurniture: { label: 'Furniture edition', kind: 'bool', grid: false },
    appAudits: { label: 'Audits edition', kind: 'bool', grid: false },
  },
  titleField: 'name',
  search: ['name', 'tenantName', 'addressLine', 'suburb', 'postcode'],
  defaultSort: { field: 'name', dir: 'asc' },
  // Spec §2.2 gives buildings no view screen: the list sits on the edit screen.
  related: [{ entity: 'customers', field: 'tenantId', parentField: 'tenantId' }],
});
