// Filter values arrive as JSON scalars (Kendo sends numbers and dates as strings just as often);
// each is turned into the type its column compares with, or refused with a 400 naming the field.
import { INT32_MAX, INT32_MIN } from '../../domain/grid-limits';
import type { GridValueKind } from './fields';
import { GridQueryError } from './errors';

export type GridValue = string | number | boolean;

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
/** numeric(p, s) columns hold far less; beyond this a comparison means nothing and costs a cast. */
const NUMBER_MAGNITUDE_MAX = 1e15;

function invalid(field: string, value: unknown, expected: string, at: string | undefined): GridQueryError {
  const shown = typeof value === 'string' && value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value);
  return new GridQueryError(`Invalid value ${shown} for field ${field}: expected ${expected}`, at);
}

/** Integer columns are int4 (the schema has no bigint a filter reaches): outside it PostgreSQL errors. */
function toNumber(field: string, value: GridValue, integer: boolean, at: string | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
    throw invalid(field, value, integer ? 'a whole number' : 'a number', at);
  }
  if (integer ? n < INT32_MIN || n > INT32_MAX : Math.abs(n) > NUMBER_MAGNITUDE_MAX) {
    throw invalid(field, value, integer ? `a whole number from ${INT32_MIN} to ${INT32_MAX}` : `a number of magnitude at most ${NUMBER_MAGNITUDE_MAX}`, at);
  }
  return n === 0 ? 0 : n;
}

function toBool(field: string, value: GridValue, at: string | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw invalid(field, value, 'true or false', at);
}

/**
 * A calendar date 'YYYY-MM-DD'. An ISO date-time keeps its date part: the client sends the
 * midnight of the chosen day, and the calendar day is what a date column holds.
 */
function toDate(field: string, value: GridValue, at: string | undefined): string {
  const match = typeof value === 'string' ? DATE_PREFIX.exec(value) : null;
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // Date.parse rolls 2026-02-30 over to March; the day must exist as written. Year 0 is not a PostgreSQL date.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw invalid(field, value, 'a date that exists (YYYY-MM-DD)', at);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** Years 1–9999: what both JavaScript's ISO form and PostgreSQL's timestamp write alike. */
function toTimestamp(field: string, value: GridValue, at: string | undefined): string {
  const ms = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN;
  const year = Number.isNaN(ms) ? 0 : new Date(ms).getUTCFullYear();
  if (year < 1 || year > 9999) throw invalid(field, value, 'a date and time (years 1 to 9999)', at);
  return new Date(ms).toISOString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toUuid(field: string, value: GridValue, at: string | undefined): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw invalid(field, value, 'a uuid', at);
  return value;
}

/** `at`: where the value sits in the body (filter.filters.0.value), named by the 400. */
export function coerceValue(field: string, kind: GridValueKind, value: GridValue, at?: string): GridValue {
  switch (kind) {
    case 'int':
      return toNumber(field, value, true, at);
    case 'number':
      return toNumber(field, value, false, at);
    case 'bool':
      return toBool(field, value, at);
    case 'date':
      return toDate(field, value, at);
    case 'timestamp':
      return toTimestamp(field, value, at);
    case 'uuid':
      return toUuid(field, value, at);
    case 'text':
      return String(value);
  }
}
