// Issue #13 (time zones, raw codes in files): an exported .xlsx opened with exceljs. A collection
// at 11:23 pm in Sydney is a real Excel date reading 30/03/2026 23:23 with a dd/mm/yyyy hh:mm
// format in a column wide enough to show it; headers are labels; and, generated from every enum
// field of the registry, no exported cell holds an enum key or number instead of its label.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionEntity } from '../../../src/domain/entities/collections';
import { exportableEntities } from '../../../src/server/routes/export-excel';
import { exportColumns } from '../../../src/server/routes/export-excel/columns';
import { collections } from '../../../src/server/db/schema';
import { enumFieldLabels } from '../../helpers/enum-labels';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokens: Record<string, string> = {};
let lateId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db.select({ id: collections.id }).from(collections).where(eq(collections.tenantId, 1)).limit(1);
  lateId = row!.id;
  // 30/03/2026 11:23 pm AEDT (UTC+11): 12:23 pm in UTC, the hour the old export wrote.
  await server.db.update(collections).set({ collectedAt: '2026-03-30T12:23:00Z' }).where(eq(collections.id, lateId));
  await server.heard();
  Object.assign(tokens, await signInAll(server.url, ['admin', 'manager']));
}, 60_000);
afterAll(() => server?.close());

async function exportSheet(user: string, path: string, body: unknown): Promise<ExcelJS.Worksheet> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens[user]}`, applicationType: 'web', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('Excel export: times on the building’s clock, labels not codes', () => {
  it('writes a late-evening collection as a real date in Sydney time, with a date format, labelled headers and a fitted column', async () => {
    const sheet = await exportSheet('manager', '/api/Collections/ExportToExcel', { filter: { logic: 'and', filters: [{ field: 'id', operator: 'eq', value: lateId }] } });
    expect(headersOf(sheet)).toEqual(exportColumns(collectionEntity).map((c) => c.header));
    const at = exportColumns(collectionEntity).findIndex((c) => c.key === 'collectedAt') + 1;
    const cell = sheet.getRow(2).getCell(at);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    // Excel dates have no zone: the cell holds the wall clock, which exceljs reads back as UTC fields.
    expect((cell.value as Date).toISOString()).toBe('2026-03-30T23:23:00.000Z');
    expect(cell.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getColumn(at).width).toBeGreaterThanOrEqual('dd/mm/yyyy hh:mm'.length);
  });

  it('writes the transactions export with labels: "Weight method" holds "Actual weight", dates as dates', async () => {
    const sheet = await exportSheet('manager', '/api/Transactions/Export', {});
    const headers = headersOf(sheet) as string[];
    expect(headers).toContain('Weight method');
    const method = headers.indexOf('Weight method') + 1;
    const date = headers.indexOf('Date') + 1;
    const methods = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) methods.add(row.getCell(method).value);
    });
    expect(methods.has('Actual weight')).toBe(true);
    expect(methods.has('ActualWeight')).toBe(false);
    expect(sheet.getRow(2).getCell(date).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(2).getCell(date).numFmt).toBe('dd/mm/yyyy');
  });

  it('no exported cell holds a raw enum key or number (generated from the registry’s enum fields)', async () => {
    const exportable = new Set(exportableEntities().map((e) => e.key));
    const fields = enumFieldLabels().filter((f) => exportable.has(f.entity.key));
    const entities = [...new Set(fields.map((f) => f.entity))];
    expect(entities.length).toBeGreaterThan(10);
    const checked: string[] = [];
    for (const entity of entities) {
      // The first 25 rows by id are enough to meet each value the demo data holds in small tables.
      const page = await api(server.url, tokens.admin!, 'PUT', `/api/${entity.controller}/Get`, { sort: [{ field: 'id', dir: 'asc' }], skip: 24, take: 1 });
      const last = (page.body as { data?: { id: number }[] }).data?.[0]?.id;
      const filter = last === undefined ? undefined : { logic: 'and', filters: [{ field: 'id', operator: 'lte', value: last }] };
      const sheet = await exportSheet('admin', `/api/${entity.controller}/ExportToExcel`, filter ? { filter } : {});
      const columns = exportColumns(entity);
      for (const f of fields.filter((x) => x.entity === entity)) {
        const index = columns.findIndex((c) => c.key === f.field) + 1;
        expect(headersOf(sheet)[index - 1]).toBe(f.meta.label);
        sheet.eachRow((row, n) => {
          const value = row.getCell(index).value;
          if (n === 1 || value === null || value === undefined) return;
          expect(f.raw.has(String(value)), `${entity.key}.${f.field}: ${String(value)}`).toBe(false);
          expect(f.labels.has(String(value)), `${entity.key}.${f.field}: ${String(value)}`).toBe(true);
          checked.push(`${entity.key}.${f.field}`);
        });
      }
    }
    expect(new Set(checked).size).toBeGreaterThan(10);
  }, 120_000);
});
