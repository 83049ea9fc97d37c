// What every report chart shares: month (or category) labels all shown, tilted so twelve fit a
// card; ticks and tooltips with separators and units (src/domain/report-format.ts).
import { fmtAxis, fmtChartValue, type ChartUnit } from '../../../domain/report-format';

/** interval 0: recharts would otherwise drop every other label when they crowd. */
export const categoryAxis = { dataKey: 'label', fontSize: 12, interval: 0, angle: -35, textAnchor: 'end', height: 64 } as const;

export const valueAxis = (unit: ChartUnit) => ({ fontSize: 12, width: 72, tickFormatter: (v: number) => fmtAxis(v, unit) });

export const tooltipValue = (unit: ChartUnit) => (value: unknown) => fmtChartValue(typeof value === 'number' ? value : null, unit);
