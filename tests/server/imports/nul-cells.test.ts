// A NUL character in an imported cell (PostgreSQL refuses it in text) refuses that row as an import
// problem naming its column, whatever the kind, the format and where in the file it is: past the
// first 8 KB the upload's check does not see it, and the import used to fail on it, could not
// record why, and was taken over again every 30 seconds, never ending.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importStartPath } from '../../../src/domain/imports';
import { signIn, startTestServer, type TestServer } from '../../helpers/server';
import { sendMultipart } from '../controllers/upload-fixtures';
import { finished, manyLinesCsv, seededLine, SUPPLIER_MANAGER, upload } from '../transactions-io/fixtures';
import { csvOf, problemsOf, resultOf, startImport } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });

// Well within the time a stuck import would take to be noticed (its job goes stale after 30 s).
const ENDS_WITHIN_MS = 25_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let manager: string;
const run = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
});
afterAll(async () => {
  await server?.close();
});

describe('a NUL in a cell past the first 8 KB', () => {
  it('refuses that tenant row, naming the column, and imports the rest', async () => {
    const rows: string[][] = [['Name', 'Code']];
    for (let i = 0; i < 400; i++) rows.push([`Nul ${run} ${i}`, `N${run}${i}`]);
    rows.push([`Bad\u0000Name ${run}`, `N${run}B`], [`Nul ${run} after`, `N${run}A`]);
    const bytes = csvOf(rows);
    expect(bytes.indexOf(0)).toBeGreaterThan(8192);
    const started = await startImport(server.url, manager, 'customers', bytes);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const result = await resultOf(server.url, manager, (started.body as { id: number }).id, ENDS_WITHIN_MS);
    expect(result).toMatchObject({ importStatus: 'CompletedWithErrors', addedRows: 401, refusedRows: 1 });
    const problems = await problemsOf(server.url, manager, result.id);
    expect(problems).toEqual([expect.objectContaining({ rowNumber: 402, column: 'Name', message: expect.stringContaining('NUL') })]);
    expect(problems[0]!.message).not.toContain('\u0000');
  });

  it('refuses that transaction line, naming the column', async () => {
    const supplier = await signIn(server.url, SUPPLIER_MANAGER);
    const line = await seededLine(server.url, supplier);
    const invoice = `NUL-${run}`;
    const good = manyLinesCsv(line, 200, invoice).toString('utf8');
    const bad = `2026-01-05,${line.destinationContractorIdLabel},${line.productIdLabel},7.5,10,${invoice}\u0000X\r\n`;
    const bytes = Buffer.from(good + bad, 'utf8');
    expect(bytes.indexOf(0)).toBeGreaterThan(8192);
    const started = await upload(server.url, supplier, bytes, 'nul.csv');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const done = await finished(server.url, supplier, (started.body as { id: number }).id, ENDS_WITHIN_MS);
    expect(done).toMatchObject({ importStatus: 'CompletedWithErrors', addedRows: 200, refusedRows: 1 });
    const problems = await problemsOf(server.url, supplier, done.id);
    expect(problems).toEqual([expect.objectContaining({ rowNumber: 202, column: 'Invoice no.', message: expect.stringContaining('NUL') })]);
  });
});

it('an XLSX with a NUL in a cell ends, that row refused (or the file refused as unreadable)', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tenants');
  sheet.addRow(['Name', 'Code']);
  for (let i = 0; i < 400; i++) sheet.addRow([`Xnul ${run} ${i} ${'x'.repeat(20)}`, `X${run}${i}`]);
  sheet.addRow([`BadNULName ${run}`, `X${run}B`]);
  // exceljs drops a NUL it writes; a file from elsewhere may hold one (XML cannot, but readers take it).
  const zip = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
  const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
  zip.file('xl/sharedStrings.xml', strings.replace('BadNULName', 'Bad\u0000Name'));
  const bytes = await zip.generateAsync({ type: 'nodebuffer' });
  const started = await sendMultipart(server.url, manager, 'POST', importStartPath('customers'), {}, [{ name: 'file', bytes, fileName: 'nul.xlsx', type: XLSX }]);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const result = await resultOf(server.url, manager, (started.body as { id: number }).id, ENDS_WITHIN_MS);
  if (result.importStatus === 'Failed') expect(result.errorMessage).not.toContain('\u0000');
  else {
    expect(result).toMatchObject({ importStatus: 'CompletedWithErrors', addedRows: 400, refusedRows: 1 });
    expect(await problemsOf(server.url, manager, result.id)).toEqual([expect.objectContaining({ rowNumber: 402, column: 'Name' })]);
  }
});
