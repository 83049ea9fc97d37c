// The records of an uploaded CSV or XLSX, read as a stream (one line in memory at a time): the
// first record is the header; each later non-blank one comes with its row number as a spreadsheet
// program shows it. CSV is parsed by csv-parse (cells stay text: no date guessing in the server's
// zone); XLSX by exceljs's streaming WorkbookReader (first sheet), after its unpacked size is
// bounded. Every limit of import-limits.ts is checked while reading: ImportFileError names it.
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import type { ImportFormat } from '../../domain/transactions-io';
import { LIMIT_MESSAGES, MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from './import-limits';
import { plainCell, type SheetCell } from './read-sheet';
import { assertUnpackedAtMost, UnpackedTooLarge } from './unpacked-size';
import { restoredCell } from '../spreadsheets/cell-safety';

/** A file the import refuses, with the reason users read (a limit passed, a column missing). */
export class ImportFileError extends Error {}

/** A CSV record longer than all its cells may hold: one endless (quoted) cell, from this row on. */
export class RecordTooLong extends ImportFileError {
  constructor(readonly rowNumber: number) {
    super(LIMIT_MESSAGES.cell(rowNumber));
  }
}

export interface FileRecord {
  /** 1-based, as a spreadsheet program shows it (the header is row 1). */
  rowNumber: number;
  cells: SheetCell[];
}

export interface RecordSource {
  records: AsyncGenerator<FileRecord>;
  /** How much of the file has been read, 0–1. */
  fraction(): number;
}

/** A cell with nothing a person typed in it (blank lines and trailing blank cells do not count). */
export const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

async function* csvRecords(stream: ReadStream): AsyncGenerator<FileRecord> {
  const parser = stream.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // A record may not buffer more than its cells may hold: an endless quoted cell stops here.
      max_record_size: MAX_CELL_CHARS * MAX_IMPORT_COLUMNS,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { rowNumber: info.lines, cells: record };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw new RecordTooLong((error as { lines?: number }).lines ?? 0);
    throw error;
  }
}

async function* xlsxRecords(stream: ReadStream): AsyncGenerator<FileRecord> {
  // Loaded when a file needs it: exceljs takes about a second to load, which a CSV need not wait.
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(stream, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      // exceljs rows are 1-based (values[0] is always empty) and sparse: holes become nulls.
      yield { rowNumber: row.number, cells: Array.from(values.slice(1), (v) => plainCell(v)) };
    }
    return; // the first sheet only
  }
}

/** Every record of the file as it is, limits unchecked (an XLSX's unpacked size included): for measuring it. */
export function rawRecords(filePath: string, format: ImportFormat): AsyncGenerator<FileRecord> {
  const stream = createReadStream(filePath);
  return format === 'csv' ? csvRecords(stream) : xlsxRecords(stream);
}

/** The limits every record is held to, and formula-safe text (an export's leading apostrophe removed). */
async function* checked(records: AsyncGenerator<FileRecord>): AsyncGenerator<FileRecord> {
  let lines = 0;
  let header = true;
  for await (const record of records) {
    if (record.cells.length > MAX_IMPORT_COLUMNS && record.cells.slice(MAX_IMPORT_COLUMNS).some((c) => !isBlank(c))) {
      throw new ImportFileError(LIMIT_MESSAGES.columns);
    }
    const cells = record.cells.slice(0, MAX_IMPORT_COLUMNS).map((cell) => {
      if (typeof cell === 'string' && cell.length > MAX_CELL_CHARS) throw new ImportFileError(LIMIT_MESSAGES.cell(record.rowNumber));
      return restoredCell(cell);
    });
    if (!header && cells.every(isBlank)) continue;
    if (!header && ++lines > MAX_IMPORT_ROWS) throw new ImportFileError(LIMIT_MESSAGES.rows);
    header = false;
    yield { rowNumber: record.rowNumber, cells };
  }
}

/** Opens the file for one pass over its records (the first being the header). */
export async function openRecords(filePath: string, format: ImportFormat): Promise<RecordSource> {
  if (format === 'xlsx') {
    await assertUnpackedAtMost(filePath, MAX_UNPACKED_BYTES).catch((error: unknown) => {
      throw error instanceof UnpackedTooLarge ? new ImportFileError(LIMIT_MESSAGES.unpacked) : error;
    });
  }
  const { size } = await stat(filePath);
  const stream = createReadStream(filePath);
  const records = format === 'csv' ? csvRecords(stream) : xlsxRecords(stream);
  return { records: checked(records), fraction: () => (size === 0 ? 1 : Math.min(1, stream.bytesRead / size)) };
}
