// Organisation and access (data-model.md §1.1).
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import { labelTable } from '../labels/label-table';
import { ROLE_LABELS_BY_ID } from '../labels/tables';
import { grantableRoleIds } from '../role-grants';
import { RoleId, ROLE_KEYS } from '../roles';
import { abn, AU_STATES, auPhone, emailAddress, enumField, isoDate, optionalText, postcode, ref, requiredText } from './shared';

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
    tenantName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/, 'Letters, digits, _ or -, starting with a letter (2–64)'),
    calibreBins: z.boolean().default(false),
    addressLine: requiredText(200),
    suburb: requiredText(80),
    state: z.enum(AU_STATES),
    postcode,
    buildingType: z.enum(BUILDING_TYPES).nullish(),
    netLettableAreaM2: z.number().int().min(100).max(500_000).nullish(),
    floors: z.number().int().min(1).max(120).nullish(),
    occupants: z.number().int().min(0).nullish(),
    operatingDaysPerWeek: z.union([z.literal(5), z.literal(6), z.literal(7)]).nullish(),
    nabersRatingType: z.enum(['BaseBuilding', 'WholeBuilding']).nullish(),
    nabersWasteStars: z.number().min(0).max(6).multipleOf(0.5).nullish(),
    nabersRatingExpiry: z.iso.date().nullish(),
    diversionTargetPct: z.number().int().min(0).max(100).nullish(),
    timeZone: z.string().max(40).default('Australia/Sydney'),
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
});

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
      code: z.string().regex(/^[A-Z0-9-]+$/, 'Capitals, digits and -').max(12).nullish(),
      abn: abn.nullish(),
      floorsOccupied: optionalText(50),
      areaM2: z.number().int().min(0).nullish(),
      headcount: z.number().int().min(0).nullish(),
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


const ROLE_IDS = ROLE_KEYS.map((k) => RoleId[k]);
const roleIdSchema = z
  .number()
  .int()
  .refine((n) => (ROLE_IDS as number[]).includes(n), 'Choose a role');

