// Chart shaping shared by the pages (recharts) and the PDF (pdfkit), so both draw the same series
// from the same ReportData.
import type { StreamInfo, StreamMonthKg } from './report-data';

export interface StreamSeries {
  stream: StreamInfo;
  /** One value per month of `months` (0 where the stream had none). */
  values: number[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Jan 25'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${y?.slice(2) ?? ''}`;
}

/** What a month's label says when the period ends before the month does (its figures so far). */
export const TO_DATE = 'to date';

/** Whether the period ending `to` ('YYYY-MM-DD') stops before the end of its month. */
export function endsMidMonth(to: string): boolean {
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d < lastDay;
}

/** The label of each month of from..to; the last one "… to date" when the period ends mid-month. */
export function monthLabels(from: string, to: string): string[] {
  const months = monthsBetween(from, to);
  const partial = endsMidMonth(to);
  return months.map((m, i) => (partial && i === months.length - 1 ? `${monthLabel(m)} ${TO_DATE}` : monthLabel(m)));
}

/** Every month from..to ('YYYY-MM-DD'), so that empty months show as gaps rather than vanish. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while ((y < ty || (y === ty && m <= tm)) && out.length < 240) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** kg by stream as one series per stream with data, in the streams' order. */
export function pivotStreamMonths(weights: readonly StreamMonthKg[], streams: readonly StreamInfo[], months: readonly string[]): StreamSeries[] {
  const index = new Map(months.map((m, i) => [m, i]));
  const byStream = new Map<number, number[]>();
  for (const w of weights) {
    const i = index.get(w.month);
    if (i === undefined) continue;
    const values = byStream.get(w.wasteStreamId) ?? months.map(() => 0);
    values[i] = (values[i] ?? 0) + w.kg;
    byStream.set(w.wasteStreamId, values);
  }
  return streams.flatMap((stream) => {
    const values = byStream.get(stream.id);
    return values ? [{ stream, values }] : [];
  });
}

/** Total kg per stream over the period, largest first. */
export function streamTotals(weights: readonly StreamMonthKg[], streams: readonly StreamInfo[]): { stream: StreamInfo; kg: number }[] {
  const sums = new Map<number, number>();
  for (const w of weights) sums.set(w.wasteStreamId, (sums.get(w.wasteStreamId) ?? 0) + w.kg);
  return streams
    .filter((s) => sums.has(s.id))
    .map((stream) => ({ stream, kg: Math.round((sums.get(stream.id) ?? 0) * 100) / 100 }))
    .sort((a, b) => b.kg - a.kg);
}

/** A stream's name by id ('Stream {id}' for one that is gone). */
export function streamName(streams: readonly StreamInfo[], id: number): string {
  return streams.find((s) => s.id === id)?.name ?? `Stream ${id}`;
}
