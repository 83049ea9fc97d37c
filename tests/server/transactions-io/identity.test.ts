// Imports that never duplicate (issue #11 part 3), over real HTTP: new lines without a docket no.
// are recognised by their natural key when imported again; an exported file carries each line's
// Transaction ID, so re-importing it changes nothing and editing two amounts changes exactly those
// two; an id of no transaction of the building, and a natural key that fits two transactions,
// refuse the line; the answer counts added, updated, unchanged and refused lines.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSACTIONS_EXPORT_PATH, TRANSACTIONS_TEMPLATE_PATH } from '../../../src/domain/transactions-io';
import { transactions } from '../../../src/server/db/schema';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { csvOf, download, importFile, type SeededLine, seededLine, sheetRows, SUPPLIER_MANAGER } from './fixtures';

// Each test waits for background imports (a worker thread each): minutes on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let token: string;
let line: SeededLine;
let header: string[];
const stamp = Date.now();
/** A day no seeded line has: the export of that day is this test's lines alone. */
const DAY = '2031-07-15';
const INVOICE = `NK-${stamp}`;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, SUPPLIER_MANAGER);
  line = await seededLine(server.url, token);
  header = (await download(server.url, token, `${TRANSACTIONS_TEMPLATE_PATH}?format=csv`)).bytes.toString('utf8').trim().split(',');
});
afterAll(async () => {
  await server?.close();
});

function row(values: { quantity: number; price?: number; id?: number | string; invoice?: string }): string[] {
  const cells: Record<string, string> = {
    'Transaction ID': values.id === undefined ? '' : String(values.id),
    Date: DAY,
    Contractor: line.destinationContractorIdLabel,
    Product: line.productIdLabel,
    Quantity: String(values.quantity),
    'Unit price': String(values.price ?? 10),
    'Invoice no.': values.invoice ?? INVOICE,
  };
  return header.map((h) => cells[h] ?? '');
}

interface Line {
  id: number;
  quantity: number;
  unitPriceAud: number;
  amountAud: number;
  version: number;
}

async function linesOfInvoice(invoice = INVOICE): Promise<Line[]> {
  const { status, body } = await api(server.url, token, 'PUT', '/api/Transactions/GetAll', {
    filter: { logic: 'and', filters: [{ field: 'invoiceNo', operator: 'eq', value: invoice }] },
    sort: [{ field: 'id', dir: 'asc' }],
  });
  expect(status).toBe(200);
  return body as Line[];
}

const newLines = () => csvOf([header, ...[1, 2, 3, 4, 5, 6].map((q) => row({ quantity: q }))]);

