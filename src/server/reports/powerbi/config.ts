// Power BI mode (architecture §6–§7): on when the service principal's settings and the variant's
// report id are in the environment. The base URLs are settings so that tests can point them at a
// local stand-in (Power BI's service cannot run here).
import type { ReportType } from '../../../domain/reports';

export interface PowerBiConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  workspaceId: string;
  /** POWERBI_REPORT_ID_<VARIANT>, VARIANT = FULL, LITE, SUPPLIER, FURNITURE, PORTFOLIO, TENANTPORTFOLIO, AUDITS. */
  reportIds: Partial<Record<ReportType, string>>;
  /** Azure AD authority, default https://login.microsoftonline.com (POWERBI_AUTHORITY_URL). */
  authorityUrl: string;
  /** Power BI REST API, default https://api.powerbi.com (POWERBI_API_URL). */
  apiUrl: string;
  /** Optional 'Table/Column' the export's period filter applies to (POWERBI_DATE_FILTER_COLUMN). */
  dateFilterColumn: string | null;
}

const REPORT_TYPES: readonly ReportType[] = ['Full', 'Lite', 'Supplier', 'Furniture', 'Portfolio', 'TenantPortfolio', 'Audits'];

export const reportIdSetting = (type: ReportType): string => `POWERBI_REPORT_ID_${type.toUpperCase()}`;

export function readPowerBiConfig(env: NodeJS.ProcessEnv = process.env): PowerBiConfig | null {
  const { POWERBI_TENANT_ID, POWERBI_CLIENT_ID, POWERBI_CLIENT_SECRET, POWERBI_WORKSPACE_ID } = env;
  if (!POWERBI_TENANT_ID || !POWERBI_CLIENT_ID || !POWERBI_CLIENT_SECRET || !POWERBI_WORKSPACE_ID) return null;
  const reportIds: Partial<Record<ReportType, string>> = {};
  for (const type of REPORT_TYPES) {
    const id = env[reportIdSetting(type)];
    if (id) reportIds[type] = id;
  }
  return {
    tenantId: POWERBI_TENANT_ID,
    clientId: POWERBI_CLIENT_ID,
    clientSecret: POWERBI_CLIENT_SECRET,
    workspaceId: POWERBI_WORKSPACE_ID,
    reportIds,
    authorityUrl: (env.POWERBI_AUTHORITY_URL || 'https://login.microsoftonline.com').replace(/\/$/, ''),
    apiUrl: (env.POWERBI_API_URL || 'https://api.powerbi.com').replace(/\/$/, ''),
    dateFilterColumn: env.POWERBI_DATE_FILTER_COLUMN || null,
  };
}
