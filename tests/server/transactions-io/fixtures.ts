// Helpers of the transactions import/export tests: the Supplier-edition manager's session, a
// seeded line to borrow a contractor and product from, CSV files, uploads and status polling.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { importStatusPath, isFinalImportStatus, type ImportProgress, TRANSACTIONS_IMPORT_PATH } from '../../../src/domain/transactions-io';
import { api } from '../../helpers/server';
import { sendMultipart } from '../controllers/upload-fixtures';

/** Manager of Eagle Street Plaza (Supplier edition). */
export const SUPPLIER_MANAGER = 'manager.supplier';

export interface SeededLine {
  destinationContractorId: number;
  destinationContractorIdLabel: string;
  productId: number;
  productIdLabel: string;
  wasteStreamId: number;
  unitOfMeasure: string | null;
}

export async function seededLine(url: string, token: string): Promise<SeededLine> {
  const page = await api(url, token, 'PUT', '/api/Transactions/Get', { skip: 0, take: 1, sort: [{ field: 'id', dir: 'asc' }] });
  expect(page.status).toBe(200);
  const row = (page.body as { data: SeededLine[] }).data[0];
  if (!row) throw new Error('The seed has no transactions in this building');
  return row;
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function csvOf(rows: readonly (readonly (string | number)[])[]): Buffer {
  return Buffer.from(rows.map((r) => r.map((v) => quote(String(v))).join(',')).join('\r\n') + '\r\n', 'utf8');
}

export async function upload(url: string, token: string, bytes: Buffer, fileName: string): Promise<{ status: number; body: unknown }> {
  const type = fileName.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return sendMultipart(url, token, 'POST', TRANSACTIONS_IMPORT_PATH, {}, [{ name: 'file', bytes, fileName, type }]);
}

/** Polls the import until it reaches a final status (the worker runs in the test server). */
export async function finished(url: string, token: string, id: number, timeoutMs = 110_000): Promise<ImportProgress> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await api(url, token, 'GET', importStatusPath(id));
    expect(status).toBe(200);
    const progress = body as ImportProgress;
    if (isFinalImportStatus(progress.importStatus)) return progress;
    if (Date.now() > until) throw new Error(`Import ${id} still ${progress.importStatus}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function importFile(url: string, token: string, bytes: Buffer, fileName: string): Promise<ImportProgress> {
  const started = await upload(url, token, bytes, fileName);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return finished(url, token, (started.body as ImportProgress).id);
}

/** GET with the bearer token → the raw bytes. */
export async function download(url: string, token: string, path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const headers: Record<string, string> = { applicationType: 'web', authorization: `Bearer ${token}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/** The first sheet of an .xlsx as rows of cell values (header row first). */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1))));
  return rows;
}

export interface TransactionRow {
  id: number;
  docketNo: string | null;
  quantity: number;
  unitPriceAud: number | null;
  amountAud: number | null;
  wasteStreamId: number;
  unitOfMeasure: string | null;
  importId: number | null;
  transactionDate: string;
}

/** Transactions of the building whose docket number starts with `prefix`. */
export async function transactionsWithDocket(url: string, token: string, prefix: string): Promise<TransactionRow[]> {
  const { status, body } = await api(url, token, 'PUT', '/api/Transactions/GetAll', {
    filter: { logic: 'and', filters: [{ field: 'docketNo', operator: 'startswith', value: prefix }] },
    sort: [{ field: 'docketNo', dir: 'asc' }],
  });
  expect(status).toBe(200);
  return body as TransactionRow[];
}

/** Transactions of the session's building (the grid's total). */
export async function transactionCount(url: string, token: string): Promise<number> {
  const { status, body } = await api(url, token, 'PUT', '/api/Transactions/Get', { skip: 0, take: 1 });
  expect(status).toBe(200);
  return (body as { total: number }).total;
}

/** Transactions of the building with this invoice no. (the grid's total). */
export async function countOfInvoice(url: string, token: string, invoice: string): Promise<number> {
  const { status, body } = await api(url, token, 'PUT', '/api/Transactions/Get', {
    skip: 0,
    take: 1,
    filter: { logic: 'and', filters: [{ field: 'invoiceNo', operator: 'eq', value: invoice }] },
  });
  expect(status).toBe(200);
  return (body as { total: number }).total;
}

/**
 * `lines` new lines without docket no. (each its own natural key: quantity i / 1000), on one
 * invoice no. to count them by, in the template's required columns.
 */
export function manyLinesCsv(line: Pick<SeededLine, 'destinationContractorIdLabel' | 'productIdLabel'>, lines: number, invoice: string): Buffer {
  const rows: (string | number)[][] = [['Date', 'Contractor', 'Product', 'Quantity', 'Unit price', 'Invoice no.']];
  for (let i = 1; i <= lines; i++) rows.push([`2026-0${1 + (i % 9)}-1${i % 10}`, line.destinationContractorIdLabel, line.productIdLabel, (i / 1000).toFixed(3), 10, invoice]);
  return csvOf(rows);
}