describe('lines without an id or a docket no.', () => {
  it('are added once, then recognised by their natural key: the same file again changes nothing', async () => {
    const first = await importFile(server.url, token, newLines(), 'new.csv');
    expect(first).toMatchObject({ importStatus: 'Completed', totalRows: 6, addedRows: 6, updatedRows: 0, unchangedRows: 0, refusedRows: 0 });
    const again = await importFile(server.url, token, newLines(), 'new again.csv');
    expect(again).toMatchObject({ importStatus: 'Completed', totalRows: 6, addedRows: 0, updatedRows: 0, unchangedRows: 6, refusedRows: 0 });
    expect(await linesOfInvoice()).toHaveLength(6);
  });

  it('a line equal to an earlier one of the same file is that line, not a second transaction', async () => {
    const invoice = `TWIN-${stamp}`;
    const result = await importFile(server.url, token, csvOf([header, row({ quantity: 7, invoice }), row({ quantity: 7, invoice })]), 'twins.csv');
    expect(result).toMatchObject({ addedRows: 1, unchangedRows: 1 });
    expect(await linesOfInvoice(invoice)).toHaveLength(1);
  });

  it('a natural key that fits two transactions refuses the line as ambiguous', async () => {
    const invoice = `AMB-${stamp}`;
    for (let i = 0; i < 2; i++) {
      const created = await api(server.url, token, 'POST', '/api/Transactions/CreateEntity', {
        transactionDate: DAY,
        destinationContractorId: line.destinationContractorId,
        productId: line.productId,
        quantity: 2,
        unitPriceAud: 10,
        invoiceNo: invoice,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    const result = await importFile(server.url, token, csvOf([header, row({ quantity: 2, invoice })]), 'ambiguous.csv');
    expect(result).toMatchObject({ importStatus: 'CompletedWithErrors', addedRows: 0, refusedRows: 1 });
    const [, problem] = await sheetRows((await download(server.url, token, result.errorReportUrl!)).bytes);
    expect(problem).toEqual([2, '', expect.stringContaining('Matches 2 transactions')]);
    expect(await linesOfInvoice(invoice)).toHaveLength(2);
  });
});

describe('an exported file', () => {
  const exportDay = async () => download(server.url, token, TRANSACTIONS_EXPORT_PATH, { method: 'PUT', json: { from: DAY, to: DAY } });

  it('carries each line’s Transaction ID and imported unchanged changes nothing', async () => {
    const before = await linesOfInvoice();
    const file = await exportDay();
    expect(file.status).toBe(200);
    const [head, ...rows] = await sheetRows(file.bytes);
    expect((head as string[])[0]).toBe('Transaction ID');
    const mine = rows.filter((r) => r[(head as string[]).indexOf('Invoice no.')] === INVOICE);
    expect(mine.map((r) => r[0]).sort()).toEqual(before.map((l) => l.id).sort());

    const result = await importFile(server.url, token, file.bytes, 'export.xlsx');
    expect(result).toMatchObject({ importStatus: 'Completed', totalRows: rows.length, addedRows: 0, updatedRows: 0, unchangedRows: rows.length, refusedRows: 0 });
    expect(await linesOfInvoice()).toEqual(before);
  });

  it('imported after editing two amounts changes exactly those two lines', async () => {
    const before = await linesOfInvoice();
    const file = await exportDay();
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const head = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const [edited1, edited2] = [before[1]!, before[4]!];
    sheet.eachRow((r, n) => {
      const id = r.getCell(1).value;
      if (n > 1 && (id === edited1.id || id === edited2.id)) r.getCell(head.indexOf('Unit price') + 1).value = 99.5;
    });
    const result = await importFile(server.url, token, Buffer.from(await workbook.xlsx.writeBuffer()), 'edited.xlsx');
    expect(result).toMatchObject({ importStatus: 'Completed', addedRows: 0, updatedRows: 2, refusedRows: 0 });
    const after = await linesOfInvoice();
    expect(after.map((l) => l.id)).toEqual(before.map((l) => l.id));
    const changed = after.filter((l, i) => l.amountAud !== before[i]!.amountAud);
    expect(changed.map((l) => [l.id, l.amountAud])).toEqual([
      [edited1.id, Math.round(edited1.quantity * 99.5 * 100) / 100],
      [edited2.id, Math.round(edited2.quantity * 99.5 * 100) / 100],
    ]);
    // An open edit form of a changed line must see it changed (optimistic concurrency's version).
    expect(changed.map((l) => l.version)).toEqual([edited1.version + 1, edited2.version + 1]);
    expect(after.filter((l) => !changed.includes(l)).map((l) => l.version)).toEqual(before.filter((l) => l !== edited1 && l !== edited2).map((l) => l.version));
  });
});

describe('a Transaction ID', () => {
  it('of no transaction, or of another building’s, refuses the line and writes nothing', async () => {
    const [foreign] = await server.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(ne(transactions.tenantId, (await server.db.select().from(transactions).where(eq(transactions.invoiceNo, INVOICE)))[0]!.tenantId)))
      .limit(1);
    expect(foreign).toBeDefined();
    const invoice = `ID-${stamp}`;
    const result = await importFile(server.url, token, csvOf([header, row({ quantity: 1, id: 2_000_000_000, invoice }), row({ quantity: 1, id: foreign!.id, invoice }), row({ quantity: 1, id: 'abc', invoice })]), 'ids.csv');
    expect(result).toMatchObject({ importStatus: 'CompletedWithErrors', addedRows: 0, updatedRows: 0, refusedRows: 3 });
    const [, ...problems] = await sheetRows((await download(server.url, token, result.errorReportUrl!)).bytes);
    expect(problems).toEqual([
      [2, 'Transaction ID', expect.stringContaining('No transaction with ID 2000000000 in this building')],
      [3, 'Transaction ID', expect.stringContaining(`No transaction with ID ${foreign!.id} in this building`)],
      [4, 'Transaction ID', expect.stringContaining('whole number')],
    ]);
    expect(await linesOfInvoice(invoice)).toHaveLength(0);
  });
});
