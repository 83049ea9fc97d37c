// The transactions spreadsheet as a file: the import template (headers only, .xlsx or .csv) and
// the export (headers and rows), both with TRANSACTION_COLUMNS so that one feeds the other.
import ExcelJS from 'exceljs';
import { exportRow, sheetColumns } from '../routes/export-excel/columns';
import { TRANSACTION_COLUMNS } from './transaction-columns';

export const TEMPLATE_FILE_NAME = 'Transactions import template';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A workbook of the columns and these rows (as the transactions controller reads them). */
export function transactionsWorkbook(rows: readonly Record<string, unknown>[]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transactions');
  sheet.columns = sheetColumns(TRANSACTION_COLUMNS);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(exportRow(TRANSACTION_COLUMNS, row));
  return workbook;
}

/** The template's CSV: the header line alone, quoted where a header needs it. */
export function templateCsv(): string {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${TRANSACTION_COLUMNS.map((c) => quote(c.header)).join(',')}\r\n`;
}
