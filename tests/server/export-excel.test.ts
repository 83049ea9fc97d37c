// Export to Excel over real HTTP: the .xlsx is opened with exceljs and checked against the grid
// endpoint's own rows — every matching row (beyond one export page), in the grid's sort, with the
// grid's filter, lookups as labels — and the ExportToExcel qualifier is required.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockOf } from '../../src/domain/building-time';
import { collectionEntity } from '../../src/domain/entities/collections';
import { wasteTypeEntity } from '../../src/domain/entities/reference';
import { GRID_LIMITS } from '../../src/domain/grid-limits';
import { EXPORT_BUFFER_MAX_ROWS, EXPORT_PAGE_SIZE } from '../../src/server/routes/export-excel';
import { exportColumns } from '../../src/server/routes/export-excel/columns';
import { api, signInAll, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'manager', 'readonly', 'tenant']));
}, 60_000);
afterAll(() => server?.close());

async function exportXlsx(user: string, controller: string, query: unknown) {
  const response = await fetch(`${server.url}/api/${controller}/ExportToExcel`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens[user]}`, applicationType: 'web', 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  return response;
}

async function readSheet(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { header: rows[0] as string[], body: rows.slice(1) };
}

/** Every row of the grid query, read page by page at the largest page a grid query may ask for. */
async function gridRows(user: string, controller: string, query: Record<string, unknown>) {
  const data: Record<string, unknown>[] = [];
  for (let skip = 0; ; skip += GRID_LIMITS.maxTake) {
    const { status, body } = await api(server.url, tokens[user]!, 'PUT', `/api/${controller}/Get`, { ...query, skip, take: GRID_LIMITS.maxTake });
    expect(status).toBe(200);
    const page = body as { data: Record<string, unknown>[]; total: number };
    data.push(...page.data);
    if (data.length >= page.total || page.data.length === 0) return { data, total: page.total };
  }
}

describe('PUT /api/{controller}/ExportToExcel', () => {
  it('exports every row of the grid query, beyond one page, in the grid sort', async () => {
    // The latest ~1.5 pages of collections: more than one export page, few enough to be quick.
    const latest = await api(server.url, tokens.manager!, 'PUT', '/api/Collections/Get', { sort: [{ field: 'collectedAt', dir: 'desc' }], skip: 1500, take: 1 });
    const since = String((latest.body as { data: { collectedAt: string }[] }).data[0]!.collectedAt);
    const filter = { logic: 'and', filters: [{ field: 'collectedAt', operator: 'gte', value: since }] };
    const sort = [{ field: 'netKg', dir: 'desc' }];
    const grid = await gridRows('manager', 'Collections', { sort, filter });
    expect(grid.total).toBeGreaterThan(EXPORT_PAGE_SIZE);

    const response = await exportXlsx('manager', 'Collections', { sort, filter, page: 1, pageSize: 20, skip: 0, take: 20 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('Collections.xlsx');
    // Under EXPORT_BUFFER_MAX_ROWS the file comes with its length, for the client's percentage.
    expect(grid.total).toBeLessThanOrEqual(EXPORT_BUFFER_MAX_ROWS);
    const bytes = await response.clone().arrayBuffer();
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const { header, body } = await readSheet(response);

    expect(header).toEqual(exportColumns(collectionEntity).map((c) => c.header));
    expect(body).toHaveLength(grid.total);
    // The same rows in the same order (ties broken by id on both sides): time and weight, end to end.
    const columns = exportColumns(collectionEntity);
    const at = columns.findIndex((c) => c.key === 'collectedAt');
    const net = columns.findIndex((c) => c.key === 'netKg');
    const exported = body.map((row) => `${(row[at] as Date).toISOString()} ${String(row[net])}`);
    // Times are written on Harbour Tower's clock (tests/server/building-time/excel-export.test.ts).
    expect(exported).toEqual(grid.data.map((row) => `${wallClockOf(String(row.collectedAt), 'Australia/Sydney')!.toISOString()} ${String(row.netKg)}`));
  });

  it('applies the grid filter and shows lookups by their labels', async () => {
    const filter = { logic: 'and', filters: [{ field: 'wasteStreamIdLabel', operator: 'contains', value: 'Recycl' }] };
    const sort = [{ field: 'name', dir: 'asc' }];
    const grid = await gridRows('admin', 'WasteTypes', { filter, sort });
    expect(grid.total).toBeGreaterThan(0);

    const { header, body } = await readSheet(await exportXlsx('admin', 'WasteTypes', { filter, sort }));
    const columns = exportColumns(wasteTypeEntity);
    const nameAt = columns.findIndex((c) => c.key === 'name');
    const streamAt = columns.findIndex((c) => c.key === 'wasteStreamId');
    expect(header[streamAt]).toBe('Belongs in stream');
    expect(body.map((row) => row[nameAt])).toEqual(grid.data.map((row) => row.name));
    expect(body.map((row) => row[streamAt])).toEqual(grid.data.map((row) => row.wasteStreamIdLabel));
    expect(body.every((row) => String(row[streamAt]).toLowerCase().includes('recycl'))).toBe(true);
  });

  it('keeps the building scope of the session', async () => {
    const grid = await gridRows('manager', 'Customers', {});
    const all = await gridRows('admin', 'Customers', {});
    expect(all.total).toBeGreaterThan(grid.total);
    const { body } = await readSheet(await exportXlsx('manager', 'Customers', {}));
    expect(body).toHaveLength(grid.total);
  });

  it("exports the controller's own grid: Portfolios are the operational kind, as its Get lists them", async () => {
    // The portfolio users' lookup registers the same entity again over both kinds; the export
    // read through that one and listed tenant portfolios (and lost the link count) under a
    // permission that does not reach them.
    const grid = (await api(server.url, tokens.admin!, 'PUT', '/api/Portfolios/Get', { take: 1000, sort: [{ field: 'id', dir: 'asc' }] })).body as { data: { name: string }[] };
    const response = await exportXlsx('admin', 'Portfolios', { sort: [{ field: 'id', dir: 'asc' }] });
    expect(response.status).toBe(200);
    const { header, body } = await readSheet(response);
    expect(body.map((row) => row[header.indexOf('Name')])).toEqual(grid.data.map((row) => row.name));
  });

  it('requires the ExportToExcel qualifier and a valid query', async () => {
    expect((await exportXlsx('readonly', 'Customers', {})).status).toBe(403);
    const unauthenticated = await fetch(`${server.url}/api/Customers/ExportToExcel`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unauthenticated.status).toBe(401);
    const bad = await exportXlsx('manager', 'Customers', { filter: { logic: 'and', filters: [{ field: 'nope', operator: 'eq', value: 1 }] } });
    expect(bad.status).toBe(400);
  });
});
