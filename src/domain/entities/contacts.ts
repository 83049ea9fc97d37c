// Contacts of a building or a tenant (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { labelTable } from '../labels/label-table';
import { auPhone, emailAddress, enumField, optionalText, ref, requiredText } from './shared';

export const CONTACT_TYPES = [
  'BuildingManager', 'FacilityManager', 'TenantRep', 'CleaningSupervisor', 'WasteContractor', 'Sustainability', 'Other',
] as const;

export const contactEntity = defineEntity({
  key: 'contacts',
  label: 'Contact',
  labelPlural: 'Contacts',
  controller: 'Contacts',
  cacheTag: 'Contact',
  area: Area.Contacts,
  route: '/contacts',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    position: optionalText(100),
    organisation: optionalText(150),
    email: emailAddress.nullish(),
    phone: auPhone.nullish(),
    contactType: z.enum(CONTACT_TYPES),
    customerId: ref.nullish(),
    isPrimary: z.boolean().default(false),
    receivesMonthlyReport: z.boolean().default(false),
  }),
  fields: {
    firstName: { label: 'First name', kind: 'text' },
    lastName: { label: 'Last name', kind: 'text' },
    position: { label: 'Position', kind: 'text' },
    organisation: { label: 'Organisation', kind: 'text' },
    email: { label: 'Email', kind: 'email' },
    phone: { label: 'Phone', kind: 'phone' },
    contactType: enumField('Type', labelTable(CONTACT_TYPES, { TenantRep: 'Tenant representative' })),
    customerId: { label: 'Tenant', kind: 'lookup', lookup: { entity: 'customers', labelField: 'name' } },
    isPrimary: { label: 'Primary', kind: 'bool' },
    receivesMonthlyReport: { label: 'Monthly report', kind: 'bool' },
  },
  titleField: 'lastName',
  search: ['firstName', 'lastName', 'organisation', 'email', 'customerId'],
  defaultSort: { field: 'lastName', dir: 'asc' },
  occupier: { column: 'customerId', withoutCustomer: 'shared' },
});