export const userEntity = defineEntity({
  key: 'users',
  label: 'User',
  labelPlural: 'Users',
  controller: 'Users',
  cacheTag: 'User',
  area: Area.Users,
  route: '/users',
  screens: ['list', 'edit'],
  scope: 'global',
  schema: z.object({
    userName: z.string().regex(/^[A-Za-z0-9._@+-]{3,256}$/, 'Letters, digits and . _ @ + - (3–256)'),
    email: emailAddress,
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: auPhone.nullish(),
    tenantId: ref.nullish(),
    customerId: ref.nullish(),
    roleId: roleIdSchema,
    landingPage: z.string().max(200).regex(/^\//, 'Starts with /').nullish(),
    forceChangePassword: z.boolean().default(true),
  }),
  fields: {
    userName: { label: 'User name', kind: 'text' },
    email: { label: 'Email', kind: 'email' },
    firstName: { label: 'First name', kind: 'text' },
    lastName: { label: 'Last name', kind: 'text' },
    phone: { label: 'Phone', kind: 'phone' },
    tenantId: { label: 'Home building', kind: 'lookup', lookup: { entity: 'buildings', labelField: 'name' } },
    customerId: { label: 'Tenant', kind: 'lookup', lookup: { entity: 'customers', labelField: 'name' } },
    // Offered: the roles the session may grant (domain/role-grants.ts), by label.
    roleId: enumField('Role', ROLE_LABELS_BY_ID, { optionsFor: (session) => grantableRoleIds(session.roleId) }),
    landingPage: { label: 'Landing page', kind: 'text', grid: false },
    forceChangePassword: { label: 'Must change password', kind: 'bool' },
  },
  titleField: 'userName',
  search: ['userName', 'email', 'firstName', 'lastName', 'customerId'],
  defaultSort: { field: 'userName', dir: 'asc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

/** Operational = 1 groups buildings; Tenant = 2 groups one occupier's tenancies across buildings. */
export const PortfolioKind = { Operational: 1, Tenant: 2 } as const;

const portfolioSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  ownerOrganisation: optionalText(150),
  abn: abn.nullish(),
});
const portfolioFields = {
  name: { label: 'Name', kind: 'text' },
  description: { label: 'Description', kind: 'textarea' },
  ownerOrganisation: { label: 'Owner organisation', kind: 'text' },
  abn: { label: 'ABN', kind: 'text' },
} as const;

// The linked buildings / customers are edited on the portfolio screens through the Portfolios
// controller's own endpoints (spec §7), not as declaration fields.
export const portfolioEntity = defineEntity({
  key: 'portfolios',
  label: 'Portfolio',
  labelPlural: 'Portfolios',
  controller: 'Portfolios',
  cacheTag: 'Portfolio',
  area: Area.Portfolios,
  route: '/portfolios/operational',
  screens: ['create', 'edit', 'view'],
  scope: 'global',
  schema: portfolioSchema,
  fields: portfolioFields,
  titleField: 'name',
  search: ['name', 'ownerOrganisation'],
  defaultSort: { field: 'name', dir: 'asc' },
});

export const tenantPortfolioEntity = defineEntity({
  ...portfolioEntity,
  key: 'tenantPortfolios',
  label: 'Tenant portfolio',
  labelPlural: 'Tenant portfolios',
  area: Area.TenantPortfolio,
  route: '/portfolios/tenant',
});

export const portfolioUserEntity = defineEntity({
  key: 'portfolioUsers',
  label: 'Portfolio user',
  labelPlural: 'Portfolio users',
  controller: 'PortfolioUsers',
  cacheTag: 'PortfolioUser',
  area: Area.PortfolioUsers,
  route: '/portfolio-users',
  screens: ['list', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    userId: ref,
    portfolioId: ref,
    isBuildingOwner: z.boolean().default(false),
  }),
  fields: {
    userId: { label: 'User', kind: 'lookup', lookup: { entity: 'users', labelField: 'userName' } },
    portfolioId: {
      label: 'Portfolio',
      kind: 'lookup',
      // A tenant portfolio opens on the tenant portfolio screens, not the operational ones.
      lookup: { entity: 'portfolios', labelField: 'name', variants: { column: 'kind', entities: { [PortfolioKind.Tenant]: 'tenantPortfolios' } } },
    },
    isBuildingOwner: { label: 'Building owner', kind: 'bool' },
  },
  titleField: 'userId',
  search: ['userId', 'portfolioId'],
  defaultSort: { field: 'userId', dir: 'asc' },
});

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

export const NOTE_ENTITY_TYPES = [
  'Building', 'Customer', 'Collection', 'WasteAudit', 'Transaction', 'Equipment', 'FurnitureItem',
] as const;

export const noteEntity = defineEntity({
  key: 'notes',
  label: 'Note',
  labelPlural: 'Notes',
  controller: 'Notes',
  cacheTag: 'Note',
  area: Area.Notes,
  route: null,
  screens: [],
  scope: 'building',
  schema: z.object({
    entityType: z.enum(NOTE_ENTITY_TYPES),
    entityId: ref,
    title: optionalText(150),
    body: requiredText(4000),
    noteDate: isoDate,
  }),
  fields: {
    entityType: enumField('About', NOTE_ENTITY_TYPES),
    entityId: { label: 'Record', kind: 'int' },
    title: { label: 'Title', kind: 'text' },
    body: { label: 'Note', kind: 'textarea' },
    noteDate: { label: 'Date', kind: 'date' },
  },
  titleField: 'title',
  search: ['title'],
  defaultSort: { field: 'noteDate', dir: 'desc' },
  occupier: {
    about: {
      typeField: 'entityType',
      idField: 'entityId',
      entities: { Customer: 'customers', Collection: 'collections', WasteAudit: 'wasteAudits', Transaction: 'transactions', FurnitureItem: 'furnitureItems' },
    },
  },
});

export const organisationEntities = [
  buildingEntity,
  customerEntity,
  userEntity,
  portfolioEntity,
  tenantPortfolioEntity,
  portfolioUserEntity,
  contactEntity,
  noteEntity,
] as const;

// --- Bodies of the Portfolios controller's own endpoints (spec §7), shared by the portfolio forms. ---

/** POST /api/Portfolios/Create; PUT /api/Portfolios/Update adds `id` (and `status`). */
export const operationalPortfolioInputSchema = portfolioSchema.extend({
  tenantIds: z.array(ref, { error: 'A list of building ids' }).default([]).describe('The buildings (tenantIds) in the portfolio'),
});
export type OperationalPortfolioInput = z.input<typeof operationalPortfolioInputSchema>;

/** POST /api/Portfolios/CreateTenantPortfolio; PUT /api/Portfolios/UpdateTenantPortfolio adds `id` (and `status`). */
export const tenantPortfolioInputSchema = portfolioSchema.extend({
  customerIds: z
    .array(ref, { error: 'A list of tenant ids' })
    .default([])
    .describe('The tenants (customer ids) in the portfolio; each link records the tenant’s building'),
});
export type TenantPortfolioInput = z.input<typeof tenantPortfolioInputSchema>;
