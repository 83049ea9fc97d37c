// The demo calendar: service days, the Christmas–New Year and Easter dips (about −40%, data-model
// §4) and the public holidays on which nobody collects. All dates are UTC midnights standing for
// local calendar days.

const DAY_MS = 86_400_000;

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * DAY_MS);
export const dayStart = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export function addMonths(d: Date, n: number): Date {
  const r = new Date(d.getTime());
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}

/** Whole days between two dates (b − a). */
export const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY_MS);

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Share of a normal day's waste generated on this date: 0 on public holidays (no service), 0.6
 * from 22 December to 15 January and from the Thursday before Easter to the Tuesday after, else 1.
 */
export function dayFactor(date: Date): number {
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if ((month === 11 && (day === 25 || day === 26)) || (month === 0 && day === 1)) return 0;
  const easter = easterSunday(date.getUTCFullYear());
  const fromEaster = daysBetween(easter, date);
  if (fromEaster === -2 || fromEaster === 1) return 0;
  if ((month === 11 && day >= 22) || (month === 0 && day <= 15)) return 0.6;
  if (fromEaster >= -3 && fromEaster <= 2) return 0.6;
  return 1;
}

/** Calendar days from `from` to `to` inclusive on which the building is serviced. */
export function* serviceDays(from: Date, to: Date, perWeek: 5 | 6): Generator<Date> {
  for (let d = dayStart(from); d.getTime() <= to.getTime(); d = addDays(d, 1)) {
    const weekday = d.getUTCDay();
    if (weekday === 0 || (perWeek === 5 && weekday === 6)) continue;
    if (dayFactor(d) === 0) continue;
    yield d;
  }
}

/** Local evening time on a service day as an ISO instant (Australian east coast, UTC+10). */
export function localInstant(date: Date, minutesAfterMidnight: number): string {
  return new Date(date.getTime() + (minutesAfterMidnight - 600) * 60_000).toISOString();
}
