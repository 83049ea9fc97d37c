// People (data-model.md §1.4): managers, cleaners, multi-site cleaners, auditors and
// destination contractors. Reference records, not logins. People are named in lookups by the
// database-computed column fullName ("First Last").
import { z } from 'zod';
import { labelTable } from '../labels/label-table';
import { defineEntity, type FieldMeta } from '../entity';
import { Area } from '../permissions';
import {
  abn,
  auPhone,
  emailAddress,
  enumField,
  isoDate,
  lookupField,
  optionalPattern,
  optionalText,
  ref,
  requiredEnum,
  requiredRef,
  requiredText,
} from './shared';

export const SHIFTS = ['Day', 'Night'] as const;
export const FACILITY_TYPES = [
  'Landfill',
  'MRF',
  'PaperMill',
  'Composting',
  'AnaerobicDigestion',
  'EnergyFromWaste',
  'EwasteRecycler',
  'TransferStation',
  'ReuseCentre',
  'Charity',
] as const;

/** The label field of every person entity in lookups (a generated column of its table). */
export const PERSON_LABEL_FIELD = 'fullName';


const personName = { firstName: requiredText(60), lastName: requiredText(60) };
const personNameFields = {
  firstName: { label: 'First name', kind: 'text' },
  lastName: { label: 'Last name', kind: 'text' },
} satisfies Record<string, FieldMeta>;

export const managerEntity = defineEntity({
  key: 'managers',
  label: 'Manager',
  labelPlural: 'Managers',
  controller: 'Managers',
  cacheTag: 'Manager',
  area: Area.Managers,
  route: '/managers',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z.object({
    ...personName,
    email: emailAddress,
    phone: auPhone.nullish(),
    company: optionalText(150),
    position: optionalText(100),
    userId: ref.nullish(),
    receivesReports: z.boolean().default(false),
  }),
  fields: {
    ...personNameFields,
    email: { label: 'Email', kind: 'email' },
    phone: { label: 'Phone', kind: 'phone' },
    company: { label: 'Company', kind: 'text' },
    position: { label: 'Position', kind: 'text' },
    userId: lookupField('User account', 'users', 'userName', { grid: false }),
    receivesReports: { label: 'Receives reports', kind: 'bool' },
  },
  titleField: 'lastName',
  search: ['firstName', 'lastName', 'email', 'company'],
  defaultSort: { field: 'lastName', dir: 'asc' },
});

/**
 * Cleaner fields, shared by building cleaners and multi-site cleaners. `pin` is write-only: the
 * server stores its scrypt hash in pinHash and never returns it.
 */
const cleanerShape = {
  ...personName,
  employeeCode: optionalPattern(/^[A-Za-z0-9-]{1,20}$/, 'Letters, digits and - (at most 20)'),
  cleaningCompany: optionalText(150),
  pin: z.string().regex(/^\d{4,6}$/, 'A PIN of 4 to 6 digits').nullish(),
  shift: requiredEnum(SHIFTS, 'a shift').nullish(),
  inductedOn: isoDate.nullish(),
};
const cleanerFields = {
  ...personNameFields,
  employeeCode: { label: 'Employee code', kind: 'text' },
  cleaningCompany: { label: 'Cleaning company', kind: 'text' },
  pin: { label: 'PIN', kind: 'secret', help: 'Leave empty to keep the current PIN' },
  shift: enumField('Shift', SHIFTS),
  inductedOn: { label: 'Inducted on', kind: 'date' },
} satisfies Record<keyof typeof cleanerShape, FieldMeta>;

export const cleanerEntity = defineEntity({
  key: 'cleaners',
  label: 'Cleaner',
  labelPlural: 'Cleaners',
  controller: 'Cleaners',
  cacheTag: 'Cleaner',
  area: Area.Cleaners,
  route: '/cleaners',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'building',
  schema: z.object(cleanerShape),
  fields: cleanerFields,
  titleField: 'lastName',
  search: ['firstName', 'lastName', 'employeeCode', 'cleaningCompany'],
  defaultSort: { field: 'lastName', dir: 'asc' },
});

/** Global: one person covers several buildings (the multi_site_cleaner_buildings link). */
export const multiSiteCleanerEntity = defineEntity({
  key: 'multiSiteCleaners',
  label: 'Multi-site cleaner',
  labelPlural: 'Multi-site cleaners',
  controller: 'MultiSiteCleaners',
  cacheTag: 'MultiSiteCleaner',
  area: Area.MultiSiteCleaners,
  route: '/multi-site-cleaners',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z.object(cleanerShape),
  fields: cleanerFields,
  titleField: 'lastName',
  search: ['firstName', 'lastName', 'employeeCode', 'cleaningCompany'],
  defaultSort: { field: 'lastName', dir: 'asc' },
});

