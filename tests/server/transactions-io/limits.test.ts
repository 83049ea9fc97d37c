// An over-limit file is refused at upload (400, the limit named in plain words on the file field),
// before any import row or job exists, and measuring it keeps the server's memory bounded: too
// many rows, a cell past Excel's size, too many columns, and an XLSX "zip bomb" (a small file whose
// sheet unpacks past the unpacked-size limit). Issue 13: these used to be accepted and fail later
// as a job (the contract changed: Failed job → 400 at upload). The data import module's Preview and
// Start refuse the same way; the job's own check, for files that reach it otherwise, still holds.
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_PREVIEW_PATH, IMPORTS_API } from '../../../src/domain/imports';
import { LIMIT_MESSAGES, MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from '../../../src/server/imports/import-limits';
import { ImportFileError, openRecords } from '../../../src/server/imports/read-records';
import { sendMultipart } from '../controllers/upload-fixtures';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { csvOf, type SeededLine, seededLine, SUPPLIER_MANAGER, transactionCount, upload } from './fixtures';

// Measuring a 100,001-row file takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let token: string;
let line: SeededLine;
let before: number;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, SUPPLIER_MANAGER);
  line = await seededLine(server.url, token);
  before = await transactionCount(server.url, token);
});
afterAll(async () => {
  await server?.close();
});

const HEADER = ['Date', 'Contractor', 'Product', 'Quantity'];
const good = () => ['2026-03-02', line.destinationContractorIdLabel, line.productIdLabel, '1'];

/** An .xlsx whose one sheet holds a header, then `bytes` of blank space: it zips to a few hundred KB. */
async function zipBomb(bytes: number): Promise<Buffer> {
  const chunk = ' '.repeat(1024 * 1024);
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c></row>`;
  const sheet = Readable.from(
    (function* () {
      yield head;
      for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
      yield '</sheetData></worksheet>';
    })(),
  );
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('xl/workbook.xml', '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="S" sheetId="1"/></sheets></workbook>');
  zip.file('xl/worksheets/sheet1.xml', sheet);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** Runs `work` while sampling this process's resident memory (the server runs in it): the peak growth in MB. */
async function peakGrowthMb(work: () => Promise<void>): Promise<number> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.round((peak - base) / (1024 * 1024));
}

async function importCount(): Promise<number> {
  const page = await api(server.url, token, 'PUT', '/api/Imports/Get', { skip: 0, take: 1 });
  return (page.body as { total: number }).total;
}

/** The upload is a 400 on the file field with exactly these problems, and nothing is imported or queued. */
async function expectRefused(answer: { status: number; body: unknown }, problems: (string | RegExp)[], importsBefore: number): Promise<void> {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 400, body: { message: problems[0], errors: { file: problems } } });
  expect(await importCount()).toBe(importsBefore);
  expect(await transactionCount(server.url, token)).toBe(before);
}

const TOO_MANY_ROWS = `The file has ${(MAX_IMPORT_ROWS + 1).toLocaleString('en-AU')} rows; the most one import takes is ${MAX_IMPORT_ROWS.toLocaleString('en-AU')}. Split it into smaller files.`;

describe('an over-limit file is refused at upload with the limit named, and nothing is queued', () => {
  const manyRows = () => csvOf([HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, good)]);

  it(`more than ${MAX_IMPORT_ROWS} rows (every one of them good): by the transactions import, the data import's preview and its start`, async () => {
    const imports = await importCount();
    const bytes = manyRows();
    await expectRefused(await upload(server.url, token, bytes, 'too many.csv'), [TOO_MANY_ROWS], imports);
    const file = [{ name: 'file', bytes, fileName: 'too many.csv', type: 'text/csv' }];
    await expectRefused(await sendMultipart(server.url, token, 'POST', IMPORT_PREVIEW_PATH, {}, file), [TOO_MANY_ROWS], imports);
    await expectRefused(await sendMultipart(server.url, token, 'POST', `${IMPORTS_API}/Start/transactions`, {}, file), [TOO_MANY_ROWS], imports);
  });

  it(`a cell longer than ${MAX_CELL_CHARS} characters, and more than ${MAX_IMPORT_COLUMNS} columns, named together`, async () => {
    const imports = await importCount();
    const long = await upload(server.url, token, csvOf([[...HEADER, 'Notes'], [...good(), 'x'.repeat(MAX_CELL_CHARS + 1)]]), 'long cell.csv');
    await expectRefused(long, [`Row 2 has a cell of 32,768 characters; the most a cell may hold is 32,767.`], imports);
    const extra = Array.from({ length: MAX_IMPORT_COLUMNS }, (_, i) => `Extra ${i}`);
    const wide = await upload(server.url, token, csvOf([[...HEADER, ...extra], [...good(), ...extra, 'x'.repeat(MAX_CELL_CHARS + 1)]]), 'wide.csv');
    await expectRefused(wide, [`The file has 105 columns; the most one import takes is 100. Start from the template.`, /^Row 2 has a cell of 32,768 characters/], imports);
  });

  it('an XLSX zip bomb, with the server’s memory bounded while it is measured', async () => {
    const imports = await importCount();
    const bomb = await zipBomb(MAX_UNPACKED_BYTES + 16 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    let answer: { status: number; body: unknown } | undefined;
    const growthMb = await peakGrowthMb(async () => {
      answer = await upload(server.url, token, bomb, 'bomb.xlsx');
    });
    console.log(`zip bomb: ${(bomb.length / 1024).toFixed(0)} KB unpacking past ${MAX_UNPACKED_BYTES / 1024 / 1024} MB; peak memory growth ${growthMb} MB`);
    await expectRefused(answer!, [LIMIT_MESSAGES.unpacked], imports);
    expect(growthMb).toBeLessThan(400);
  });

  it('the job still holds a file to the limits as it reads it (a file that reached it another way)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'limits-'));
    const filePath = path.join(dir, 'too-many.csv');
    await writeFile(filePath, manyRows());
    const { records } = await openRecords(filePath, 'csv');
    const reading = (async () => {
      for await (const record of records) void record;
    })();
    await expect(reading).rejects.toThrow(new ImportFileError(LIMIT_MESSAGES.rows));
  });
});
