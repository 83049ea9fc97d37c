// A built-in report's filters in its page address (#13 item 9), so that a reload, Back and a
// shared link show the same figures: ?from=YYYY-MM-DD&to=YYYY-MM-DD&building=<id>&stream=<id>.
// Absent or unreadable values fall back to the defaults (the twelve months up to today, every
// building and stream in scope); the server still narrows the building to the session's scope.
import { defaultReportPeriod, type ReportFilters } from './report-data';

export const REPORT_URL_KEYS = { from: 'from', to: 'to', building: 'building', stream: 'stream' } as const;

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const oneId = (value: string | null): number[] | undefined => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? [id] : undefined;
};

/** The filters a report address asks for, the defaults where it says nothing usable. */
export function filtersFromSearch(search: URLSearchParams, today: Date, zone?: string): ReportFilters {
  const period = defaultReportPeriod(today, zone);
  const from = search.get(REPORT_URL_KEYS.from);
  const to = search.get(REPORT_URL_KEYS.to);
  const filters: ReportFilters = { from: isDate(from) ? from : period.from, to: isDate(to) ? to : period.to };
  const tenantIds = oneId(search.get(REPORT_URL_KEYS.building));
  const wasteStreamIds = oneId(search.get(REPORT_URL_KEYS.stream));
  return { ...filters, ...(tenantIds ? { tenantIds } : {}), ...(wasteStreamIds ? { wasteStreamIds } : {}) };
}

/** `current` with the filters written in (other parameters kept); empty filters leave no key. */
export function searchWithFilters(current: URLSearchParams, filters: ReportFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(REPORT_URL_KEYS.from, filters.from);
  set(REPORT_URL_KEYS.to, filters.to);
  set(REPORT_URL_KEYS.building, filters.tenantIds?.length === 1 ? String(filters.tenantIds[0]) : undefined);
  set(REPORT_URL_KEYS.stream, filters.wasteStreamIds?.length === 1 ? String(filters.wasteStreamIds[0]) : undefined);
  return next;
}

const KEYS = ['from', 'to', 'tenantIds', 'wasteStreamIds'] as const;

/**
 * The filters to write when a control changed `before` into `next` while the address already holds
 * `latest` (two quick changes: the second control rendered before the first reached the address):
 * only what that control changed is applied, so the first change is not undone.
 */
export function withChange(latest: ReportFilters, before: ReportFilters, next: ReportFilters): ReportFilters {
  const out: ReportFilters = { ...latest };
  for (const key of KEYS) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) (out as Record<string, unknown>)[key] = next[key];
  }
  return out;
}
