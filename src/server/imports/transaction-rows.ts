// One record of an imported file → the body the transactions controller creates from: cells read
// by their column's kind (dates from Excel dates or text, numbers from numbers or text with $ and
// thousands separators, lookups by name or id). Cells that cannot be read keep their text, so the
// declaration's zod schema names the problem as it would for a form.
import type { ExportColumn } from '../routes/export-excel/columns';
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

const text = (cell: SheetCell): string => (cell instanceof Date ? cell.toISOString() : String(cell)).trim();

/** 'YYYY-MM-DD' from an Excel date (stored as midnight UTC) or text in ISO or Australian d/m/y form. */
export function dateOf(cell: SheetCell): unknown {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? 'invalid' : cell.toISOString().slice(0, 10);
  const value = text(cell);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return value.length >= 10 && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}

export function numberOf(cell: SheetCell): unknown {
  if (typeof cell === 'number') return cell;
  const value = text(cell).replace(/^\$/, '').replaceAll(',', '');
  const n = Number(value);
  return value !== '' && Number.isFinite(n) ? n : text(cell);
}

function valueOf(column: ExportColumn, cell: SheetCell, lookups: LookupNames, problems: RowProblem[]): unknown {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return null;
  switch (column.meta.kind) {
    case 'date':
      return dateOf(cell);
    case 'int':
    case 'decimal':
    case 'money':
    case 'percent':
      return numberOf(cell);
    case 'lookup': {
      const outcome = lookups.resolve(column.key, text(cell));
      if ('id' in outcome) return outcome.id;
      problems.push({ field: column.key, message: outcome.error });
      return undefined;
    }
    default:
      return text(cell);
  }
}

/** `columns[i]` is the column of the file's i-th cell (undefined: a column the import ignores). */
export function rowBody(columns: readonly (ExportColumn | undefined)[], cells: readonly SheetCell[], lookups: LookupNames): RowBody {
  const body: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  columns.forEach((column, i) => {
    if (!column) return;
    const value = valueOf(column, cells[i] ?? null, lookups, problems);
    if (value !== undefined) body[column.key] = value;
  });
  return { body, problems };
}
