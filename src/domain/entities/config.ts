// Configuration, integration and admin records (data-model.md §1.10): company branding, API
// integrations, file imports, support requests and report exports.
import { labelTable } from '../labels/label-table';
import { z } from 'zod';
import { defineEntity } from '../entity';
import { Area } from '../permissions';
import {
  appPath,
  auPhone,
  emailAddress,
  enumField,
  hexColour,
  isoDateTime,
  lookupField,
  nonNegative,
  optionalText,
  ref,
  requiredEnum,
  requiredText,
  webAddress,
  wholeNumber,
} from './shared';

/** A logo is a web address or a file this server serves (a path starting with "/"). */
const logoReference = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((v) => v.startsWith('/') || webAddress.safeParse(v).success, 'A web address or a path starting with /');

export const companyConfigurationEntity = defineEntity({
  key: 'companyConfigurations',
  label: 'Company configuration',
  labelPlural: 'Company configurations',
  controller: 'CompanyConfigurations',
  cacheTag: 'CompanyConfiguration',
  area: Area.CompanyConfiguration,
  route: '/companyConfigurations',
  screens: ['list', 'create', 'edit', 'view'],
  scope: 'global',
  schema: z.object({
    companyName: requiredText(150),
    primaryColour: hexColour.nullish(),
    topMenuLogo: logoReference.nullish(),
    minimizedMenuLogo: logoReference.nullish(),
    supportEmail: emailAddress.nullish(),
    supportPhone: auPhone.nullish(),
    websiteUrl: webAddress.nullish(),
    defaultLandingPage: appPath.nullish(),
    reportFooter: optionalText(500),
    defaultTimeZone: requiredText(40).default('Australia/Sydney'),
    co2eKgPerKgLandfill: nonNegative(10).nullish(),
  }),
  fields: {
    companyName: { label: 'Company name', kind: 'text' },
    primaryColour: { label: 'Primary colour', kind: 'colour' },
    topMenuLogo: { label: 'Top menu logo', kind: 'url', grid: false },
    minimizedMenuLogo: { label: 'Minimised menu logo', kind: 'url', grid: false },
    supportEmail: { label: 'Support email', kind: 'email' },
    supportPhone: { label: 'Support phone', kind: 'phone' },
    websiteUrl: { label: 'Website', kind: 'url' },
    defaultLandingPage: { label: 'Default landing page', kind: 'text', grid: false },
    reportFooter: { label: 'Report footer', kind: 'textarea' },
    defaultTimeZone: { label: 'Default time zone', kind: 'text', grid: false },
    co2eKgPerKgLandfill: {
      label: 'CO₂e per kg landfilled (kg)',
      kind: 'decimal',
      grid: false,
      help: 'Optional emissions factor used by the reports',
    },
  },
  titleField: 'companyName',
  search: ['companyName'],
  defaultSort: { field: 'companyName', dir: 'asc' },
});

/** Spec §2.3: API configurations come in two kinds with their own create/edit routes. */
export const ApiConfigurationKind = { Building: 1, Tenant: 2 } as const;
export type ApiConfigurationKind = (typeof ApiConfigurationKind)[keyof typeof ApiConfigurationKind];
export const API_CONFIGURATION_KIND_LABELS = labelTable([ApiConfigurationKind.Building, ApiConfigurationKind.Tenant], {
  [ApiConfigurationKind.Building]: 'Building',
  [ApiConfigurationKind.Tenant]: 'Tenant',
});
export const API_TARGET_SYSTEMS = ['NABERSWasteManager', 'ContractorPortal', 'ESGPlatform', 'BI', 'Webhook'] as const;
export const API_DIRECTIONS = ['Push', 'Pull'] as const;
export const API_AUTH_TYPES = ['None', 'ApiKey', 'Basic', 'OAuth2ClientCredentials'] as const;
export const API_DATA_SCOPES = ['Collections', 'Transactions', 'Audits', 'Furniture'] as const;
export const API_SCHEDULES = ['Realtime', 'Hourly', 'Daily', 'Monthly'] as const;

