// Transactions import over real HTTP: a good file → Completed with every line readable through
// the API and the server's derived values; bad lines → CompletedWithErrors, good lines kept and an
// error report naming row, column and message; a re-import updates instead of duplicating; the
// upload's guards and checks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportProgress } from '../../../src/domain/transactions-io';
import { importErrorReportPath, TRANSACTIONS_TEMPLATE_PATH } from '../../../src/domain/transactions-io';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { csvOf, download, importFile, type SeededLine, seededLine, sheetRows, SUPPLIER_MANAGER, transactionsWithDocket, upload } from './fixtures';

// Each test waits for background imports (a worker thread each): minutes on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let token: string;
let line: SeededLine;
let header: string[];

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, SUPPLIER_MANAGER);
  line = await seededLine(server.url, token);
  const template = await download(server.url, token, `${TRANSACTIONS_TEMPLATE_PATH}?format=csv`);
  expect(template.status).toBe(200);
  header = template.bytes.toString('utf8').trim().split(',');
});
afterAll(async () => {
  await server?.close();
});

/** A template row: date, contractor and product by name, quantity, price and docket; the rest blank. */
function row(values: { date?: string; contractor?: string; product?: string; quantity?: string | number; price?: string | number; docket: string }): string[] {
  const cells: Record<string, string> = {
    Date: values.date ?? '2026-03-02',
    Contractor: values.contractor ?? line.destinationContractorIdLabel,
    Product: values.product ?? line.productIdLabel,
    Quantity: String(values.quantity ?? 3),
    'Unit price': String(values.price ?? 12.5),
    'Docket no.': values.docket,
  };
  return header.map((h) => cells[h.replace(/^"|"$/g, '')] ?? '');
}

describe('the template', () => {
  it('has the columns a user fills in, derived ones left to the server', () => {
    expect(header).toEqual(expect.arrayContaining(['Date', 'Contractor', 'Product', 'Quantity', 'Unit price', 'Docket no.']));
    expect(header).not.toContain('Amount');
    expect(header).not.toContain('Waste stream');
  });

  it('comes as .xlsx with the same header row', async () => {
    const xlsx = await download(server.url, token, TRANSACTIONS_TEMPLATE_PATH);
    expect(xlsx.status).toBe(200);
    expect((await sheetRows(xlsx.bytes))[0]).toEqual(header.map((h) => h.replace(/^"|"$/g, '')));
  });
});

describe('a good file', () => {
  let result: ImportProgress;
  const prefix = `GOOD-${Date.now()}-`;

  beforeAll(async () => {
    const csv = csvOf([header, row({ docket: `${prefix}1`, quantity: 3, price: 12.5 }), row({ docket: `${prefix}2`, quantity: '1,200', price: '$0.25' }), row({ docket: `${prefix}3`, date: '15/04/2026', quantity: 2, price: 40 })]);
    result = await importFile(server.url, token, csv, 'good.csv');
  });

  it('completes with every line imported', () => {
    expect(result).toMatchObject({ importStatus: 'Completed', importType: 'SupplierTransactions', totalRows: 3, importedRows: 3, failedRows: 0, errorReportUrl: null, format: 'csv' });
    expect(result.startedAt).not.toBeNull();
    expect(result.completedAt).not.toBeNull();
  });

  it('writes lines readable through the API with the amount, stream and unit the server derives', async () => {
    const rows = await transactionsWithDocket(server.url, token, prefix);
    expect(rows.map((r) => [r.docketNo, r.quantity, r.unitPriceAud, r.amountAud, r.transactionDate])).toEqual([
      [`${prefix}1`, 3, 12.5, 37.5, '2026-03-02'],
      [`${prefix}2`, 1200, 0.25, 300, '2026-03-02'],
      [`${prefix}3`, 2, 40, 80, '2026-04-15'],
    ]);
    for (const r of rows) {
      expect(r.wasteStreamId).toBe(line.wasteStreamId);
      expect(r.unitOfMeasure).toBe(line.unitOfMeasure);
      expect(r.importId).toBe(result.id);
    }
  });

  it('is listed among the imports', async () => {
    const { status, body } = await api(server.url, token, 'PUT', '/api/Imports/Get', { skip: 0, take: 5 });
    expect(status).toBe(200);
    const listed = (body as { data: { id: number; importStatus: string; importedRows: number }[] }).data.find((i) => i.id === result.id);
    expect(listed).toMatchObject({ importStatus: 'Completed', importedRows: 3 });
  });

  it('imported again, updates the same lines instead of adding new ones', async () => {
    const csv = csvOf([header, row({ docket: `${prefix}1`, quantity: 4, price: 12.5 }), row({ docket: `${prefix}2`, quantity: '1,200', price: '$0.25' }), row({ docket: `${prefix}3`, date: '15/04/2026', quantity: 2, price: 40 })]);
    const again = await importFile(server.url, token, csv, 'good again.csv');
    expect(again, again.errorMessage ?? '').toMatchObject({ importStatus: 'Completed', importedRows: 3, failedRows: 0 });
    const rows = await transactionsWithDocket(server.url, token, prefix);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ quantity: 4, amountAud: 50, importId: again.id });
  });
});

