// People (data-model.md §1.4): reference records for managers, cleaners, auditors and
// contractors. They are not logins; userId optionally ties one to a user account.
import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './base';
import { packages, tenantColumn } from './organisation';
import { wasteStreams } from './reference';

/**
 * First and last name, plus fullName computed by the database: lookups name a person by one
 * column (labelField 'fullName'), so grids can sort and filter on it like any other.
 */
function personNameColumns() {
  return {
    firstName: varchar({ length: 60 }).notNull(),
    lastName: varchar({ length: 60 }).notNull(),
    fullName: varchar({ length: 121 }).generatedAlwaysAs(sql`first_name || ' ' || last_name`),
  };
}

export const managers = pgTable(
  'managers',
  {
    ...baseColumns(),
    ...tenantColumn(),
    ...personNameColumns(),
    email: varchar({ length: 256 }).notNull(),
    phone: varchar({ length: 12 }),
    company: varchar({ length: 150 }),
    position: varchar({ length: 100 }),
    /** Optional link to a login (users table, §1.1); no key so that people need not import it. */
    userId: integer(),
    receivesReports: boolean().default(false).notNull(),
  },
  (t) => [
    index().on(t.tenantId, t.lastName, t.firstName),
    uniqueIndex('managers_email_live').on(t.tenantId, t.email).where(sql`${t.isDeleted} = false`),
  ],
);

/** The person fields cleaners and multi-site cleaners share. */
function cleanerColumns() {
  return {
    ...personNameColumns(),
    employeeCode: varchar({ length: 20 }),
    cleaningCompany: varchar({ length: 150 }),
    /** scrypt hash of a 4–6 digit PIN; the form sends `pin`, the server stores the hash. */
    pinHash: varchar({ length: 200 }),
    shift: varchar({ length: 10 }),
    inductedOn: date({ mode: 'string' }),
  };
}

export const cleaners = pgTable(
  'cleaners',
  { ...baseColumns(), ...tenantColumn(), ...cleanerColumns() },
  (t) => [
    index().on(t.tenantId, t.lastName, t.firstName),
    uniqueIndex('cleaners_employee_code_live').on(t.tenantId, t.employeeCode).where(sql`${t.isDeleted} = false`),
  ],
);

export const multiSiteCleaners = pgTable(
  'multi_site_cleaners',
  { ...baseColumns(), ...cleanerColumns() },
  (t) => [
    index().on(t.lastName, t.firstName),
    uniqueIndex('multi_site_cleaners_employee_code_live').on(t.employeeCode).where(sql`${t.isDeleted} = false`),
  ],
);

/** The buildings a multi-site cleaner covers. */
export const multiSiteCleanerBuildings = pgTable(
  'multi_site_cleaner_buildings',
  {
    multiSiteCleanerId: integer()
      .notNull()
      .references(() => multiSiteCleaners.id, { onDelete: 'cascade' }),
    tenantId: integer()
      .notNull()
      .references(() => packages.tenantId),
  },
  (t) => [primaryKey({ columns: [t.multiSiteCleanerId, t.tenantId] }), index().on(t.tenantId)],
);

export const auditors = pgTable(
  'auditors',
  {
    ...baseColumns(),
    ...personNameColumns(),
    company: varchar({ length: 150 }),
    email: varchar({ length: 256 }).notNull(),
    phone: varchar({ length: 12 }),
    isNabersAccredited: boolean().default(false).notNull(),
    accreditationNo: varchar({ length: 20 }),
    userId: integer(),
  },
  (t) => [
    index().on(t.lastName, t.firstName),
    uniqueIndex('auditors_email_live').on(t.email).where(sql`${t.isDeleted} = false`),
  ],
);

export const destinationContractors = pgTable(
  'destination_contractors',
  {
    ...baseColumns(),
    name: varchar({ length: 150 }).notNull(),
    contractorCompany: varchar({ length: 150 }).notNull(),
    abn: varchar({ length: 11 }),
    facilityName: varchar({ length: 150 }).notNull(),
    facilityAddress: varchar({ length: 250 }),
    facilityType: varchar({ length: 30 }),
    epaLicenceNo: varchar({ length: 30 }),
    email: varchar({ length: 256 }),
    phone: varchar({ length: 12 }),
  },
  (t) => [
    uniqueIndex('destination_contractors_name_live').on(t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.contractorCompany),
  ],
);

/** A facility's recovery rate for one stream from a date on (child of a destination contractor). */
export const contractorRecoveryRates = pgTable(
  'contractor_recovery_rates',
  {
    id: serial().primaryKey(),
    destinationContractorId: integer()
      .notNull()
      .references(() => destinationContractors.id, { onDelete: 'cascade' }),
    wasteStreamId: integer()
      .notNull()
      .references(() => wasteStreams.id),
    recoveryRatePct: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
  },
  (t) => [unique().on(t.destinationContractorId, t.wasteStreamId, t.effectiveFrom)],
);
