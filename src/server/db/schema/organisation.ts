// Organisation and access (data-model.md §1.1). In this API "tenant" means building: a Package
// row is a building and its tenantId is what building-scoped rows point at.
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

export const packages = pgTable('packages', {
  ...baseColumns(),
  tenantId: integer().notNull().unique(),
  name: varchar({ length: 128 }).notNull().unique(),
  tenantName: varchar({ length: 64 }).notNull().unique(),
  calibreBins: boolean().default(false).notNull(),
  addressLine: varchar({ length: 200 }).notNull(),
  suburb: varchar({ length: 80 }).notNull(),
  state: varchar({ length: 3 }).notNull(),
  postcode: varchar({ length: 4 }).notNull(),
  buildingType: varchar({ length: 20 }),
  netLettableAreaM2: integer(),
  floors: integer(),
  occupants: integer(),
  operatingDaysPerWeek: integer(),
  nabersRatingType: varchar({ length: 20 }),
  nabersWasteStars: numeric({ precision: 2, scale: 1, mode: 'number' }),
  nabersRatingExpiry: date({ mode: 'string' }),
  diversionTargetPct: integer(),
  managerId: integer(),
  timeZone: varchar({ length: 40 }).default('Australia/Sydney').notNull(),
  appFull: boolean().default(true).notNull(),
  appLite: boolean().default(false).notNull(),
  appSupplier: boolean().default(false).notNull(),
  appFurniture: boolean().default(false).notNull(),
  appAudits: boolean().default(false).notNull(),
});

/** The building-scope column of a [B] table: the row belongs to one building. */
export function tenantColumn() {
  return { tenantId: integer().notNull().references(() => packages.tenantId) };
}

/** The occupiers of a building (menu label "Tenants"); see data-model.md §1.1. */
export const customers = pgTable(
  'customers',
  {
    ...baseColumns(),
    ...tenantColumn(),
    name: varchar({ length: 150 }).notNull(),
    code: varchar({ length: 12 }),
    abn: varchar({ length: 11 }),
    floorsOccupied: varchar({ length: 50 }),
    areaM2: integer(),
    headcount: integer(),
    leaseStart: date({ mode: 'string' }),
    leaseEnd: date({ mode: 'string' }),
    isBaseBuilding: boolean().default(false).notNull(),
  },
  (t) => [unique().on(t.tenantId, t.name), index().on(t.tenantId, t.name)],
);

/**
 * Sign-in accounts [G, optional home building]. roleId is the default (acting) role; further held
 * roles are rows of user_roles. A null passwordHash means the account cannot sign in until a
 * password is set (users created through the generic controller get one from its create hook).
 */
export const users = pgTable('users', {
  ...baseColumns(),
  userName: varchar({ length: 256 }).notNull().unique(),
  email: varchar({ length: 256 }).notNull(),
  firstName: varchar({ length: 100 }).notNull(),
  lastName: varchar({ length: 100 }).notNull(),
  phone: varchar({ length: 20 }),
  passwordHash: varchar({ length: 200 }),
  tenantId: integer().references(() => packages.tenantId),
  customerId: integer().references(() => customers.id),
  roleId: smallint().notNull(),
  landingPage: varchar({ length: 200 }),
  forceChangePassword: boolean().default(true).notNull(),
  lastLoginAt: timestamp({ withTimezone: true, mode: 'string' }),
  lockoutEndAt: timestamp({ withTimezone: true, mode: 'string' }),
  /**
   * Session version: access and refresh tokens carry it and stop working once it changes. Bumped by
   * the database triggers in db/session-triggers.ts, never by route code.
   */
  securityStamp: integer().default(0).notNull(),
});

/** Further roles a user holds beyond users.roleId (RoleKey values). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleKey: varchar({ length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleKey] })],
);

/** PortfolioKind: Operational = 1 (groups buildings), Tenant = 2 (groups one occupier's tenancies). */
export const portfolios = pgTable(
  'portfolios',
  {
    ...baseColumns(),
    kind: smallint().notNull(),
    name: varchar({ length: 100 }).notNull(),
    description: varchar({ length: 500 }),
    ownerOrganisation: varchar({ length: 150 }),
    abn: varchar({ length: 11 }),
  },
  (t) => [unique().on(t.kind, t.name)],
);

export const portfolioBuildings = pgTable(
  'portfolio_buildings',
  {
    portfolioId: integer().notNull().references(() => portfolios.id, { onDelete: 'cascade' }),
    tenantId: integer().notNull().references(() => packages.tenantId),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.tenantId] })],
);

export const portfolioCustomers = pgTable(
  'portfolio_customers',
  {
    portfolioId: integer().notNull().references(() => portfolios.id, { onDelete: 'cascade' }),
    tenantId: integer().notNull().references(() => packages.tenantId),
    customerId: integer().notNull().references(() => customers.id),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.customerId] })],
);

export const portfolioUsers = pgTable(
  'portfolio_users',
  {
    ...baseColumns(),
    userId: integer().notNull().references(() => users.id),
    portfolioId: integer().notNull().references(() => portfolios.id),
    isBuildingOwner: boolean().default(false).notNull(),
    /** Optional restriction to a subset of the portfolio's buildings (tenantIds). */
    buildingIds: integer().array(),
  },
  (t) => [unique().on(t.userId, t.portfolioId)],
);

export const contacts = pgTable(
  'contacts',
  {
    ...baseColumns(),
    ...tenantColumn(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    position: varchar({ length: 100 }),
    organisation: varchar({ length: 150 }),
    email: varchar({ length: 256 }),
    phone: varchar({ length: 20 }),
    contactType: varchar({ length: 30 }).notNull(),
    customerId: integer().references(() => customers.id),
    isPrimary: boolean().default(false).notNull(),
    receivesMonthlyReport: boolean().default(false).notNull(),
  },
  (t) => [index().on(t.tenantId, t.lastName)],
);

export const notes = pgTable(
  'notes',
  {
    ...baseColumns(),
    ...tenantColumn(),
    entityType: varchar({ length: 30 }).notNull(),
    entityId: integer().notNull(),
    title: varchar({ length: 150 }),
    body: varchar({ length: 4000 }).notNull(),
    noteDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [index().on(t.tenantId, t.entityType, t.entityId)],
);

/** Files on any record (kinds 1–10, AttachmentKind); the bytes live under DATA_DIR/files. */
export const attachments = pgTable(
  'attachments',
  {
    ...baseColumns(),
    ...tenantColumn(),
    kind: smallint().notNull(),
    ownerType: varchar({ length: 40 }).notNull(),
    ownerId: integer().notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    sizeBytes: integer().notNull(),
    url: varchar({ length: 500 }).notNull(),
    takenAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [index().on(t.ownerType, t.ownerId)],
);
