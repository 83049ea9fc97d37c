// The built-in reports' contract (architecture §7): the filters the pages and the PDF export send,
// and the JSON the server's aggregates answer with (GET /api/Reports/{variant}/Data). Both sides
// read this file, so the figures a page draws and the figures in the PDF are the same.
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, inZone } from './building-time';
import { enteredDate, WHOLE_NUMBER_MAX } from './entities/shared';
import type { ReportType } from './reports';

const ids = z.array(z.coerce.number().int().positive().max(WHOLE_NUMBER_MAX, 'Choose one from the list')).max(500);

/**
 * Report filters. from/to are calendar dates (inclusive) in the building's time zone; tenantIds
 * narrows the session's building scope (never widens it); wasteStreamIds narrows the streams.
 * A day that does not exist, or outside the years dates are kept in, is refused here. The period's
 * order and length are checked by the report builder's checkFilters, which the export's start call
 * runs too: a job queued with filters no report can be drawn from could only end Failed.
 */
export const reportFiltersSchema = z.object({
  tenantIds: ids.optional(),
  from: enteredDate,
  to: enteredDate,
  wasteStreamIds: ids.optional(),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/** Body of POST /api/PowerBI/PostReport{variant}PdfExport (spec §7: "body", not shown). */
export const reportExportBodySchema = z.object({
  filters: reportFiltersSchema,
  /** Shown in the PDF's title and the notices; defaults to the variant's report name. */
  reportName: z.string().trim().min(1).max(200).optional(),
});
export type ReportExportBody = z.infer<typeof reportExportBodySchema>;

const ymd = (d: Date): string => d.toISOString().slice(0, 10);

/** The period a report opens with: the twelve months up to today (today's month included). */
/**
 * The twelve months up to today, today being the building's day (src/domain/building-time.ts): in
 * Sydney before 11 am UTC's date is still yesterday, and the default left out today's figures.
 */
export function defaultReportPeriod(now: Date, zone: string = DEFAULT_TIME_ZONE): { from: string; to: string } {
  const local = inZone(now, zone);
  const today = local ? new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())) : now;
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: ymd(from), to: ymd(today) };
}

export interface StreamInfo {
  id: number;
  name: string;
  code: string;
  fate: string;
  /** #RRGGBB; a palette colour when the stream has none. */
  colour: string;
}

export type KpiUnit = 'kg' | 't' | '%' | 'AUD' | 'AUD/t' | 'count' | 'kg/person';

export interface Kpi {
  key: string;
  label: string;
  /** null when there is nothing to divide by (no data in the period). */
  value: number | null;
  unit: KpiUnit;
}

/** Generated kg of one stream in one month ('YYYY-MM'). */
export interface StreamMonthKg {
  month: string;
  wasteStreamId: number;
  kg: number;
}

export interface MonthDiversion {
  month: string;
  totalKg: number;
  divertedKg: number;
  diversionPct: number | null;
}

export interface StreamContamination {
  wasteStreamId: number;
  flagged: number;
  total: number;
  pct: number | null;
}

export interface ContaminationSummary {
  /** Collections flagged contaminated ÷ all collections (data-model §3.8). */
  flagged: number;
  total: number;
  pct: number | null;
  byStream: StreamContamination[];
}

export interface StreamCost {
  wasteStreamId: number;
  amountAud: number;
  kg: number;
  costPerTonne: number | null;
}

export interface LeagueRow {
  tenantId: number;
  customerId: number;
  customerName: string;
  totalKg: number;
  divertedKg: number;
  diversionPct: number | null;
  headcount: number | null;
  kgPerHeadcount: number | null;
}

export interface Completeness {
  /** Months with data among the 12 ending with the period's last month. */
  monthsWithData: number;
  pct: number;
  /** Share of kg weighed on a scale (actual) rather than estimated from density. */
  actualWeightPct: number | null;
}

export interface FurnitureOutcome {
  outcome: string;
  items: number;
  kg: number;
  valueAud: number;
}

export interface AuditStreamResult {
  presentedStreamId: number;
  sampledKg: number;
  contaminantKg: number;
  contaminationPct: number | null;
}

export interface AuditResults {
  audits: number;
  byPresentedStream: AuditStreamResult[];
  /** Recyclable or organic material found in general-waste samples (data-model §3.6). */
  generalSampledKg: number;
  recoverableInGeneralKg: number;
  recoverableInGeneralPct: number | null;
}

export interface BinTypeCount {
  binTypeId: number;
  binTypeName: string;
  bins: number;
  estKg: number;
}

export interface ContractorCost {
  destinationContractorId: number;
  name: string;
  transactions: number;
  kg: number;
  amountAud: number;
}

export interface BuildingRollup {
  tenantId: number;
  name: string;
  totalKg: number;
  diversionPct: number | null;
  contaminationPct: number | null;
  amountAud: number;
  costPerTonne: number | null;
}

export interface ReportData {
  reportType: ReportType;
  title: string;
  filters: { from: string; to: string; tenantIds: number[]; wasteStreamIds: number[] | null };
  buildings: { tenantId: number; name: string }[];
  /** Every stream the blocks below name, in chart order. */
  streams: StreamInfo[];
  kpis: Kpi[];
  /** Where the kg come from: collections (Full), transactions (Supplier), bin counts (Lite). */
  weightSource: 'collections' | 'transactions' | 'binCounts' | 'editions' | null;
  weights: StreamMonthKg[];
  diversion: MonthDiversion[];
  contamination: ContaminationSummary | null;
  costPerTonne: StreamCost[];
  league: LeagueRow[];
  completeness: Completeness | null;
  furniture: FurnitureOutcome[];
  audits: AuditResults | null;
  binCounts: BinTypeCount[];
  contractors: ContractorCost[];
  portfolio: BuildingRollup[];
}

/** GET /api/PowerBI/GetReport{variant}EmbedResource in Power BI mode. */
export interface PowerBiEmbedResource {
  mode: 'powerbi';
  reportId: string;
  reportName: string;
  embedUrl: string;
  accessToken: string;
  /** ISO date-time; the page renews the token before it. */
  expiration: string;
}

/** …and for a built-in report, which the page draws from its Data endpoint. */
export interface BuiltinEmbedResource {
  mode: 'builtin';
  reportId: string;
  reportName: string;
  /** GET with query from, to, tenantIds, wasteStreamIds → ReportData. */
  dataPath: string;
}

export type EmbedResource = PowerBiEmbedResource | BuiltinEmbedResource;