export const apiConfigurationEntity = defineEntity({
  key: 'apiConfigurations',
  label: 'API configuration',
  labelPlural: 'API configurations',
  controller: 'ApiConfigurations',
  cacheTag: 'ApiConfiguration',
  area: Area.ApiConfig,
  // Create and edit screens sit under /building/… and /tenant/… by kind (spec §2.3).
  route: '/api-configurations',
  screens: ['list', 'create', 'edit'],
  scope: 'building',
  schema: z
    .object({
      kind: z.union([z.literal(ApiConfigurationKind.Building), z.literal(ApiConfigurationKind.Tenant)], {
        error: 'Choose Building or Tenant',
      }),
      customerId: ref.nullish(),
      name: requiredText(100),
      targetSystem: requiredEnum(API_TARGET_SYSTEMS, 'a target system'),
      direction: requiredEnum(API_DIRECTIONS, 'a direction'),
      baseUrl: webAddress,
      authType: requiredEnum(API_AUTH_TYPES, 'an authentication type').default('None'),
      /** User name (Basic) or client id (OAuth2); not secret. */
      authUser: optionalText(200),
      /** Write-only: stored encrypted, never returned. Empty on edit keeps the stored one. */
      authSecret: z.string().max(2000, 'At most 2000 characters').nullish(),
      dataScope: z.array(z.enum(API_DATA_SCOPES)).min(1, 'Choose at least one kind of data'),
      schedule: requiredEnum(API_SCHEDULES, 'a schedule').default('Daily'),
      isEnabled: z.boolean().default(false),
      lastRunAt: isoDateTime.nullish(),
      lastStatus: optionalText(200),
    })
    .refine((c) => c.kind !== ApiConfigurationKind.Tenant || c.customerId != null, {
      message: 'Choose the tenant this configuration is for',
      path: ['customerId'],
    }),
  fields: {
    kind: enumField('Kind', API_CONFIGURATION_KIND_LABELS),
    customerId: lookupField('Tenant', 'customers'),
    name: { label: 'Name', kind: 'text' },
    targetSystem: enumField('Target system', API_TARGET_SYSTEMS),
    direction: enumField('Direction', API_DIRECTIONS),
    baseUrl: { label: 'Base URL', kind: 'url' },
    authType: enumField('Authentication', labelTable(API_AUTH_TYPES, { ApiKey: 'API key', OAuth2ClientCredentials: 'OAuth 2 client credentials' })),
    authUser: { label: 'User name / client id', kind: 'text', grid: false },
    authSecret: { label: 'Secret', kind: 'secret', grid: false, filter: false, help: 'Leave empty to keep the stored secret' },
    dataScope: enumField('Data', API_DATA_SCOPES, { filter: false }),
    schedule: enumField('Schedule', API_SCHEDULES),
    isEnabled: { label: 'Enabled', kind: 'bool' },
    lastRunAt: { label: 'Last run', kind: 'datetime', readOnly: true },
    lastStatus: { label: 'Last status', kind: 'text', readOnly: true },
  },
  titleField: 'name',
  search: ['name', 'customerId'],
  defaultSort: { field: 'name', dir: 'asc' },
  occupier: { column: 'customerId', withoutCustomer: 'hidden' },
});

