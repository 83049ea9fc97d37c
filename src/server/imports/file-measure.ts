// What an uploaded import file holds, measured at upload so that a file over a limit of
// import-limits.ts is refused there, in plain words that say by how much ("The file has 120,000
// rows; the most one import takes is 100,000."), rather than accepted and failing later as a job.
// Read as the import reads it (read-records.ts: blank lines and trailing blank cells do not count),
// but counting on past a limit instead of stopping at it — up to ROW_COUNT_CAP rows, so a huge
// file is not read to its end only to be refused.
import { LIMIT_MESSAGES, MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from './import-limits';
import type { ImportFormat } from '../../domain/transactions-io';
import { isBlank, rawRecords, RecordTooLong } from './read-records';
import { assertUnpackedAtMost, UnpackedTooLarge } from './unpacked-size';

/** Rows are counted exactly up to here; past it the answer is "more than". */
export const ROW_COUNT_CAP = 10 * MAX_IMPORT_ROWS;

export interface FileMeasure {
  /** Non-blank lines after the header (at most ROW_COUNT_CAP + 1). */
  rows: number;
  /** The widest line's cells, up to its last non-blank one. */
  columns: number;
  /** The first cell past MAX_CELL_CHARS: its row and length (null when a CSV record ran on unmeasured). */
  longCell: { rowNumber: number; length: number | null } | null;
  /** An XLSX that unpacks past MAX_UNPACKED_BYTES (then nothing else was read). */
  unpackedTooLarge: boolean;
}

const figure = (n: number) => n.toLocaleString('en-AU');

export async function measureFile(filePath: string, format: ImportFormat): Promise<FileMeasure> {
  const measure: FileMeasure = { rows: 0, columns: 0, longCell: null, unpackedTooLarge: false };
  if (format === 'xlsx') {
    try {
      await assertUnpackedAtMost(filePath, MAX_UNPACKED_BYTES);
    } catch (error) {
      if (!(error instanceof UnpackedTooLarge)) throw error;
      return { ...measure, unpackedTooLarge: true };
    }
  }
  let header = true;
  try {
    for await (const record of rawRecords(filePath, format)) {
      let width = 0;
      record.cells.forEach((cell, i) => {
        if (!isBlank(cell)) width = i + 1;
        if (!measure.longCell && typeof cell === 'string' && cell.length > MAX_CELL_CHARS) measure.longCell = { rowNumber: record.rowNumber, length: cell.length };
      });
      measure.columns = Math.max(measure.columns, width);
      if (header) header = false;
      else if (width > 0 && ++measure.rows > ROW_COUNT_CAP) break;
    }
  } catch (error) {
    if (!(error instanceof RecordTooLong)) throw error;
    measure.longCell ??= { rowNumber: error.rowNumber, length: null };
  }
  return measure;
}

/** Each limit the file is over, in words a person acts on; empty when it is within them all. */
export function limitProblems(measure: FileMeasure): string[] {
  if (measure.unpackedTooLarge) return [LIMIT_MESSAGES.unpacked];
  const problems: string[] = [];
  if (measure.rows > MAX_IMPORT_ROWS) {
    const rows = measure.rows > ROW_COUNT_CAP ? `more than ${figure(ROW_COUNT_CAP)}` : figure(measure.rows);
    problems.push(`The file has ${rows} rows; the most one import takes is ${figure(MAX_IMPORT_ROWS)}. Split it into smaller files.`);
  }
  if (measure.columns > MAX_IMPORT_COLUMNS) {
    problems.push(`The file has ${figure(measure.columns)} columns; the most one import takes is ${MAX_IMPORT_COLUMNS}. Start from the template.`);
  }
  if (measure.longCell) {
    const { rowNumber, length } = measure.longCell;
    problems.push(
      length === null
        ? LIMIT_MESSAGES.cell(rowNumber)
        : `Row ${rowNumber} has a cell of ${figure(length)} characters; the most a cell may hold is ${figure(MAX_CELL_CHARS)}.`,
    );
  }
  return problems;
}
