// One record of an imported file → the body a create takes, for any kind (import-kinds.ts): each
// cell read by its column's kind as people write it — dates dd/mm/yyyy (or an Excel date), times
// in the building's zone, numbers with $ and thousands separators, Yes/No booleans, enums by their
// label, lookups by name (or id) among the building's rows. Cells that cannot be read keep their
// text, so the declaration's zod schema names the problem as it would for a form.
import { TZDate } from '@date-fns/tz';
import type { ExportColumn } from '../routes/export-excel/columns';
import { enumCellValue } from '../spreadsheets/enum-cells';
import type { LookupNames } from './lookup-resolve';
import type { SheetCell } from './read-sheet';

export interface RowProblem {
  /** The field, mapped to its column header by the caller. */
  field: string;
  message: string;
}

export interface RowBody {
  body: Record<string, unknown>;
  problems: RowProblem[];
}

export interface CellContext {
  lookups: LookupNames;
  /** The building's IANA zone: a time without one is a time there. */
  timeZone: string;
  /**
   * Lookups whose label reads as a yes/no question ("Recharged to tenant"): No/false means none,
   * and Yes alone is refused with this message.
   */
  yesNoLookups?: Readonly<Record<string, string>>;
}

/**
 * A NUL character cannot be stored in text (PostgreSQL refuses it) and no one types it: the row is
 * refused rather than the cell changed, so nothing is imported other than as the file has it.
 */
export const NUL_IN_CELL = 'Contains a NUL character (an invisible control character, often left by a broken export): remove it and import the row again';

const text = (cell: SheetCell): string => (cell instanceof Date ? cell.toISOString() : String(cell)).trim();

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** 'YYYY-MM-DD' from an Excel date (stored as midnight UTC) or text in ISO or Australian d/m/y form. */
export function dateOf(cell: SheetCell): unknown {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? 'invalid' : cell.toISOString().slice(0, 10);
  const value = text(cell);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return value.length >= 10 && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}

/** A wall-clock time in the building's zone → the instant, as ISO text in UTC. */
function instantIn(timeZone: string, y: number, m: number, d: number, h: number, min: number, s = 0): string {
  return new Date(new TZDate(y, m - 1, d, h, min, s, timeZone).getTime()).toISOString();
}

/**
 * An instant from an Excel date-time (its wall clock, which exceljs reads as UTC) or text
 * 'dd/mm/yyyy hh:mm' (am/pm allowed) in the building's zone; ISO text with an offset as it is.
 */
export function dateTimeOf(cell: SheetCell, timeZone: string): unknown {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return 'invalid';
    return instantIn(timeZone, cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate(), cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds());
  }
  const value = text(cell);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i.exec(value);
  if (!dmy) return value;
  let hours = Number(dmy[4] ?? 0);
  const meridiem = dmy[7]?.toLowerCase().replaceAll('.', '');
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return instantIn(timeZone, Number(dmy[3]), Number(dmy[2]), Number(dmy[1]), hours, Number(dmy[5] ?? 0), Number(dmy[6] ?? 0));
}

export function numberOf(cell: SheetCell): unknown {
  if (typeof cell === 'number') return cell;
  const value = text(cell).replace(/^\$/, '').replaceAll(',', '').replace(/%$/, '');
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? n : text(cell);
}

export function booleanOf(cell: SheetCell): unknown {
  if (typeof cell === 'boolean') return cell;
  const value = text(cell).toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return text(cell);
}

function lookupOf(column: ExportColumn, cell: SheetCell, ctx: CellContext, problems: RowProblem[]): unknown {
  const value = text(cell);
  const yesNo = ctx.yesNoLookups?.[column.key];
  if (yesNo !== undefined && NO.has(value.toLowerCase())) return null;
  if (yesNo !== undefined && YES.has(value.toLowerCase())) {
    problems.push({ field: column.key, message: yesNo });
    return undefined;
  }
  const outcome = ctx.lookups.resolve(column.key, value);
  if ('id' in outcome) return outcome.id;
  problems.push({ field: column.key, message: outcome.error });
  return undefined;
}

function valueOf(column: ExportColumn, cell: SheetCell, ctx: CellContext, problems: RowProblem[]): unknown {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
  switch (column.meta.kind) {
    case 'date':
      return dateOf(cell);
    case 'datetime':
      return dateTimeOf(cell, ctx.timeZone);
    case 'int':
    case 'decimal':
    case 'money':
    case 'percent':
      return numberOf(cell);
    case 'bool':
      return booleanOf(cell);
    case 'enum':
      return enumCellValue(column.meta, text(cell));
    case 'lookup':
      return lookupOf(column, cell, ctx, problems);
    default:
      return text(cell);
  }
}

/** `columns[i]` is the column of the file's i-th cell (undefined: a column the import ignores). */
export function rowBody(columns: readonly (ExportColumn | undefined)[], cells: readonly SheetCell[], ctx: CellContext): RowBody {
  const body: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  columns.forEach((column, i) => {
    if (!column) return;
    if (typeof cells[i] === 'string' && (cells[i] as string).includes('\u0000')) {
      problems.push({ field: column.key, message: NUL_IN_CELL });
      return;
    }
    const value = valueOf(column, cells[i] ?? null, ctx, problems);
    if (value !== undefined) body[column.key] = value;
  });
  return { body, problems };
}
