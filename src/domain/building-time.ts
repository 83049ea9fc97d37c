// Times as the building's people read them: every timestamp is stored as an instant (UTC) and is
// shown, filtered, exported and printed in the zone of the building the row belongs to
// (packages.timeZone, default Australia/Sydney). All zone arithmetic is @date-fns/tz's; this file
// only names the formats (dd/mm/yyyy, dd/mm/yyyy h:mm am/pm) so every screen and file agrees.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** A building without a zone of its own (and reference data, which has no building). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Instants as the API writes them (ISO 8601); a value that is not one is returned as undefined. */
function instantOf(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The instant in the building's zone: its getters read the building's wall clock. */
export function inZone(value: string | Date, zone: string = DEFAULT_TIME_ZONE): TZDate | undefined {
  const instant = instantOf(value);
  return instant && new TZDate(instant.getTime(), zone);
}

/** dd/mm/yyyy h:mm am/pm on the building's clock ('' for a value that is not a time). */
export function formatDateTimeIn(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const local = inZone(value, zone);
  return local ? format(local, 'dd/MM/yyyy h:mm aaa') : '';
}

/** dd/mm/yyyy of a calendar date ('2026-03-31'): a date column holds a day, in no zone. */
export function formatCalendarDate(value: string): string {
  const match = CALENDAR_DATE.exec(value.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The zone's abbreviation at that instant as Australians write it (AEDT, AEST, AWST, ACDT). */
export function zoneAbbreviation(at: Date, zone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** "24/11/2026 9:14 pm AEDT": a moment stamped on a file (the PDF's Generated line). */
export function formatStampIn(at: Date, zone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDateTimeIn(at, zone)} ${zoneAbbreviation(at, zone)}`;
}

/**
 * The building's wall clock as a Date whose UTC fields hold it: what a spreadsheet cell needs,
 * since Excel dates have no zone and exceljs writes a Date's UTC fields.
 */
export function wallClockOf(value: string | Date, zone: string = DEFAULT_TIME_ZONE): Date | undefined {
  const local = inZone(value, zone);
  if (!local) return undefined;
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds()));
}

/** Whether a filter value names a calendar day ('2026-03-31') rather than an instant. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DATE.test(value);
}

/** The instants a building's day starts and the next one starts: [start, end). */
export function dayBoundsIn(day: string, zone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  const match = CALENDAR_DATE.exec(day);
  if (!match) throw new RangeError(`Not a calendar date: ${day}`);
  const start = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), zone);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** The zone a row's times are shown in (its building's): what screens are given to format with. */
export type ZoneOf = (row: Readonly<Record<string, unknown>> | null | undefined) => string;
