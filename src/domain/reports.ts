// Report variants (spec §1, §7). The full report has no variant word in its endpoints.

export const REPORT_TYPES = [
  'Full',
  'Lite',
  'Supplier',
  'Furniture',
  'Portfolio',
  'TenantPortfolio',
  'Audits',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The word that stands for {variant} in /api/{bi}/GetReport{variant}EmbedResource and kin. */
export function reportVariantWord(type: ReportType): string {
  return type === 'Full' ? '' : type;
}

export function isReportType(value: string): value is ReportType {
  return (REPORT_TYPES as readonly string[]).includes(value);
}

/** Spec §8: an unknown report type throws "Invalid report type: {type}". */
export function assertReportType(value: string): ReportType {
  if (!isReportType(value)) throw new Error(`Invalid report type: ${value}`);
  return value;
}

/** Report export item as the server sends it (spec §3). */
export interface ReportExportItem {
  id: string;
  createdDateTime: string;
  lastActionDateTime: string;
  reportId: string;
  reportName: string;
  status: 'Undefined' | 'NotStarted' | 'Running' | 'Succeeded' | 'Failed';
  percentComplete: number;
  resourceLocation: string | null;
  resourceFileExtension: string | null;
  expirationTime: string | null;
}

/** The client's copy adds the report type it came from (spec §3). */
export interface LocalReportExport extends ReportExportItem {
  reportType: ReportType;
}

/** The built-in report's aggregates (GET): kept here, free of zod, because the start-up reports actor needs it. */
export const reportDataPath = (type: ReportType): string => `/api/Reports/${type}/Data`;
