// The columns of an entity's Excel export: its declared fields with their labels (never secrets),
// lookups and enum values as their labels, and cell values typed for Excel (numbers, AUD, Yes/No,
// real dates on the building's clock with a dd/mm/yyyy format). Text that could start a formula is
// written inert (spreadsheets/cell-safety.ts).
import type ExcelJS from 'exceljs';
import { DEFAULT_TIME_ZONE, wallClockOf } from '../../../domain/building-time';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import { inertCell } from '../../spreadsheets/cell-safety';
import { enumCellLabel } from '../../spreadsheets/enum-cells';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportColumn {
  header: string;
  key: string;
  /** Where the value lives in a row: `${field}Label` for lookups. */
  source: string;
  meta: FieldMeta;
  width: number;
  numFmt?: string;
}

const NUMBER_FORMATS: Partial<Record<FieldMeta['kind'], string>> = {
  money: '"$"#,##0.00',
  int: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** Widths in characters: a column is as wide as its header and its longest value, within reason. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const PADDING = 2;

export function exportColumns(declaration: EntityDeclaration): ExportColumn[] {
  return Object.entries(declaration.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => meta.kind !== 'secret')
    .map(([name, meta]) => ({
      header: meta.label,
      key: name,
      source: meta.kind === 'lookup' ? `${name}Label` : name,
      meta,
      width: widthFor(meta.label.length),
      ...(NUMBER_FORMATS[meta.kind] ? { numFmt: NUMBER_FORMATS[meta.kind] } : {}),
    }));
}

function widthFor(characters: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, characters + PADDING));
}

/** How many characters a cell shows (its format applied), for the column's width. */
function shownLength(meta: FieldMeta, value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return meta.kind === 'datetime' ? 'dd/mm/yyyy hh:mm'.length : 'dd/mm/yyyy'.length;
  if (typeof value === 'number') {
    const shown = meta.kind === 'money' ? `$${value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : value.toLocaleString('en-AU');
    return shown.length;
  }
  return String(value).length;
}

/** The columns with each width fitted to the header and the values of `rows` (exported rows). */
export function fittedColumns(columns: readonly ExportColumn[], rows: readonly Record<string, unknown>[]): ExportColumn[] {
  return columns.map((column) => {
    const longest = rows.reduce((n, row) => Math.max(n, shownLength(column.meta, row[column.key])), column.header.length);
    return { ...column, width: widthFor(longest) };
  });
}

/** The worksheet's columns: header, key, width and number format. */
export function sheetColumns(columns: readonly ExportColumn[]): Partial<ExcelJS.Column>[] {
  return columns.map((c) => ({ header: c.header, key: c.key, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
}

/**
 * A row's value as an Excel cell value. `zone`: the row's building's time zone; Excel dates have
 * none, so a time is written as the building's wall clock (a 11:23 pm collection reads 11:23 pm).
 */
export function cellValue(meta: FieldMeta, value: unknown, zone: string = DEFAULT_TIME_ZONE): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  switch (meta.kind) {
    case 'bool':
      return value ? 'Yes' : 'No';
    case 'date':
      // A calendar date, not an instant: midnight UTC keeps the day in every time zone's reader.
      return typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
    case 'datetime':
      return typeof value === 'string' || value instanceof Date ? (wallClockOf(value, zone) ?? null) : null;
    case 'enum':
      return typeof value === 'string' || typeof value === 'number' ? enumCellLabel(meta, value) : null;
    case 'int':
    case 'decimal':
    case 'money':
    case 'percent':
      return typeof value === 'number' ? value : Number(value);
    default:
      return inertCell(typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean));
  }
}

export function exportRow(columns: readonly ExportColumn[], row: Record<string, unknown>, zone: string = DEFAULT_TIME_ZONE): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) out[column.key] = cellValue(column.meta, row[column.source], zone);
  return out;
}

