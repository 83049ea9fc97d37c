// Number formats of the reports (en-AU), shared by the pages and the PDF so both print the same.
import type { Kpi } from './report-data';

// One formatter per number of digits: a chart formats every tick and tooltip, and making an
// Intl.NumberFormat costs far more than formatting with one.
const numberFormats = new Map<number, Intl.NumberFormat>();
const number = (digits: number): Intl.NumberFormat => {
  let found = numberFormats.get(digits);
  if (!found) numberFormats.set(digits, (found = new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits, minimumFractionDigits: 0 })));
  return found;
};
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

export const fmtKg = (kg: number): string => `${number(0).format(kg)} kg`;
export const fmtPct = (pct: number | null): string => (pct === null ? '–' : `${number(1).format(pct)}%`);
export const fmtAud = (aud: number | null): string => (aud === null ? '–' : money.format(aud));
export const fmtNum = (n: number | null, digits = 0): string => (n === null ? '–' : number(digits).format(n));

export function fmtKpi(k: Kpi): string {
  if (k.value === null) return '–';
  switch (k.unit) {
    case 'kg':
      return k.value >= 10_000 ? `${number(1).format(k.value / 1000)} t` : fmtKg(k.value);
    case 't':
      return `${number(1).format(k.value)} t`;
    case '%':
      return fmtPct(k.value);
    case 'AUD':
      return fmtAud(k.value);
    case 'AUD/t':
      return `${fmtAud(k.value)}/t`;
    case 'kg/person':
      return `${number(1).format(k.value)} kg`;
    case 'count':
      return fmtNum(k.value);
  }
}

/** What a chart's values measure: its axis ticks and tooltips print them with the unit. */
export type ChartUnit = 'kg' | '%' | 'AUD/t' | 'count';

/** Axis ticks, short: kg from 10,000 up in tonnes ("12.5 t"), money in whole dollars. */
export function fmtAxis(value: number, unit: ChartUnit): string {
  switch (unit) {
    case 'kg':
      return Math.abs(value) >= 10_000 ? `${number(1).format(value / 1000)} t` : fmtKg(value);
    case '%':
      return `${number(0).format(value)}%`;
    case 'AUD/t':
      return fmtAud(value);
    case 'count':
      return fmtNum(value);
  }
}

/** Tooltips: the figure as read in tables, with its unit. */
export function fmtChartValue(value: number | null, unit: ChartUnit): string {
  if (value === null) return '–';
  switch (unit) {
    case 'kg':
      return fmtKg(value);
    case '%':
      return fmtPct(value);
    case 'AUD/t':
      return `${fmtAud(value)}/t`;
    case 'count':
      return fmtNum(value);
  }
}
