// Pure shaping of ReportData into the rows recharts draws (tested without a browser).
import { endsMidMonth, monthLabels, monthsBetween, pivotStreamMonths, streamName, TO_DATE } from '../../domain/report-charts';
import type { ReportData } from '../../domain/report-data';
import { furnitureOutcomeLabel } from '../../domain/report-labels';
import type { ReportType } from '../../domain/reports';

export interface SeriesKey {
  key: string;
  name: string;
  colour: string;
}

export type ChartRow = { label: string } & Record<string, number | string | null>;

/** kg by stream per month: one row per month, one key per stream (`s{id}`). */
export function weightRows(data: Pick<ReportData, 'weights' | 'streams' | 'filters'>): { rows: ChartRow[]; series: SeriesKey[] } {
  const months = monthsBetween(data.filters.from, data.filters.to);
  const pivot = pivotStreamMonths(data.weights, data.streams, months);
  const series = pivot.map((p) => ({ key: `s${p.stream.id}`, name: p.stream.name, colour: p.stream.colour }));
  const labels = monthLabels(data.filters.from, data.filters.to);
  const rows = months.map((_, i) => {
    const row: ChartRow = { label: labels[i]! };
    for (const p of pivot) row[`s${p.stream.id}`] = p.values[i] ?? 0;
    return row;
  });
  return { rows, series };
}

/** A month whose figures stop at the period's end (drawn hatched, its label "… to date"). */
export const isPartialRow = (row: ChartRow): boolean => row.label.endsWith(TO_DATE);

/**
 * Diversion % per month of the period; null where the month had no waste (a gap in the line).
 * When the period ends mid-month, that month's figure is `toDatePct` (with the month before, so
 * the line joins it) and is drawn dashed: a part of a month is not a full month's result.
 */
export function diversionRows(data: Pick<ReportData, 'diversion' | 'filters'>): ChartRow[] {
  const { from, to } = data.filters;
  const byMonth = new Map(data.diversion.map((d) => [d.month, d.diversionPct]));
  const months = monthsBetween(from, to);
  const labels = monthLabels(from, to);
  const last = endsMidMonth(to) ? months.length - 1 : -1;
  return months.map((m, i): ChartRow => {
    const pct = byMonth.get(m) ?? null;
    if (last < 0) return { label: labels[i]!, diversionPct: pct };
    return { label: labels[i]!, diversionPct: i === last ? null : pct, toDatePct: i >= last - 1 ? pct : null };
  });
}

/** One bar per item, `value` the figure. */
export function barRows<T>(items: readonly T[], label: (t: T) => string, value: (t: T) => number | null): ChartRow[] {
  return items.map((t) => ({ label: label(t), value: value(t) ?? 0 }));
}

/** kg per furniture outcome, each outcome by its label (src/domain/report-labels.ts), not its key. */
export function furnitureRows(data: Pick<ReportData, 'furniture'>): ChartRow[] {
  return barRows(data.furniture, (f) => furnitureOutcomeLabel(f.outcome), (f) => f.kg);
}

export const streamLabel = (data: Pick<ReportData, 'streams'>) => (id: number) => streamName(data.streams, id);

/** The blocks each report draws (its edition's subject), in page order. */
export type Block = 'weights' | 'diversion' | 'contamination' | 'cost' | 'league' | 'contractors' | 'binCounts' | 'furniture' | 'audits' | 'portfolio';

export const REPORT_BLOCKS: Record<ReportType, readonly Block[]> = {
  Full: ['weights', 'diversion', 'contamination', 'cost', 'league'],
  Supplier: ['weights', 'cost', 'contractors', 'diversion'],
  Lite: ['weights', 'binCounts', 'diversion'],
  Furniture: ['furniture'],
  Audits: ['audits'],
  Portfolio: ['portfolio', 'weights', 'diversion'],
  TenantPortfolio: ['league', 'portfolio', 'weights'],
};

export type DashboardVariant = 'full' | 'collections' | 'furniture' | 'lite' | 'portfolio' | 'supplier';

/** The report whose figures a dashboard shows ('collections' is the app's name for /dashboard). */
export const DASHBOARD_REPORT: Record<DashboardVariant, ReportType> = {
  full: 'Full',
  collections: 'Full',
  furniture: 'Furniture',
  lite: 'Lite',
  portfolio: 'Portfolio',
  supplier: 'Supplier',
};

/** A dashboard shows its report's first two blocks. */
export const dashboardBlocks = (variant: DashboardVariant): readonly Block[] => REPORT_BLOCKS[DASHBOARD_REPORT[variant]].slice(0, 2);
