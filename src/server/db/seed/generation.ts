// How much waste a building generates per day and stream: the daily total with ±10% noise and
// seasonal dips, split by the §4 stream shares. General waste starts near 48% (diversion ≈ 52%)
// and falls 0.6 points a month after the baseline audit, so diversion rises as §4 asks.
import { addMonths, dayFactor, daysBetween, isoDate } from './calendar';
import type { BuildingProfile } from './profiles';
import { createRandom } from './random';
import { SPECIALTY_STREAMS, type StreamCode } from './reference-data';

const GENERAL_AT_START = 0.48;
const GENERAL_DROP_PER_MONTH = 0.006;
const GENERAL_FLOOR = 0.36;

/** Relative weights of the diverted streams (§4: paper 25–35%, commingled 10–15%, organics 10–20%, specialty 1–3%). */
const DIVERTED: readonly (readonly [StreamCode | 'SPECIALTY', number])[] = [
  ['PAPER', 30],
  ['COMM', 12.5],
  ['ORG', 15],
  ['SPECIALTY', 2],
];
const DIVERTED_TOTAL = DIVERTED.reduce((s, [, w]) => s + w, 0);

/** How the specialty share divides among the specialty streams. */
const SPECIALTY_SPLIT: Record<string, number> = { EWASTE: 0.25, SECDOC: 0.35, SOFT: 0.12, TONER: 0.08, FLUO: 0.1, BATT: 0.1 };

export function baselineAuditDate(profile: BuildingProfile, now: Date): Date {
  return addMonths(now, -profile.baselineAuditMonthsAgo);
}

/** Share of general waste (landfill) on a date. */
export function generalShare(profile: BuildingProfile, date: Date, now: Date): number {
  const monthsAfter = Math.max(0, daysBetween(baselineAuditDate(profile, now), date) / 30.44);
  return Math.max(GENERAL_FLOOR, GENERAL_AT_START - GENERAL_DROP_PER_MONTH * monthsAfter);
}

/** Fraction of the day's weight per stream; sums to 1. */
export function streamShares(profile: BuildingProfile, date: Date, now: Date): Map<StreamCode, number> {
  const general = generalShare(profile, date, now);
  const shares = new Map<StreamCode, number>([['GEN', general]]);
  for (const [stream, weight] of DIVERTED) {
    const share = ((1 - general) * weight) / DIVERTED_TOTAL;
    if (stream !== 'SPECIALTY') shares.set(stream, share);
    else for (const code of SPECIALTY_STREAMS) shares.set(code, share * (SPECIALTY_SPLIT[code] ?? 0));
  }
  return shares;
}

/** The building's total kg on a service day (0 on public holidays). */
export function dailyKg(profile: BuildingProfile, tenantId: number, date: Date, scale = 1): number {
  const factor = dayFactor(date);
  if (factor === 0) return 0;
  return profile.kgPerDay * scale * factor * createRandom(`day:${tenantId}:${isoDate(date)}`).noise(0.1);
}

/** Share of commingled and organics collections flagged contaminated (§4: 5–10%). */
export function contaminationRate(profile: BuildingProfile, date: Date, now: Date): number {
  return date < baselineAuditDate(profile, now) ? 0.09 : 0.065;
}
