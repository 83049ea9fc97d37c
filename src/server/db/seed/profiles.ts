// How much waste each demo building makes and when its first audit happened (data-model.md §4:
// Harbour Tower ≈ 350–500 kg per weekday; diversion starts at 45–55% and rises after the audit).
import type { BuildingKey } from './demo-buildings';

export interface BuildingProfile {
  /** Mean kg on a normal service day before seasonal dips and noise. */
  kgPerDay: number;
  /** 5 = Monday–Friday, 6 = Monday–Saturday. */
  serviceDaysPerWeek: 5 | 6;
  /** Occupier customers besides the base building (and the portfolio bank, where present). */
  otherCustomers: number;
  /** Months before "now" of the baseline audit, after which diversion improves. */
  baselineAuditMonthsAgo: number;
}

export const PROFILES: Record<BuildingKey, BuildingProfile> = {
  harbour: { kgPerDay: 440, serviceDaysPerWeek: 5, otherCustomers: 16, baselineAuditMonthsAgo: 18 },
  collins: { kgPerDay: 310, serviceDaysPerWeek: 5, otherCustomers: 13, baselineAuditMonthsAgo: 16 },
  eagle: { kgPerDay: 560, serviceDaysPerWeek: 6, otherCustomers: 20, baselineAuditMonthsAgo: 14 },
  parramatta: { kgPerDay: 150, serviceDaysPerWeek: 5, otherCustomers: 10, baselineAuditMonthsAgo: 15 },
};

/** Months of time series the demo database holds. */
export const SERIES_MONTHS = 24;
