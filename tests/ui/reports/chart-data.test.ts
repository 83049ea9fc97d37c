// Chart shaping of the report pages: the rows recharts draws from a ReportData.
import { describe, expect, it } from 'vitest';
import type { ReportData, StreamInfo } from '../../../src/domain/report-data';
import { endsMidMonth, monthLabels, monthsBetween, pivotStreamMonths, streamTotals } from '../../../src/domain/report-charts';
import { fmtAxis, fmtChartValue, fmtKpi } from '../../../src/domain/report-format';
import { barRows, DASHBOARD_REPORT, dashboardBlocks, diversionRows, isPartialRow, REPORT_BLOCKS, weightRows } from '../../../src/features/reports/chart-data';

const streams: StreamInfo[] = [
  { id: 1, name: 'General waste', code: 'GEN', fate: 'Landfill', colour: '#C0392B' },
  { id: 2, name: 'Commingled', code: 'COMM', fate: 'Recycling', colour: '#F1C40F' },
  { id: 3, name: 'Glass', code: 'GLS', fate: 'Recycling', colour: '#8E44AD' },
];
const filters = { from: '2025-11-15', to: '2026-02-10', tenantIds: [1], wasteStreamIds: null };

describe('monthsBetween', () => {
  it('lists every month of the period, across a year end', () => {
    expect(monthsBetween(filters.from, filters.to)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04-01', '2026-03-31')).toEqual([]);
  });
});

describe('weightRows', () => {
  const weights = [
    { month: '2025-11', wasteStreamId: 2, kg: 40 },
    { month: '2025-11', wasteStreamId: 1, kg: 100 },
    { month: '2026-01', wasteStreamId: 1, kg: 80.5 },
  ];

  it('makes one row per month with a key per stream that has data, zero where a month had none', () => {
    const { rows, series } = weightRows({ weights, streams, filters });
    expect(series).toEqual([
      { key: 's1', name: 'General waste', colour: '#C0392B' },
      { key: 's2', name: 'Commingled', colour: '#F1C40F' },
    ]);
    expect(rows).toEqual([
      { label: 'Nov 25', s1: 100, s2: 40 },
      { label: 'Dec 25', s1: 0, s2: 0 },
      { label: 'Jan 26', s1: 80.5, s2: 0 },
      { label: 'Feb 26 to date', s1: 0, s2: 0 },
    ]);
  });

  it('ignores figures outside the period and sums the rest per stream', () => {
    const pivot = pivotStreamMonths([...weights, { month: '2024-01', wasteStreamId: 3, kg: 9 }], streams, monthsBetween(filters.from, filters.to));
    expect(pivot.map((p) => p.stream.id)).toEqual([1, 2]);
    expect(streamTotals(weights, streams)).toEqual([
      { stream: streams[0], kg: 180.5 },
      { stream: streams[1], kg: 40 },
    ]);
  });
});

describe('the month the period ends in the middle of (#13 item 9: not drawn as a dive)', () => {
  it('is labelled "to date" when the period stops before its last day, and only then', () => {
    expect(endsMidMonth('2026-02-10')).toBe(true);
    expect(endsMidMonth('2026-02-28')).toBe(false);
    expect(endsMidMonth('2024-02-29')).toBe(false);
    expect(endsMidMonth('2024-02-28')).toBe(true);
    expect(monthLabels('2025-12-01', '2026-02-10')).toEqual(['Dec 25', 'Jan 26', 'Feb 26 to date']);
    expect(monthLabels('2025-12-01', '2026-01-31')).toEqual(['Dec 25', 'Jan 26']);
  });

  it('marks that month\'s bar partial and draws its diversion on a separate (dashed) series joined to the month before', () => {
    const diversion: ReportData['diversion'] = [
      { month: '2026-01', totalKg: 10, divertedKg: 6, diversionPct: 60 },
      { month: '2026-02', totalKg: 2, divertedKg: 1, diversionPct: 50 },
    ];
    const period = { ...filters, from: '2025-12-01' };
    expect(weightRows({ weights: [], streams, filters: period }).rows.map(isPartialRow)).toEqual([false, false, true]);
    expect(diversionRows({ diversion, filters: period })).toEqual([
      { label: 'Dec 25', diversionPct: null, toDatePct: null },
      { label: 'Jan 26', diversionPct: 60, toDatePct: 60 },
      { label: 'Feb 26 to date', diversionPct: null, toDatePct: 50 },
    ]);
    expect(diversionRows({ diversion, filters: { ...period, to: '2026-02-28' } }).map((r) => Object.keys(r))).toEqual([
      ['label', 'diversionPct'],
      ['label', 'diversionPct'],
      ['label', 'diversionPct'],
    ]);
  });
});

describe('chart numbers (#13 item 9: separators and units on axes and in tooltips)', () => {
  it('prints axis ticks short, with separators and units', () => {
    expect(fmtAxis(2500, 'kg')).toBe('2,500 kg');
    expect(fmtAxis(125_000, 'kg')).toBe('125 t');
    expect(fmtAxis(12_345, 'kg')).toBe('12.3 t');
    expect(fmtAxis(40, '%')).toBe('40%');
    expect(fmtAxis(1250, 'AUD/t')).toBe('$1,250');
    expect(fmtAxis(12_000, 'count')).toBe('12,000');
  });

  it('prints tooltips as tables do', () => {
    expect(fmtChartValue(125_432.4, 'kg')).toBe('125,432 kg');
    expect(fmtChartValue(33.333, '%')).toBe('33.3%');
    expect(fmtChartValue(1250.4, 'AUD/t')).toBe('$1,250/t');
    expect(fmtChartValue(null, 'kg')).toBe('–');
  });
});

describe('diversionRows and barRows', () => {
  it('leaves months without waste as gaps (null), not 0 %', () => {
    const diversion: ReportData['diversion'] = [{ month: '2025-12', totalKg: 10, divertedKg: 5, diversionPct: 50 }];
    expect(diversionRows({ diversion, filters }).map((r) => r.diversionPct)).toEqual([null, 50, null, null]);
  });

  it('draws a missing ratio as 0 and keeps the labels', () => {
    expect(barRows([{ n: 'A', v: 2 }, { n: 'B', v: null }], (x) => x.n, (x) => x.v)).toEqual([
      { label: 'A', value: 2 },
      { label: 'B', value: 0 },
    ]);
  });
});

describe('blocks per edition', () => {
  it('draws what each edition is about', () => {
    expect(REPORT_BLOCKS.Full).toEqual(['weights', 'diversion', 'contamination', 'cost', 'league']);
    expect(REPORT_BLOCKS.Supplier).toContain('contractors');
    expect(REPORT_BLOCKS.Lite).toContain('binCounts');
    expect(REPORT_BLOCKS.Furniture).toEqual(['furniture']);
    expect(REPORT_BLOCKS.Audits).toEqual(['audits']);
    expect(REPORT_BLOCKS.Portfolio[0]).toBe('portfolio');
  });

  it("a dashboard shows its report's first two blocks; /dashboard is the full report's", () => {
    expect(DASHBOARD_REPORT.collections).toBe('Full');
    expect(dashboardBlocks('collections')).toEqual(['weights', 'diversion']);
    expect(dashboardBlocks('furniture')).toEqual(['furniture']);
  });
});

describe('fmtKpi', () => {
  it('prints tonnes from 10 t, percentages, money per tonne and gaps', () => {
    expect(fmtKpi({ key: 'k', label: 'l', value: 12_345, unit: 'kg' })).toBe('12.3 t');
    expect(fmtKpi({ key: 'k', label: 'l', value: 400, unit: 'kg' })).toBe('400 kg');
    expect(fmtKpi({ key: 'k', label: 'l', value: 72.97, unit: '%' })).toBe('73%');
    expect(fmtKpi({ key: 'k', label: 'l', value: 183.33, unit: 'AUD/t' })).toBe('$183/t');
    expect(fmtKpi({ key: 'k', label: 'l', value: null, unit: '%' })).toBe('–');
  });
});
