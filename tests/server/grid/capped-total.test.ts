// Issue #12 part 4: a grid's total is counted only up to 10,000 rows or to the end of the page
// asked for, whichever is further; past it the answer says totalCapped and its total is a lower
// bound (more than total − 1). The last page's total is exact, a capped total always leaves a next
// page open, and an export still writes every row. Real server, real HTTP, the demo building's
// collections (tens of thousands).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '../../../src/server/routes/generic/queries';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let manager: string;
/** Every live collection of the manager's building, counted exactly by the database. */
let live: number;
beforeAll(async () => {
  server = await startTestServer();
  manager = await signIn(server.url, 'manager');
  const exact = await api(server.url, manager, 'PUT', '/api/Collections/Get', { skip: 199_999, take: 1 });
  live = (exact.body as Page).total;
});
afterAll(async () => {
  await server?.close();
});

type Page = { data: { id: number }[]; total: number; totalCapped?: boolean };

async function page(body: unknown): Promise<Page> {
  const answer = await api(server.url, manager, 'PUT', '/api/Collections/Get', body);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body as Page;
}

describe('the total of a grid page', () => {
  it('the demo building has more collections than the cap (the premise of the tests below)', () => {
    expect(live).toBeGreaterThan(TOTAL_COUNT_CAP + 100);
  });

  it('stops counting past 10,000 rows on the first page and says so', async () => {
    const first = await page({ page: 1, pageSize: 20, sort: [{ field: 'collectedAt', dir: 'desc' }] });
    expect(first.data).toHaveLength(20);
    expect(first).toMatchObject({ total: TOTAL_COUNT_CAP + 1, totalCapped: true });
  });

  it('is exact when the matching rows are fewer than the cap', async () => {
    const few = await page({ take: 5, filter: { logic: 'and', filters: [{ field: 'netKg', operator: 'gte', value: 0 }, { field: 'id', operator: 'lte', value: 3000 }] } });
    expect(few.totalCapped).toBeUndefined();
    expect(few.total).toBeLessThanOrEqual(3000);
    expect(few.total).toBeGreaterThan(0);
  });

  it('counts past the page asked for, so a page beyond 10,000 rows still has a next page', async () => {
    const far = await page({ skip: TOTAL_COUNT_CAP + 40, take: 20 });
    expect(far.data).toHaveLength(20);
    expect(far).toMatchObject({ total: TOTAL_COUNT_CAP + 60 + 1, totalCapped: true });
  });

  it('is exact on the last page', async () => {
    const last = await page({ skip: live - 3, take: 20 });
    expect(last.data).toHaveLength(3);
    expect(last.totalCapped).toBeUndefined();
    expect(last.total).toBe(live);
  });
});

describe('an export of more rows than the grid counts', () => {
  it('writes every row, with the exact count in x-total-count', async () => {
    // Just over the cap (10,501 rows), so the file is quick to make.
    const [bound] = (await page({ skip: TOTAL_COUNT_CAP + 500, take: 1, sort: [{ field: 'id', dir: 'asc' }] })).data;
    const filter = { logic: 'and', filters: [{ field: 'id', operator: 'lte', value: bound!.id }] };
    expect(await page({ take: 1, filter })).toMatchObject({ totalCapped: true });
    const response = await fetch(`${server.url}/api/Collections/ExportToExcel`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json', applicationType: 'web', 'X-API-Version': '2.0' },
      body: JSON.stringify({ sort: [{ field: 'id', dir: 'asc' }], filter }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(TOTAL_COUNT_CAP + 501));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]!.actualRowCount - 1).toBe(TOTAL_COUNT_CAP + 501);
  }, 60_000);
});
