// The columns of an entity's Excel export: its declared fields with their labels (never secrets),
// lookups as their labels, and cell values typed for Excel (numbers, dates, Yes/No). Text that
// could start a formula is written inert (spreadsheets/cell-safety.ts).
import type ExcelJS from 'exceljs';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import { inertCell } from '../../spreadsheets/cell-safety';

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
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

export function exportColumns(declaration: EntityDeclaration): ExportColumn[] {
  return Object.entries(declaration.fields as Record<string, FieldMeta>)
    .filter(([, meta]) => meta.kind !== 'secret')
    .map(([name, meta]) => ({
      header: meta.label,
      key: name,
      source: meta.kind === 'lookup' ? `${name}Label` : name,
      meta,
      width: Math.min(40, Math.max(12, meta.label.length + 4)),
      ...(NUMBER_FORMATS[meta.kind] ? { numFmt: NUMBER_FORMATS[meta.kind] } : {}),
    }));
}

/** The worksheet's columns: header, key, width and number format. */
export function sheetColumns(columns: readonly ExportColumn[]): Partial<ExcelJS.Column>[] {
  return columns.map((c) => ({ header: c.header, key: c.key, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
}

/** A row's value as an Excel cell value. */
export function cellValue(meta: FieldMeta, value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  switch (meta.kind) {
    case 'bool':
      return value ? 'Yes' : 'No';
    case 'date':
      // A calendar date, not an instant: midnight UTC keeps the day in every time zone's reader.
      return typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
    case 'datetime':
      return typeof value === 'string' ? new Date(value) : null;
    case 'int':
    case 'decimal':
    case 'money':
    case 'percent':
      return typeof value === 'number' ? value : Number(value);
    default:
      return inertCell(typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean));
  }
}

export function exportRow(columns: readonly ExportColumn[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) out[column.key] = cellValue(column.meta, row[column.source]);
  return out;
}
