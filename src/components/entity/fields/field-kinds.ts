// What each field kind means on screen: its grid filter, its input, and how a value reads. One
// table per question, typed by FieldKind, so a new kind fails to compile until it is placed.
import { DEFAULT_TIME_ZONE, formatCalendarDate, formatDateTimeIn } from '../../../domain/building-time';
import type { FieldKind, FieldMeta, FilterKind } from '../../../domain/entity';
import { labelIn, spellOut } from '../../../domain/labels';

const DEFAULT_FILTER: Record<FieldKind, FilterKind | false> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  phone: 'text',
  url: 'text',
  colour: 'text',
  lookup: 'text',
  int: 'number',
  decimal: 'number',
  money: 'number',
  percent: 'number',
  date: 'date',
  datetime: 'date',
  enum: 'set',
  bool: 'bool',
  secret: false,
};

export function filterKindOf(meta: FieldMeta): FilterKind | false {
  return meta.filter ?? DEFAULT_FILTER[meta.kind];
}

/** Long text and secrets stay out of the grid unless the declaration says otherwise. */
export function isGridColumn(meta: FieldMeta): boolean {
  return meta.grid ?? (meta.kind !== 'textarea' && meta.kind !== 'secret');
}

export type InputControl =
  | { control: 'input'; type: 'text' | 'email' | 'tel' | 'url' | 'date' | 'datetime-local' | 'color' | 'password' }
  | { control: 'number'; step: string; min?: number; max?: number }
  | { control: 'textarea' }
  | { control: 'checkbox' }
  | { control: 'select' }
  | { control: 'lookup' };

export const INPUT_CONTROLS: Record<FieldKind, InputControl> = {
  text: { control: 'input', type: 'text' },
  email: { control: 'input', type: 'email' },
  phone: { control: 'input', type: 'tel' },
  url: { control: 'input', type: 'url' },
  date: { control: 'input', type: 'date' },
  datetime: { control: 'input', type: 'datetime-local' },
  colour: { control: 'input', type: 'color' },
  secret: { control: 'input', type: 'password' },
  textarea: { control: 'textarea' },
  int: { control: 'number', step: '1' },
  decimal: { control: 'number', step: 'any' },
  money: { control: 'number', step: '0.01', min: 0 },
  percent: { control: 'number', step: '1', min: 0, max: 100 },
  bool: { control: 'checkbox' },
  enum: { control: 'select' },
  lookup: { control: 'lookup' },
};

/** Where a field's display value lives in a row: lookups show the server's label. */
export function displayField(name: string, meta: FieldMeta): string {
  return meta.kind === 'lookup' ? `${name}Label` : name;
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** An enum field's value as shown: its label table's words (src/domain/labels). */
export function optionLabel(meta: FieldMeta, value: string | number): string {
  return labelIn({ labels: meta.optionLabels ?? {} }, value);
}

/** Words for a value with no table ('MixedUse' → 'Mixed use'); abbreviations (NSW, M3) stay. */
export function enumLabel(value: string | number): string {
  return typeof value === 'number' ? String(value) : spellOut(value);
}

/** A date column holds a day (dd/mm/yyyy); a time is shown on its building's clock (src/domain/building-time.ts). */
function formatDate(value: string, withTime: boolean, zone: string): string {
  return withTime ? formatDateTimeIn(value, zone) || value : formatCalendarDate(value);
}

/** A value as text for grids and views; '' for nothing. `zone`: the row's building's time zone. */
export function formatValue(meta: FieldMeta, value: unknown, zone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  switch (meta.kind) {
    case 'bool':
      return value ? 'Yes' : 'No';
    case 'money':
      return typeof value === 'number' ? money.format(value) : String(value);
    case 'percent':
      return `${String(value)}%`;
    case 'date':
    case 'datetime':
      return typeof value === 'string' ? formatDate(value, meta.kind === 'datetime', zone) : String(value);
    case 'enum':
      return typeof value === 'string' || typeof value === 'number' ? optionLabel(meta, value) : String(value);
    case 'secret':
      return '••••••';
    default:
      return String(value);
  }
}
