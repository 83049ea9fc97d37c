// The import module over real HTTP, one small file per kind: good rows written, bad rows refused
// with row, column and message (the result's Problems), a re-import of the same file adds
// nothing, lookups resolve only within the building, and the server decides who may import and
// who may read a result.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_KINDS_PATH, importResultPath, importStartPath, importTemplatePath, type ImportKindInfo } from '../../../src/domain/imports';
import { sendMultipart } from '../controllers/upload-fixtures';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { download, seededLine, sheetRows, SUPPLIER_MANAGER } from '../transactions-io/fixtures';
import { csvOf, importOf, problemsOf, resultOf, rowsOf, startImport } from './fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let manager: string;
let supplier: string;
const run = Date.now().toString(36).toUpperCase();
type Named = { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
  supplier = await signIn(server.url, SUPPLIER_MANAGER);
});
afterAll(async () => {
  await server?.close();
});

describe('what a session may import', () => {
  it('lists the five kinds for a manager, none for a scanner, and refuses the scanner an upload', async () => {
    const kinds = (await api(server.url, manager, 'GET', IMPORT_KINDS_PATH)).body as ImportKindInfo[];
    expect(kinds.map((k) => k.kind)).toEqual(['customers', 'collectionServices', 'collections', 'binCounts', 'transactions']);
    expect(kinds[0]!.fields.find((f) => f.key === 'name')).toMatchObject({ label: 'Name', required: true });
    const scanner = await signIn(server.url, 'scanner');
    expect((await api(server.url, scanner, 'GET', IMPORT_KINDS_PATH)).status).toBe(403);
    expect((await startImport(server.url, scanner, 'collections', csvOf([['Service']]))).status).toBe(403);
  });

  it('answers 400 naming the field for an unknown kind or a bad column matching', async () => {
    const unknown = await api(server.url, manager, 'GET', '/api/Imports/Template/furniture');
    expect(unknown.status).toBe(400);
    const bad = await startImport(server.url, manager, 'customers', csvOf([['Name'], ['A']]), ['nope']);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { mapping: [expect.stringContaining('name')] } });
  });

  it('gives a template with readable headers, an example row and the accepted values', async () => {
    const file = await download(server.url, manager, importTemplatePath('binCounts'));
    expect(file.status).toBe(200);
    const [header, example] = await sheetRows(file.bytes);
    expect(header).toEqual(expect.arrayContaining(['Date', 'Bin type', 'Waste stream', 'Bins', 'Fill']));
    expect(example?.filter((v) => v !== null && v !== '').length).toBeGreaterThan(3);
  });
});

describe('the templates', () => {
  it("import as they come: the example row of the tenants' and the collections' template is written", async () => {
    for (const kind of ['customers', 'collections'] as const) {
      const template = await download(server.url, manager, importTemplatePath(kind));
      const started = await sendMultipart(server.url, manager, 'POST', importStartPath(kind), {}, [{ name: 'file', bytes: template.bytes, fileName: `${kind} template.xlsx`, type: XLSX }]);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const result = await resultOf(server.url, manager, (started.body as { id: number }).id);
      expect(result, JSON.stringify(await problemsOf(server.url, manager, result.id))).toMatchObject({ importStatus: 'Completed', totalRows: 1, refusedRows: 0 });
    }
  });

  it('cannot start in the system view, where no building is chosen', async () => {
    const admin = await signIn(server.url, 'admin');
    const started = await startImport(server.url, admin, 'customers', csvOf([['Name'], ['Nowhere']]));
    expect(started.status).toBe(400);
  });
});