describe('a file with bad lines', () => {
  let result: ImportProgress;
  const prefix = `BAD-${Date.now()}-`;

  beforeAll(async () => {
    const csv = csvOf([
      header,
      row({ docket: `${prefix}1` }),
      row({ docket: `${prefix}2`, quantity: 'lots' }),
      row({ docket: `${prefix}3`, product: 'No such product' }),
      row({ docket: `${prefix}4`, date: '' }),
      row({ docket: `${prefix}5`, quantity: 7, price: 2 }),
    ]);
    result = await importFile(server.url, token, csv, 'bad.csv');
  });

  it('completes with errors, counting the good and the failed lines', () => {
    expect(result).toMatchObject({ importStatus: 'CompletedWithErrors', totalRows: 5, importedRows: 2, failedRows: 3 });
    expect(result.errorReportUrl).toBe(importErrorReportPath(result.id));
  });

  it('keeps the good lines', async () => {
    const rows = await transactionsWithDocket(server.url, token, prefix);
    expect(rows.map((r) => [r.docketNo, r.amountAud])).toEqual([
      [`${prefix}1`, 37.5],
      [`${prefix}5`, 14],
    ]);
  });

  it('reports row number, column and message of each problem', async () => {
    const report = await download(server.url, token, result.errorReportUrl!);
    expect(report.status).toBe(200);
    const [head, ...lines] = await sheetRows(report.bytes);
    expect(head).toEqual(['Row', 'Column', 'Message']);
    expect(lines).toEqual([
      [3, 'Quantity', 'Enter a quantity'],
      [4, 'Product', "No product named 'No such product'"],
      [5, 'Date', 'Enter the transaction date'],
    ]);
  });
});

describe('the upload', () => {
  it('needs a building session and Edit + Import on Transactions', async () => {
    const tenant = await signIn(server.url, 'tenant');
    const refused = await upload(server.url, tenant, csvOf([header]), 'x.csv');
    expect(refused.status).toBe(403);
    const admin = await signIn(server.url, 'admin');
    const noBuilding = await upload(server.url, admin, csvOf([header]), 'x.csv');
    expect(noBuilding.status).toBe(400);
  });

  it('refuses other file types and files whose bytes do not match', async () => {
    const pdf = await upload(server.url, token, Buffer.from('%PDF-1.4'), 'lines.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ errors: { file: ["'lines.pdf' is not a .csv or .xlsx file."] } });
    const fake = await upload(server.url, token, Buffer.from('Date,Contractor'), 'lines.xlsx');
    expect(fake.status).toBe(400);
  });

  it('takes files over the general 10 MB upload limit up to 20 MB, and refuses larger', { timeout: 120_000 }, async () => {
    // Blank lines pad the file past 12 MB: no cell passes the cell limit, and blank lines are no lines.
    const padding = Buffer.from('\r\n'.repeat(6 * 1024 * 1024));
    const big = await importFile(server.url, token, Buffer.concat([csvOf([header, row({ docket: `BIG-${Date.now()}` })]), padding]), 'big.csv');
    expect(big).toMatchObject({ importStatus: 'Completed', importedRows: 1 });
    const tooBig = await upload(server.url, token, Buffer.alloc(21 * 1024 * 1024, 0x41), 'huge.csv');
    expect(tooBig.status).toBe(413);
  });

  it('fails an import whose file lacks a required column, saying which', async () => {
    const result = await importFile(server.url, token, csvOf([['Date', 'Contractor', 'Quantity'], ['2026-03-02', 'x', '1']]), 'partial.csv');
    expect(result.importStatus).toBe('Failed');
    expect(result.errorMessage).toContain("'Product'");
  });
});