export const IMPORT_TYPES = [
  'Collections',
  'SupplierTransactions',
  'BinCounts',
  'Customers',
  'CollectionServices',
  'FurnitureItems',
  'AuditCollections',
] as const;
/** What each import brought in, as the imports list names it. */
const IMPORT_TYPE_LABELS: Readonly<Record<(typeof IMPORT_TYPES)[number], string>> = {
  Collections: 'Collections',
  SupplierTransactions: 'Transactions',
  BinCounts: 'Bin counts',
  Customers: 'Tenants',
  CollectionServices: 'Collection services',
  FurnitureItems: 'Furniture items',
  AuditCollections: 'Audit collections',
};
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const IMPORT_STATUSES = ['Uploaded', 'Validating', 'Processing', 'Completed', 'CompletedWithErrors', 'Failed'] as const;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const importEntity = defineEntity({
  key: 'imports',
  label: 'Import',
  labelPlural: 'Imports',
  controller: 'Imports',
  cacheTag: 'Import',
  area: Area.Imports,
  route: '/imports',
  // Imports are created by uploading a file (/imports/new), never through a form; a row opens its result.
  screens: ['list', 'view'],
  scope: 'building',
  schema: z
    .object({
      importType: requiredEnum(IMPORT_TYPES, 'what to import'),
      fileName: requiredText(255),
      format: requiredEnum(IMPORT_FORMATS, 'csv or xlsx'),
      sizeBytes: wholeNumber(1, MAX_IMPORT_BYTES).nullish(),
      importStatus: z.enum(IMPORT_STATUSES).nullish(),
      totalRows: wholeNumber(0).nullish(),
      importedRows: wholeNumber(0).nullish(),
      failedRows: wholeNumber(0).nullish(),
      startedAt: isoDateTime.nullish(),
      completedAt: isoDateTime.nullish(),
    })
    .refine((i) => i.fileName.toLowerCase().endsWith(`.${i.format}`), {
      message: 'The file name must end in .csv or .xlsx, as its format',
      path: ['fileName'],
    }),
  fields: {
    importType: enumField('Import type', labelTable(IMPORT_TYPES, IMPORT_TYPE_LABELS)),
    fileName: { label: 'File', kind: 'text' },
    format: enumField('Format', labelTable(IMPORT_FORMATS, { csv: 'CSV', xlsx: 'Excel (XLSX)' })),
    sizeBytes: { label: 'Size (bytes)', kind: 'int', readOnly: true },
    importStatus: enumField('Status', IMPORT_STATUSES, { readOnly: true }),
    totalRows: { label: 'Rows', kind: 'int', readOnly: true },
    importedRows: { label: 'Imported', kind: 'int', readOnly: true },
    failedRows: { label: 'Failed', kind: 'int', readOnly: true },
    startedAt: { label: 'Started', kind: 'datetime', readOnly: true },
    completedAt: { label: 'Completed', kind: 'datetime', readOnly: true },
  },
  titleField: 'fileName',
  search: ['fileName'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  // An occupier may not read the building's imports, yet the transactions' Import lookup lists
  // them to anyone who reads transactions: owned by their uploader, an occupier is listed its own.
  occupier: 'creator',
});

export const SUPPORT_CATEGORIES = ['Bug', 'DataCorrection', 'Access', 'Training', 'FeatureRequest', 'Other'] as const;
export const SUPPORT_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export const SUPPORT_STATES = ['Open', 'InProgress', 'WaitingOnCustomer', 'Resolved', 'Closed'] as const;

export const supportRequestEntity = defineEntity({
  key: 'supportRequests',
  label: 'Support request',
  labelPlural: 'Support requests',
  controller: 'SupportRequests',
  cacheTag: 'SupportRequest',
  area: Area.SupportRequest,
  route: null,
  screens: [],
  scope: 'building',
  schema: z.object({
    subject: requiredText(150),
    description: requiredText(4000),
    /** The application page the request is about (its path, e.g. /collections/view/12). */
    pageUrl: appPath.nullish(),
    category: requiredEnum(SUPPORT_CATEGORIES, 'a category').default('Other'),
    priority: requiredEnum(SUPPORT_PRIORITIES, 'a priority').default('Normal'),
    state: requiredEnum(SUPPORT_STATES, 'a state').default('Open'),
    assignedToId: ref.nullish(),
    resolvedAt: isoDateTime.nullish(),
  }),
  fields: {
    subject: { label: 'Subject', kind: 'text' },
    description: { label: 'Description', kind: 'textarea' },
    pageUrl: { label: 'Page', kind: 'text' },
    category: enumField('Category', SUPPORT_CATEGORIES),
    priority: enumField('Priority', SUPPORT_PRIORITIES),
    state: enumField('State', SUPPORT_STATES),
    assignedToId: lookupField('Assigned to', 'users', 'userName'),
    resolvedAt: { label: 'Resolved', kind: 'datetime', readOnly: true },
  },
  titleField: 'subject',
  search: ['subject', 'pageUrl'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  occupier: 'creator',
});

/**
 * A PDF export of a report (spec §3, §4). Rows are written by the export endpoints and the job
 * worker, never by a form; the schema is what an export request names.
 */
export const reportExportEntity = defineEntity({
  key: 'reportExports',
  label: 'Report export',
  labelPlural: 'Report exports',
  controller: 'ReportExports',
  cacheTag: 'ReportExport',
  area: Area.Report,
  route: null,
  screens: [],
  scope: 'globalOrBuilding',
  schema: z.object({
    reportId: requiredText(100),
    reportName: requiredText(200),
    reportType: requiredText(40),
    percentComplete: wholeNumber(0, 100).nullish(),
    resourceLocation: optionalText(1000),
    resourceFileExtension: optionalText(10),
    expirationTime: isoDateTime.nullish(),
  }),
  fields: {
    reportId: { label: 'Report id', kind: 'text' },
    reportName: { label: 'Report', kind: 'text' },
    reportType: { label: 'Report type', kind: 'text' },
    percentComplete: { label: 'Complete', kind: 'percent', readOnly: true },
    resourceLocation: { label: 'File', kind: 'text', readOnly: true, grid: false },
    resourceFileExtension: { label: 'Extension', kind: 'text', readOnly: true, grid: false },
    expirationTime: { label: 'Expires', kind: 'datetime', readOnly: true },
  },
  titleField: 'reportName',
  search: ['reportName', 'reportType'],
  defaultSort: { field: 'createdDateTime', dir: 'desc' },
});

export const configEntities = [
  companyConfigurationEntity,
  apiConfigurationEntity,
  importEntity,
  supportRequestEntity,
  reportExportEntity,
] as const;