describe('customers', () => {
  const csv = () =>
    csvOf([
      ['Name', 'Code', 'Headcount', 'Base building'],
      [`Imp ${run} A`, 'IMP-A', 10, 'No'],
      ['', 'IMP-X', 5, 'No'],
      [`Imp ${run} B`, 'IMP-B', 'lots', 'Yes'],
      [`Imp ${run} C`, 'IMP-C', 7, 'Yes'],
    ]);

  it('writes the good rows, shows the bad ones by row and column, and re-imports without duplicates', async () => {
    const first = await importOf(server.url, manager, 'customers', csv());
    expect(first).toMatchObject({ kind: 'customers', importStatus: 'CompletedWithErrors', addedRows: 2, refusedRows: 2 });
    const problems = await problemsOf(server.url, manager, first.id);
    expect(problems.map((p) => [p.rowNumber, p.column])).toEqual([
      [3, 'Name'],
      [4, 'Headcount'],
    ]);
    const again = await importOf(server.url, manager, 'customers', csv());
    expect(again).toMatchObject({ addedRows: 0, unchangedRows: 2, refusedRows: 2 });
    const rows = await rowsOf<Named & { isBaseBuilding: boolean }>(server.url, manager, 'Customers', [{ field: 'name', operator: 'startswith', value: `Imp ${run}` }]);
    expect(rows.map((r) => [r.name, r.isBaseBuilding])).toEqual([
      [`Imp ${run} A`, false],
      [`Imp ${run} C`, true],
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a re-import against a concurrent edit (PostgreSQL: two connections)', () => {
  it('a tenant edited after the import read it keeps that edit, and the line says it changed meanwhile', async () => {
    const name = `Imp ${run} Held`;
    expect((await importOf(server.url, manager, 'customers', csvOf([['Name', 'Headcount'], [name, '5']]))).addedRows).toBe(1);
    const [stored] = await rowsOf<Named>(server.url, manager, 'Customers', [{ field: 'name', operator: 'eq', value: name }]);
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    try {
      // Another writer holds the tenant, changed but not committed, while the import reads it.
      await other.query('BEGIN');
      await other.query("UPDATE customers SET abn = '51824753556', version = version + 1 WHERE id = $1", [stored!.id]);
      const started = await startImport(server.url, manager, 'customers', csvOf([['Name', 'Headcount'], [name, '9']]));
      await new Promise((r) => setTimeout(r, 1500));
      await other.query('COMMIT');
      const result = await resultOf(server.url, manager, (started.body as { id: number }).id);
      expect(result).toMatchObject({ updatedRows: 0, refusedRows: 1 });
      const now = (await api(server.url, manager, 'GET', `/api/Customers/GetById/${stored!.id}`)).body as Record<string, unknown>;
      expect(now).toMatchObject({ abn: '51824753556', headcount: 5 });
    } finally {
      await other.end();
    }
  });
});

describe('collection services', () => {
  it("resolves the tenant only among the building's own, and matches a re-import by tenant and name", async () => {
    const tenants = await rowsOf<Named>(server.url, manager, 'Customers');
    const tenant = tenants[0];
    // A tenant of another building whose name no tenant of this one has ("Base Building" is in every one).
    const elsewhere = (await rowsOf<Named>(server.url, supplier, 'Customers')).find((c) => !tenants.some((t) => t.name.toLowerCase() === c.name.toLowerCase()));
    const [stream] = await rowsOf<Named>(server.url, manager, 'WasteStreams');
    const csv = csvOf([
      ['Service name', 'Tenant', 'Waste stream', 'QR code', 'Frequency'],
      [`Svc ${run} 1`, tenant!.name, stream!.name, `Q${run}1`, 'Weekly'],
      [`Svc ${run} 2`, elsewhere!.name, stream!.name, `Q${run}2`, 'Weekly'],
      [`Svc ${run} 3`, tenant!.name, stream!.name, `Q${run}3`, 'Monthly'],
    ]);
    // The file's own header 'Service name' matched to Name by the person.
    const mapping = ['name', 'customerId', 'wasteStreamId', 'qrCode', 'frequency'];
    const first = await importOf(server.url, manager, 'collectionServices', csv, mapping);
    expect(first).toMatchObject({ addedRows: 1, refusedRows: 2 });
    const problems = await problemsOf(server.url, manager, first.id);
    expect(problems).toEqual([
      { rowNumber: 3, column: 'Tenant', message: `No tenant named '${elsewhere!.name}'` },
      { rowNumber: 4, column: 'Frequency', message: expect.any(String) },
    ]);
    const again = await importOf(server.url, manager, 'collectionServices', csv, mapping);
    expect(again).toMatchObject({ addedRows: 0, unchangedRows: 1 });
    expect(await rowsOf(server.url, manager, 'CollectionServices', [{ field: 'name', operator: 'startswith', value: `Svc ${run}` }])).toHaveLength(1);
  });
});

describe('collections', () => {
  it("reads dd/mm/yyyy hh:mm in the building's zone and never duplicates a service's collection at that time", async () => {
    const [service] = await rowsOf<Named>(server.url, manager, 'CollectionServices');
    const csv = csvOf([
      ['Service', 'Collected at', 'Net (kg)', 'Contaminated'],
      [service!.name, '02/01/2026 9:30 am', '12.5', 'No'],
      [service!.name, '03/01/2026 14:05', 'heavy', 'No'],
      [service!.name, '04/01/2026 07:00', '8', 'Yes'],
    ]);
    const first = await importOf(server.url, manager, 'collections', csv);
    expect(first).toMatchObject({ addedRows: 1, refusedRows: 2 });
    expect((await problemsOf(server.url, manager, first.id)).map((p) => [p.rowNumber, p.column])).toEqual([
      [3, 'Net (kg)'],
      [4, 'Contamination'],
    ]);
    const again = await importOf(server.url, manager, 'collections', csv);
    expect(again).toMatchObject({ addedRows: 0, unchangedRows: 1 });
    // 9:30 am in Sydney on 2 January (AEDT, UTC+11) is 22:30 UTC the day before.
    const rows = await rowsOf<{ collectedAt: string; source: string; netKg: number }>(server.url, manager, 'Collections', [
      { field: 'collectedAt', operator: 'eq', value: '2026-01-01T22:30:00.000Z' },
      { field: 'collectionServiceId', operator: 'eq', value: service!.id },
    ]);
    expect(rows.map((r) => [new Date(r.collectedAt).toISOString(), r.source, r.netKg])).toEqual([['2026-01-01T22:30:00.000Z', 'Import', 12.5]]);
  });
});

describe('bin counts', () => {
  it('reads enums by their label and re-imports without duplicates', async () => {
    const [binType] = await rowsOf<Named>(server.url, manager, 'BinTypes');
    const [stream] = await rowsOf<Named>(server.url, manager, 'WasteStreams');
    const csv = csvOf([
      ['Date', 'Bin type', 'Waste stream', 'Bins', 'Fill'],
      ['05/01/2026', binType!.name, stream!.name, 3, '75%'],
      ['06/01/2026', binType!.name, stream!.name, 1000, '100'],
      ['07/01/2026', 'No such bin', stream!.name, 2, '50'],
    ]);
    const first = await importOf(server.url, manager, 'binCounts', csv);
    expect(first).toMatchObject({ addedRows: 1, refusedRows: 2 });
    expect((await problemsOf(server.url, manager, first.id)).map((p) => [p.rowNumber, p.column])).toEqual([
      [3, 'Bins'],
      [4, 'Bin type'],
    ]);
    const again = await importOf(server.url, manager, 'binCounts', csv);
    expect(again).toMatchObject({ addedRows: 0, unchangedRows: 1 });
  });
});

describe('transactions through the module', () => {
  it('imports with a column matching and reads Recharged to tenant "No" as not recharged', async () => {
    const line = await seededLine(server.url, supplier);
    const docket = `MOD-${run}`;
    const csv = csvOf([
      ['When', 'Contractor', 'Product', 'Qty', 'Docket no.', 'Recharged to tenant'],
      ['02/03/2026', line.destinationContractorIdLabel, line.productIdLabel, 3, `${docket}-1`, 'No'],
      ['02/03/2026', line.destinationContractorIdLabel, line.productIdLabel, 'x', `${docket}-2`, 'No'],
    ]);
    const mapping = ['transactionDate', 'destinationContractorId', 'productId', 'quantity', 'docketNo', 'customerId'];
    const first = await importOf(server.url, supplier, 'transactions', csv, mapping);
    expect(first).toMatchObject({ kind: 'transactions', addedRows: 1, refusedRows: 1 });
    expect((await problemsOf(server.url, supplier, first.id)).map((p) => [p.rowNumber, p.column])).toEqual([[3, 'Quantity']]);
    expect((await importOf(server.url, supplier, 'transactions', csv, mapping)).addedRows).toBe(0);
  });
});

describe('the result of an import', () => {
  it('opens for another user of the building and not for another building', async () => {
    const result = await importOf(server.url, manager, 'customers', csvOf([['Name'], [`Imp ${run} Z`]]));
    const owner = await signIn(server.url, 'owner');
    expect((await api(server.url, owner, 'GET', importResultPath(result.id))).status).toBe(200);
    expect((await api(server.url, supplier, 'GET', importResultPath(result.id))).status).toBe(404);
  });
});
