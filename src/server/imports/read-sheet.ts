// An uploaded spreadsheet (CSV or XLSX, read with exceljs) as plain rows: the first sheet's first
// row is the header, every later non-blank row a record with its row number in the file. CSV
// cells stay text (exceljs would otherwise guess dates in the server's time zone).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportFormat } from '../../domain/transactions-io';

export type SheetCell = string | number | boolean | Date | null;

export interface SheetRecord {
  /** 1-based, as a spreadsheet program shows it (the header is row 1). */
  rowNumber: number;
  cells: SheetCell[];
}

export interface Sheet {
  headers: string[];
  records: SheetRecord[];
}

/** A cell's value without exceljs's wrappers (formula results, rich text, hyperlinks, errors). */
export function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return plainCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return plainCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return null;
  return null;
}

const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

async function worksheetOf(bytes: Buffer, format: ImportFormat): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  if (format === 'csv') {
    return workbook.csv.read(Readable.from([bytes]), { map: (datum: unknown) => datum });
  }
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

/** Throws when the bytes are not a readable file of that format. */
export async function readSheet(bytes: Buffer, format: ImportFormat): Promise<Sheet> {
  const sheet = await worksheetOf(bytes, format);
  if (!sheet) return { headers: [], records: [] };
  const rowCells = (row: ExcelJS.Row): SheetCell[] => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs rows are 1-based (values[0] is always empty) and sparse: holes become nulls.
    return Array.from(values.slice(1), (v) => plainCell(v));
  };
  const headers = rowCells(sheet.getRow(1)).map((c) => (c === null ? '' : String(c).trim()));
  const records: SheetRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = rowCells(row);
    if (cells.every(isBlank)) return;
    records.push({ rowNumber, cells });
  });
  return { headers, records };
}
