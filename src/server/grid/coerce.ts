// Filter values arrive as JSON scalars (Kendo sends numbers and dates as strings just as often);
// each is turned into the type its column compares with, or refused with a 400 naming the field.
import type { GridValueKind } from './fields';
import { GridQueryError } from './errors';

export type GridValue = string | number | boolean;

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

function invalid(field: string, value: unknown, expected: string): GridQueryError {
  return new GridQueryError(`Invalid value ${JSON.stringify(value)} for field ${field}: expected ${expected}`);
}

function toNumber(field: string, value: GridValue, integer: boolean): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
    throw invalid(field, value, integer ? 'a whole number' : 'a number');
  }
  return n;
}

function toBool(field: string, value: GridValue): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw invalid(field, value, 'true or false');
}

/**
 * A calendar date 'YYYY-MM-DD'. An ISO date-time keeps its date part: the client sends the
 * midnight of the chosen day, and the calendar day is what a date column holds.
 */
function toDate(field: string, value: GridValue): string {
  const match = typeof value === 'string' ? DATE_PREFIX.exec(value) : null;
  if (!match?.[1] || Number.isNaN(Date.parse(match[1]))) throw invalid(field, value, 'a date (YYYY-MM-DD)');
  return match[1];
}

function toTimestamp(field: string, value: GridValue): string {
  const ms = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN;
  if (Number.isNaN(ms)) throw invalid(field, value, 'a date and time');
  return new Date(ms).toISOString();
}

export function coerceValue(field: string, kind: GridValueKind, value: GridValue): GridValue {
  switch (kind) {
    case 'int':
      return toNumber(field, value, true);
    case 'number':
      return toNumber(field, value, false);
    case 'bool':
      return toBool(field, value);
    case 'date':
      return toDate(field, value);
    case 'timestamp':
      return toTimestamp(field, value);
    case 'text':
      return String(value);
  }
}
