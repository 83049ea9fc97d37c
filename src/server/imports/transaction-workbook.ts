// The transactions import template as a file (headers only, .xlsx or .csv), with
// TRANSACTION_COLUMNS: the export (routes/transactions-export.ts) writes the same columns, so that
// one feeds the other.
import ExcelJS from 'exceljs';
import { sheetColumns } from '../routes/export-excel/columns';
import { TRANSACTION_COLUMNS } from './transaction-columns';

export const TEMPLATE_FILE_NAME = 'Transactions import template';
export const TRANSACTIONS_SHEET = 'Transactions';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** The template's workbook: one sheet with the columns' headers. */
export function templateWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TRANSACTIONS_SHEET);
  sheet.columns = sheetColumns(TRANSACTION_COLUMNS);
  sheet.getRow(1).font = { bold: true };
  return workbook;
}

/** The template's CSV: the header line alone, quoted where a header needs it. */
export function templateCsv(): string {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${TRANSACTION_COLUMNS.map((c) => quote(c.header)).join(',')}\r\n`;
}
