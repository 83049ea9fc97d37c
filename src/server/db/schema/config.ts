// Configuration, integration and admin tables (data-model.md §1.10): company branding, API
// integrations, file imports, support requests and report exports. Unique rules hold among live
// rows only (is_deleted = false), so a soft-deleted row never blocks re-creating its successor.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { customers, packages, tenantColumn, users } from './organisation';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

export const companyConfigurations = pgTable(
  'company_configurations',
  {
    ...baseColumns(),
    companyName: varchar({ length: 150 }).notNull(),
    primaryColour: varchar({ length: 7 }),
    topMenuLogo: varchar({ length: 500 }),
    minimizedMenuLogo: varchar({ length: 500 }),
    supportEmail: varchar({ length: 256 }),
    supportPhone: varchar({ length: 12 }),
    websiteUrl: varchar({ length: 500 }),
    defaultLandingPage: varchar({ length: 200 }),
    reportFooter: varchar({ length: 500 }),
    defaultTimeZone: varchar({ length: 40 }).default('Australia/Sydney').notNull(),
    co2eKgPerKgLandfill: numeric({ precision: 6, scale: 3, mode: 'number' }),
  },
  (t) => [uniqueIndex('company_configurations_name_live').on(t.companyName).where(sql`${t.isDeleted} = false`)],
);

export const apiConfigurations = pgTable(
  'api_configurations',
  {
    ...baseColumns(),
    ...tenantColumn(),
    /** ApiConfigurationKind: Building = 1, Tenant = 2. */
    kind: smallint().notNull(),
    customerId: integer().references(() => customers.id),
    name: varchar({ length: 100 }).notNull(),
    targetSystem: varchar({ length: 30 }).notNull(),
    direction: varchar({ length: 10 }).notNull(),
    baseUrl: varchar({ length: 500 }).notNull(),
    authType: varchar({ length: 30 }).default('None').notNull(),
    authUser: varchar({ length: 200 }),
    /** The secret, encrypted by the server; the zod field `authSecret` is write-only. */
    authSecretEncrypted: text(),
    dataScope: varchar({ length: 20 }).array().default(sql`'{}'::varchar[]`).notNull(),
    schedule: varchar({ length: 10 }).default('Daily').notNull(),
    isEnabled: boolean().default(false).notNull(),
    lastRunAt: at(),
    lastStatus: varchar({ length: 200 }),
  },
  (t) => [
    check('api_configurations_kind', sql`${t.kind} in (1, 2)`),
    check('api_configurations_tenant_has_customer', sql`${t.kind} <> 2 or ${t.customerId} is not null`),
    uniqueIndex('api_configurations_name_live').on(t.tenantId, t.kind, t.name).where(sql`${t.isDeleted} = false`),
    index().on(t.tenantId, t.customerId),
  ],
);

export const imports = pgTable(
  'imports',
  {
    ...baseColumns(),
    ...tenantColumn(),
    importType: varchar({ length: 30 }).notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    format: varchar({ length: 4 }).notNull(),
    sizeBytes: integer(),
    importStatus: varchar({ length: 24 }).default('Uploaded').notNull(),
    totalRows: integer(),
    importedRows: integer(),
    failedRows: integer(),
    errorReportAttachmentId: integer(),
    startedAt: at(),
    completedAt: at(),
    /** The checkpoint: the file's last row number written, committed with that batch's rows. */
    checkpointRow: integer().default(0).notNull(),
    addedRows: integer().default(0).notNull(),
    updatedRows: integer().default(0).notNull(),
    unchangedRows: integer().default(0).notNull(),
    refusedRows: integer().default(0).notNull(),
  },
  (t) => [index().on(t.tenantId, t.createdAt), index().on(t.tenantId, t.importType, t.importStatus)],
);

/** An import's refused lines (row, column, message), written with their batch; the error report is made from them. */
export const importProblems = pgTable(
  'import_problems',
  {
    id: serial().primaryKey(),
    importId: integer()
      .notNull()
      .references(() => imports.id),
    rowNumber: integer().notNull(),
    column: varchar({ length: 100 }).notNull(),
    message: text().notNull(),
  },
  (t) => [index().on(t.importId, t.rowNumber)],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    ...baseColumns(),
    ...tenantColumn(),
    subject: varchar({ length: 150 }).notNull(),
    description: text().notNull(),
    pageUrl: varchar({ length: 200 }),
    category: varchar({ length: 20 }).default('Other').notNull(),
    priority: varchar({ length: 10 }).default('Normal').notNull(),
    state: varchar({ length: 20 }).default('Open').notNull(),
    assignedToId: integer().references(() => users.id),
    resolvedAt: at(),
  },
  (t) => [index().on(t.tenantId, t.state, t.createdAt), index().on(t.assignedToId)],
);

/**
 * PDF exports of reports (spec §3): the wire shape of ReportExportItem, keyed by a uuid because
 * the spec's id is a string. Not a base-columns table: `status` here is the ExportStatus text.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid().defaultRandom().primaryKey(),
    /** Null for portfolio reports, which span buildings. */
    tenantId: integer().references(() => packages.tenantId),
    requestedById: integer()
      .notNull()
      .references(() => users.id),
    reportType: varchar({ length: 40 }).notNull(),
    reportId: varchar({ length: 100 }).notNull(),
    reportName: varchar({ length: 200 }).notNull(),
    status: varchar({ length: 12 }).default('NotStarted').notNull(),
    percentComplete: smallint().default(0).notNull(),
    resourceLocation: varchar({ length: 1000 }),
    resourceFileExtension: varchar({ length: 10 }),
    expirationTime: at(),
    createdDateTime: at().defaultNow().notNull(),
    lastActionDateTime: at().defaultNow().notNull(),
    errorMessage: text(),
  },
  (t) => [index().on(t.requestedById, t.createdDateTime), index().on(t.status, t.createdDateTime)],
);
