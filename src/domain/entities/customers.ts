// Tenants — the occupiers of a building (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { abn, isoDate, optionalText, requiredText, text, wholeNumber } from './shared';

export const customerEntity = defineEntity({
  key: 'customers',
  label: 'Tenant',
  labelPlural: 'Tenants',
  controller: 'Customers',
  cacheTag: 'Customer',
  area: Area.Customers,
  route: '/customers',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z
    .object({
      name: requiredText(150),
      code: text().regex(/^[A-Z0-9-]+$/, 'Capitals, digits and -').max(12).nullish(),
      abn: abn.nullish(),
      floorsOccupied: optionalText(50),
      areaM2: wholeNumber(0).nullish(),
      headcount: wholeNumber(0).nullish(),
      leaseStart: isoDate.nullish(),
      leaseEnd: isoDate.nullish(),
      isBaseBuilding: z.boolean().default(false),
    })
    .refine((c) => !c.leaseStart || !c.leaseEnd || c.leaseEnd >= c.leaseStart, {
      message: 'Lease end must not be before lease start',
      path: ['leaseEnd'],
    }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    code: { label: 'Code', kind: 'text' },
    abn: { label: 'ABN', kind: 'text' },
    floorsOccupied: { label: 'Floors occupied', kind: 'text' },
    areaM2: { label: 'Area (m²)', kind: 'int' },
    headcount: { label: 'Headcount', kind: 'int' },
    leaseStart: { label: 'Lease start', kind: 'date' },
    leaseEnd: { label: 'Lease end', kind: 'date' },
    isBaseBuilding: { label: 'Base building', kind: 'bool' },
  },
  titleField: 'name',
  search: ['name', 'code', 'abn'],
  defaultSort: { field: 'name', dir: 'asc' },
  occupier: 'self',
  related: [
    { entity: 'collections', field: 'customerId' },
    { entity: 'collectionServices', field: 'customerId' },
    { entity: 'binCounts', field: 'customerId' },
    { entity: 'contacts', field: 'customerId' },
  ],
});
