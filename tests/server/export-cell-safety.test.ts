// Spreadsheet formula injection over real HTTP: a record whose text starts a formula is exported as
// inert text (a string cell with the leading apostrophe, no formula), while numbers stay numbers.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

const HYPERLINK = '=HYPERLINK("http://x","y")';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.url, 'admin');
}, 60_000);
afterAll(() => server?.close());

async function exportedCells(controller: string, filter: unknown): Promise<ExcelJS.Row> {
  const response = await fetch(`${server.url}/api/${controller}/ExportToExcel`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, applicationType: 'web', 'content-type': 'application/json' },
    body: JSON.stringify({ filter }),
  });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  return sheet.getRow(2);
}

function cellOf(row: ExcelJS.Row, header: string): ExcelJS.Cell {
  const headers = (row.worksheet.getRow(1).values as unknown[]).slice(1);
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.getCell(index + 1);
}

describe('Excel export of formula-like text', () => {
  it('writes =HYPERLINK(...) as inert text, and other formula starts too; numbers are untouched', async () => {
    const streams = await api(server.url, admin, 'PUT', '/api/WasteStreams/Get', { skip: 0, take: 1 });
    const wasteStreamId = (streams.body as { data: { id: number }[] }).data[0]!.id;
    const created = await api(server.url, admin, 'POST', '/api/WasteTypes/CreateEntity', {
      name: HYPERLINK,
      code: '-1+2',
      examples: '@SUM(A1:A2)',
      densityKgPerL: 0.25,
      wasteStreamId,
    });
    expect(created.status).toBe(200);

    const row = await exportedCells('WasteTypes', { logic: 'and', filters: [{ field: 'name', operator: 'eq', value: HYPERLINK }] });
    const name = cellOf(row, 'Name');
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe(`'${HYPERLINK}`);
    expect(name.formula).toBeUndefined();
    expect(cellOf(row, 'Code').value).toBe("'-1+2");
    expect(cellOf(row, 'Examples').value).toBe("'@SUM(A1:A2)");
    const density = cellOf(row, 'Density (kg/L)');
    expect(density.type).toBe(ExcelJS.ValueType.Number);
    expect(density.value).toBe(0.25);
  });
});
