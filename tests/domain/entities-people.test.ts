import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import {
  auditorEntity,
  cleanerEntity,
  contractorRecoveryRatesSchema,
  destinationContractorEntity,
  managerEntity,
  multiSiteCleanerBuildingsSchema,
  multiSiteCleanerEntity,
  peopleEntities,
} from '../../src/domain/entities/people';
import { entityByKey } from '../../src/domain/entities';
import { expectFieldError, expectValid } from './entities-expect';

const manager = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya.raman@harbourpm.com.au',
  phone: '0291234567',
  company: 'Harbour Property Management',
  position: 'Facility manager',
  receivesReports: true,
};
const cleaner = {
  firstName: 'Tomas',
  lastName: 'Silva',
  employeeCode: 'CLN-0042',
  cleaningCompany: 'Spotless Services',
  pin: '4821',
  shift: 'Night',
  inductedOn: '2025-03-10',
};
const auditor = {
  firstName: 'Grace',
  lastName: 'Ng',
  company: 'Waste Audit Co',
  email: 'grace@wasteaudit.com.au',
  isNabersAccredited: true,
  accreditationNo: 'NAB-1234',
};
const contractor = {
  name: 'Cleanaway – Commingled → Visy MRF',
  contractorCompany: 'Cleanaway',
  abn: '12345678901',
  facilityName: 'Visy MRF Smithfield',
  facilityType: 'MRF',
  email: 'ops@cleanaway.com.au',
  phone: '+61298765432',
};

describe('people declarations', () => {
  it('are registered with the spec routes, controllers, areas and scopes', () => {
    const shape = peopleEntities.map((e) => [e.key, e.route, e.controller, e.area, e.scope]);
    expect(shape).toEqual(expect.arrayContaining([
      ['managers', '/managers', 'Managers', Area.Managers, 'building'],
      ['cleaners', '/cleaners', 'Cleaners', Area.Cleaners, 'building'],
      ['multiSiteCleaners', '/multi-site-cleaners', 'MultiSiteCleaners', Area.MultiSiteCleaners, 'global'],
      ['auditors', '/auditors', 'Auditors', Area.Auditors, 'global'],
      ['destinationContractors', '/destination-contractors', 'DestinationContractors', Area.DestinationContractor, 'global'],
    ]));
    expect(auditorEntity.screens).toEqual(['list', 'view', 'edit', 'create']);
    for (const e of peopleEntities) expect(entityByKey(e.key)).toBe(e);
  });
  it('never shows a PIN in a grid', () => {
    expect(cleanerEntity.fields.pin.kind).toBe('secret');
  });
});

describe('manager schema', () => {
  const schema = managerEntity.schema;
  it('accepts a realistic manager', () => expectValid(schema, manager));
  it.each([
    ['bad email', { email: 'priya@' }, 'email', 'Enter an email address'],
    ['foreign phone', { phone: '5551234' }, 'phone', 'Australian phone'],
    ['no last name', { lastName: '' }, 'lastName', 'Required'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...manager, ...patch }, field, message);
  });
});

describe.each([
  ['cleaner', cleanerEntity.schema],
  ['multi-site cleaner', multiSiteCleanerEntity.schema],
])('%s schema', (_, schema) => {
  it('accepts a realistic cleaner, with or without a PIN', () => {
    expectValid(schema, cleaner);
    expectValid(schema, { ...cleaner, pin: null });
  });
  it.each([
    ['three-digit PIN', { pin: '123' }, 'pin', '4 to 6 digits'],
    ['PIN with letters', { pin: '12a4' }, 'pin', '4 to 6 digits'],
    ['unknown shift', { shift: 'Evening' }, 'shift', 'Choose a shift'],
    ['code with spaces', { employeeCode: 'CLN 42' }, 'employeeCode', 'Letters, digits'],
    ['bad induction date', { inductedOn: '10/03/2025' }, 'inductedOn', 'Enter a valid date'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...cleaner, ...patch }, field, message);
  });
});

describe('multi-site cleaner buildings', () => {
  it('accepts distinct buildings and rejects none or repeats', () => {
    expect(multiSiteCleanerBuildingsSchema.safeParse([1, 3]).success).toBe(true);
    expect(multiSiteCleanerBuildingsSchema.safeParse([]).error?.issues[0]?.message).toBe('Choose at least one building');
    expect(multiSiteCleanerBuildingsSchema.safeParse([1, 1]).error?.issues[0]?.message).toBe('Each building once');
  });
});

describe('auditor schema', () => {
  const schema = auditorEntity.schema;
  it('accepts an accredited auditor and an unaccredited one without a number', () => {
    expectValid(schema, auditor);
    expectValid(schema, { ...auditor, isNabersAccredited: false, accreditationNo: null });
  });
  it.each([
    ['accredited without number', { accreditationNo: null }, 'accreditationNo', 'accreditation number'],
    ['number too long', { accreditationNo: 'N'.repeat(21) }, 'accreditationNo', 'At most 20'],
    ['no email', { email: undefined }, 'email', 'Required'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...auditor, ...patch }, field, message);
  });
});

describe('destination contractor schema', () => {
  const schema = destinationContractorEntity.schema;
  it('accepts a realistic contractor', () => expectValid(schema, contractor));
  it.each([
    ['short ABN', { abn: '1234' }, 'abn', 'Eleven digits'],
    ['no facility', { facilityName: '' }, 'facilityName', 'Required'],
    ['unknown facility type', { facilityType: 'Incinerator' }, 'facilityType', 'Choose a facility type'],
  ])('rejects %s', (_, patch, field, message) => {
    expectFieldError(schema, { ...contractor, ...patch }, field, message);
  });
});

describe('contractor recovery rates', () => {
  const rate = { wasteStreamId: 2, recoveryRatePct: 87.5, effectiveFrom: '2025-07-01' };
  it('accepts one rate per stream and date', () => {
    const next = { ...rate, effectiveFrom: '2026-07-01', recoveryRatePct: 89 };
    expect(contractorRecoveryRatesSchema.safeParse([rate, next]).success).toBe(true);
  });
  it('rejects a rate over 100% and a repeated stream and date', () => {
    const over = contractorRecoveryRatesSchema.safeParse([{ ...rate, recoveryRatePct: 101 }]);
    expect(over.error?.issues[0]).toMatchObject({ path: [0, 'recoveryRatePct'], message: 'At most 100%' });
    const twice = contractorRecoveryRatesSchema.safeParse([rate, rate]);
    expect(twice.error?.issues[0]?.message).toBe('One rate per waste stream and date');
  });
});
