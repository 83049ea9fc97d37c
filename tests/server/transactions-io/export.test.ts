// Transactions export over real HTTP: the date range, contractors and products narrow the rows;
// the file has the template's columns with names for lookups; and exported → imported again it
// finds the same lines by their Transaction ID, while a copy as new lines adds the same values.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRANSACTIONS_EXPORT_PATH, TRANSACTIONS_TEMPLATE_PATH } from '../../../src/domain/transactions-io';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { download, importFile, type SeededLine, seededLine, sheetRows, SUPPLIER_MANAGER, transactionsWithDocket } from './fixtures';

let server: TestServer;
let token: string;
let line: SeededLine;
let seeded: { id: number; transactionDate: string; destinationContractorId: number; productId: number; docketNo: string | null; amountAud: number | null; quantity: number }[];

/** A quarter of lines: enough to show the round trip, few enough to import in seconds. */
let FROM = '';
let TO = '';

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, SUPPLIER_MANAGER);
  line = await seededLine(server.url, token);
  const { body } = await api(server.url, token, 'PUT', '/api/Transactions/GetAll', {
    filter: { logic: 'and', filters: [{ field: 'destinationContractorId', operator: 'eq', value: line.destinationContractorId }] },
    sort: [{ field: 'transactionDate', dir: 'asc' }],
  });
  seeded = body as typeof seeded;
  const last = seeded.filter((t) => t.productId === line.productId).at(-1)!.transactionDate;
  TO = last;
  FROM = new Date(Date.parse(`${last}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
});

const inPeriod = (t: { transactionDate: string; productId: number }) => t.transactionDate >= FROM && t.transactionDate <= TO && t.productId === line.productId;
afterAll(async () => {
  await server?.close();
});

const exportOf = (json: unknown) => download(server.url, token, TRANSACTIONS_EXPORT_PATH, { method: 'PUT', json });

it('exports the filtered lines with the template columns and lookups by name', async () => {
  const expected = seeded.filter(inPeriod);
  expect(expected.length).toBeGreaterThan(0);
  const file = await exportOf({ from: FROM, to: TO, destinationContractorIds: [line.destinationContractorId], productIds: [line.productId] });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('.xlsx');
  const [head, ...rows] = await sheetRows(file.bytes);
  const template = await sheetRows((await download(server.url, token, TRANSACTIONS_TEMPLATE_PATH)).bytes);
  expect(head).toEqual(template[0]);
  expect(rows).toHaveLength(expected.length);
  expect(seeded.filter((t) => t.productId === line.productId).length).toBeGreaterThan(expected.length);
  const col = (name: string) => (head as string[]).indexOf(name);
  expect(rows.every((r) => r[col('Contractor')] === line.destinationContractorIdLabel && r[col('Product')] === line.productIdLabel)).toBe(true);
  expect(rows.map((r) => (r[col('Date')] as Date).toISOString().slice(0, 10))).toEqual(expected.map((t) => t.transactionDate));
});

it('refuses an inverted period and needs Edit on Transactions', async () => {
  expect((await exportOf({ from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
  const readonly = await signIn(server.url, 'readonly');
  const refused = await download(server.url, readonly, TRANSACTIONS_EXPORT_PATH, { method: 'PUT', json: {} });
  expect(refused.status).toBe(403);
});

it('round trip: the exported file imported again changes nothing; as new lines (no ids, new dockets) it adds the same lines', { timeout: 120_000 }, async () => {
  const filters = { from: FROM, to: TO, destinationContractorIds: [line.destinationContractorId], productIds: [line.productId] };
  const file = await exportOf(filters);
  const [head, ...rows] = await sheetRows(file.bytes);
  const count = async () => ((await api(server.url, token, 'PUT', '/api/Transactions/Get', { skip: 0, take: 1 })).body as { total: number }).total;
  const before = await count();

  const again = await importFile(server.url, token, file.bytes, 'export.xlsx');
  expect(again).toMatchObject({ importStatus: 'Completed', totalRows: rows.length, importedRows: rows.length, unchangedRows: rows.length, addedRows: 0, failedRows: 0 });
  expect(await count()).toBe(before);

  // The same lines as new ones (Transaction ID cleared) under new docket numbers: new rows whose values match the originals.
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const docketCol = (head as string[]).indexOf('Docket no.') + 1;
  const idCol = (head as string[]).indexOf('Transaction ID') + 1;
  const prefix = `RT-${Date.now()}-`;
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    row.getCell(docketCol).value = `${prefix}${String(n).padStart(4, '0')}`;
    row.getCell(idCol).value = null;
  });
  const copy = Buffer.from(await workbook.xlsx.writeBuffer());
  const imported = await importFile(server.url, token, copy, 'copy.xlsx');
  expect(imported).toMatchObject({ importStatus: 'Completed', importedRows: rows.length, addedRows: rows.length });
  const copies = await transactionsWithDocket(server.url, token, prefix);
  const originals = seeded.filter(inPeriod);
  expect(copies.map((c) => [c.transactionDate, c.quantity, c.amountAud])).toEqual(originals.map((t) => [t.transactionDate, t.quantity, t.amountAud]));
});