/** The buildings a multi-site cleaner covers, edited with the cleaner (child rows). */
export const multiSiteCleanerBuildingsSchema = z
  .array(requiredRef('a building'))
  .min(1, 'Choose at least one building')
  .refine((ids) => new Set(ids).size === ids.length, 'Each building once');

export const auditorEntity = defineEntity({
  key: 'auditors',
  label: 'Auditor',
  labelPlural: 'Auditors',
  controller: 'Auditors',
  cacheTag: 'Auditor',
  area: Area.Auditors,
  route: '/auditors',
  screens: ['list', 'view', 'edit', 'create'],
  scope: 'global',
  schema: z
    .object({
      ...personName,
      company: optionalText(150),
      email: emailAddress,
      phone: auPhone.nullish(),
      isNabersAccredited: z.boolean().default(false),
      accreditationNo: optionalText(20),
      userId: ref.nullish(),
    })
    .refine((a) => !a.isNabersAccredited || !!a.accreditationNo, {
      message: 'Enter the accreditation number of an accredited assessor',
      path: ['accreditationNo'],
    }),
  fields: {
    ...personNameFields,
    company: { label: 'Company', kind: 'text' },
    email: { label: 'Email', kind: 'email' },
    phone: { label: 'Phone', kind: 'phone' },
    isNabersAccredited: { label: 'NABERS accredited', kind: 'bool' },
    accreditationNo: { label: 'Accreditation no.', kind: 'text' },
    userId: lookupField('User account', 'users', 'userName', { grid: false }),
  },
  titleField: 'lastName',
  search: ['firstName', 'lastName', 'company', 'accreditationNo'],
  defaultSort: { field: 'lastName', dir: 'asc' },
});

export const destinationContractorEntity = defineEntity({
  key: 'destinationContractors',
  label: 'Destination contractor',
  labelPlural: 'Destination contractors',
  controller: 'DestinationContractors',
  cacheTag: 'DestinationContractor',
  area: Area.DestinationContractor,
  route: '/destination-contractors',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    name: requiredText(150),
    contractorCompany: requiredText(150),
    abn: abn.nullish(),
    facilityName: requiredText(150),
    facilityAddress: optionalText(250),
    facilityType: requiredEnum(FACILITY_TYPES, 'a facility type').nullish(),
    epaLicenceNo: optionalText(30),
    email: emailAddress.nullish(),
    phone: auPhone.nullish(),
  }),
  fields: {
    name: { label: 'Name', kind: 'text' },
    contractorCompany: { label: 'Contractor', kind: 'text' },
    abn: { label: 'ABN', kind: 'text', grid: false },
    facilityName: { label: 'Facility', kind: 'text' },
    facilityAddress: { label: 'Facility address', kind: 'text', grid: false },
    facilityType: enumField('Facility type', labelTable(FACILITY_TYPES, { MRF: 'Materials recovery facility (MRF)', EwasteRecycler: 'E-waste recycler' })),
    epaLicenceNo: { label: 'EPA licence no.', kind: 'text', grid: false },
    email: { label: 'Email', kind: 'email' },
    phone: { label: 'Phone', kind: 'phone' },
  },
  titleField: 'name',
  search: ['name', 'contractorCompany', 'facilityName'],
  defaultSort: { field: 'name', dir: 'asc' },
  related: [{ entity: 'transactions', field: 'destinationContractorId' }],
});

/** One row of a contractor's recovery rates (child table contractor_recovery_rates). */
export const contractorRecoveryRateSchema = z.object({
  wasteStreamId: requiredRef('a waste stream'),
  recoveryRatePct: z.number({ error: 'Enter a number' }).min(0, 'At least 0%').max(100, 'At most 100%'),
  effectiveFrom: isoDate,
});
export type ContractorRecoveryRate = z.infer<typeof contractorRecoveryRateSchema>;

/** A contractor's recovery rates: one rate per stream and start date. */
export const contractorRecoveryRatesSchema = z
  .array(contractorRecoveryRateSchema)
  .refine(
    (rates) => new Set(rates.map((r) => `${r.wasteStreamId}@${r.effectiveFrom}`)).size === rates.length,
    'One rate per waste stream and date',
  );

export const peopleEntities = [
  managerEntity,
  cleanerEntity,
  multiSiteCleanerEntity,
  auditorEntity,
  destinationContractorEntity,
] as const;
