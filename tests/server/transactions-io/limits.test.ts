// An over-limit file fails the import with the limit named and nothing written, and reading it
// keeps the server's memory bounded: too many lines, a cell past Excel's size, too many columns,
// and an XLSX "zip bomb" (a small file whose sheet unpacks past the unpacked-size limit).
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_MESSAGES, MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from '../../../src/server/imports/import-limits';
import { signIn, startTestServer, type TestServer } from '../../helpers/server';
import { csvOf, importFile, type SeededLine, seededLine, SUPPLIER_MANAGER, transactionCount } from './fixtures';

// Each test waits for a background import to read a whole file: minutes on a loaded machine.
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

describe('an over-limit file fails with the limit named and writes nothing', () => {
  it(`more than ${MAX_IMPORT_ROWS} lines (every one of them good)`, async () => {
    const rows = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, good)];
    const result = await importFile(server.url, token, csvOf(rows), 'too many.csv');
    expect(result).toMatchObject({ importStatus: 'Failed', errorMessage: LIMIT_MESSAGES.rows, addedRows: 0 });
    expect(await transactionCount(server.url, token)).toBe(before);
  });

  it(`a cell longer than ${MAX_CELL_CHARS} characters`, async () => {
    const result = await importFile(server.url, token, csvOf([[...HEADER, 'Notes'], [...good(), 'x'.repeat(MAX_CELL_CHARS + 1)]]), 'long cell.csv');
    expect(result).toMatchObject({ importStatus: 'Failed', errorMessage: LIMIT_MESSAGES.cell(2) });
    expect(await transactionCount(server.url, token)).toBe(before);
  });

  it(`more than ${MAX_IMPORT_COLUMNS} columns`, async () => {
    const extra = Array.from({ length: MAX_IMPORT_COLUMNS }, (_, i) => `Extra ${i}`);
    const result = await importFile(server.url, token, csvOf([[...HEADER, ...extra], [...good(), ...extra]]), 'wide.csv');
    expect(result).toMatchObject({ importStatus: 'Failed', errorMessage: LIMIT_MESSAGES.columns });
    expect(await transactionCount(server.url, token)).toBe(before);
  });

  it('an XLSX zip bomb, with the server’s memory bounded while it is read', async () => {
    const bomb = await zipBomb(MAX_UNPACKED_BYTES + 16 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    let result: Awaited<ReturnType<typeof importFile>> | undefined;
    const growthMb = await peakGrowthMb(async () => {
      result = await importFile(server.url, token, bomb, 'bomb.xlsx');
    });
    console.log(`zip bomb: ${(bomb.length / 1024).toFixed(0)} KB unpacking past ${MAX_UNPACKED_BYTES / 1024 / 1024} MB; peak memory growth ${growthMb} MB`);
    expect(result).toMatchObject({ importStatus: 'Failed', errorMessage: LIMIT_MESSAGES.unpacked });
    expect(growthMb).toBeLessThan(400);
    expect(await transactionCount(server.url, token)).toBe(before);
  });
});
