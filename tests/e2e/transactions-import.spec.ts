// Transactions export and import in the browser (spec §2.2, issue 5), as the Supplier edition's
// manager (Eagle Street Plaza): an export downloads an .xlsx with the template's columns; a CSV
// with one bad line imports through the page to "Completed with errors" with its counts and error
// report, and the good lines show in the transactions grid; an exported file imported back
// changes nothing, and with two amounts edited exactly those two change. And the contaminated collection
// report (spec §2.3) for a Full-edition manager shows the flagged collections and the % the API
// answers with.
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { CONTAMINATED_COLLECTIONS_PATH, type ContaminatedCollectionReport } from '../../src/domain/contaminated-collections';
import { defaultReportPeriod } from '../../src/domain/report-data';
import { fmtPct } from '../../src/domain/report-format';
import { gridRead } from './support/building-session';
import { filterColumn, gridRows } from './support/grid';
import { apiHeaders, authFor, signIn } from './support/session';
import { downloadedWorkbook, firstSheetRows } from './support/workbook';

const SUPPLIER = 'manager.supplier';

/** The import template's columns, as its CSV form heads them. */
async function templateColumns(request: APIRequestContext, auth: AuthData): Promise<string[]> {
  const template = await request.get('/api/Transactions/ImportTemplate?format=csv', { headers: apiHeaders(auth) });
  return (await template.text()).trim().split(',');
}

/** The supplier's first stored transaction line. */
async function firstLine<T>(request: APIRequestContext, auth: AuthData): Promise<T> {
  return (await gridRead<T>(request, auth, 'Transactions', { take: 1 })).data[0]!;
}

/** The lines of one product in a transactionDate period (inclusive), as a grid filter. */
function periodFilter(from: string, to: string, productId: number) {
  return {
    logic: 'and',
    filters: [
      { field: 'transactionDate', operator: 'gte', value: from },
      { field: 'transactionDate', operator: 'lte', value: to },
      { field: 'productId', operator: 'eq', value: productId },
    ],
  };
}

/** Fills the export page with the period and product, exports, and answers the download. */
async function exportThroughPage(page: Page, from: string, to: string, productLabel: string): Promise<Download> {
  await page.goto('/transactions/export');
  await expect(page.getByRole('heading', { name: 'Export transactions', level: 1 })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  // The form's product list is the transaction products' (spec §7 isIncludeTransactionProducts).
  await page.getByLabel('Products', { exact: true }).selectOption({ label: productLabel });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  return downloading;
}

test('the export page downloads an .xlsx of the chosen period and product with the import template\'s columns', async ({ page, request }) => {
  const auth = await authFor(request, SUPPLIER);
  const columns = await templateColumns(request, auth);
  // A past half-year: lines other tests add (dated recently) cannot change its count.
  const from = '2025-01-01';
  const to = '2025-06-30';
  const product = await firstLine<{ productId: number; productIdLabel: string }>(request, auth);
  const { total } = await gridRead(request, auth, 'Transactions', { take: 1, filter: periodFilter(from, to, product.productId) });
  expect(total).toBeGreaterThan(0);

  await signIn(page, SUPPLIER);
  const download = await exportThroughPage(page, from, to, product.productIdLabel);
  expect(download.suggestedFilename()).toBe(`Transactions ${from} to ${to}.xlsx`);
  const [head, ...rows] = await firstSheetRows(download);
  expect(head).toEqual(columns);
  expect(rows).toHaveLength(total);
});

test('a CSV with one bad line imports through the page: progress, counts, error report, good lines in the grid', async ({ page, request }) => {
  test.setTimeout(60_000);
  const auth = await authFor(request, SUPPLIER);
  const columns = await templateColumns(request, auth);
  const line = await firstLine<{ destinationContractorIdLabel: string; productIdLabel: string }>(request, auth);
  const prefix = `E2E-${Date.now().toString(36)}-`;
  const row = (docket: string, quantity: string) => {
    const cells: Record<string, string> = { Date: '2026-03-02', Contractor: line.destinationContractorIdLabel, Product: line.productIdLabel, Quantity: quantity, 'Unit price': '10', 'Docket no.': docket };
    return columns.map((c) => `"${(cells[c] ?? '').replaceAll('"', '""')}"`).join(',');
  };
  const csv = [columns.join(','), row(`${prefix}1`, '2'), row(`${prefix}2`, 'lots'), row(`${prefix}3`, '5')].join('\r\n');

  await signIn(page, SUPPLIER);
  await page.goto('/transactions/import');
  await expect(page.getByRole('heading', { name: 'Import transactions', level: 1 })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (.xlsx)' }).click();
  expect((await firstSheetRows(await template))[0]).toEqual(columns);

  await page.getByLabel('CSV or XLSX file').setInputFiles({ name: 'e2e lines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import' }).click();
  const panel = page.getByRole('region', { name: 'Import of e2e lines.csv' });
  await expect(panel.getByRole('status')).toHaveText('Status: Completed with errors', { timeout: 30_000 });
  const counts = panel.getByRole('list', { name: 'Import counts' });
  await expect(counts.locator('[data-count="total"]')).toHaveText('3');
  await expect(counts.locator('[data-count="added"]')).toHaveText('2');
  await expect(counts.locator('[data-count="refused"]')).toHaveText('1');

  const reporting = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download error report' }).click();
  expect(await firstSheetRows(await reporting)).toEqual([
    ['Row', 'Column', 'Message'],
    [3, 'Quantity', 'Enter a quantity'],
  ]);

  await panel.getByRole('link', { name: 'View transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  // The docket column sits far right, outside the columns AG Grid renders until scrolled to.
  await expect(gridRows(page).first()).toBeVisible();
  await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await filterColumn(page, 'Docket no.', prefix);
  await expect(gridRows(page).filter({ hasText: prefix })).toHaveCount(2);
  await expect(page.getByText(`${prefix}1`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${prefix}3`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${prefix}2`, { exact: true })).toHaveCount(0);
});

test('an exported file imported back through the pages changes nothing; with two amounts edited, exactly those two change', async ({ page, request }) => {
  test.setTimeout(90_000);
  const auth = await authFor(request, SUPPLIER);
  // A past period of its own (the export test reads the first half of 2025), one product.
  const from = '2025-09-01';
  const to = '2025-10-31';
  const product = await firstLine<{ productId: number; productIdLabel: string }>(request, auth);
  type Line = { id: number; amountAud: number | null; quantity: number };
  const period = { filter: periodFilter(from, to, product.productId), sort: [{ field: 'id', dir: 'asc' }] };
  // The first 100 lines of the period (the grid's largest page) and how many it has.
  const linesNow = async () => (await gridRead<Line>(request, auth, 'Transactions', { take: 100, ...period })).data;
  const totalNow = async () => (await gridRead(request, auth, 'Transactions', { take: 1 })).total;
  const before = await linesNow();
  expect(before.length).toBeGreaterThan(2);
  const inPeriod = (await gridRead(request, auth, 'Transactions', { take: 1, ...period })).total;
  const totalBefore = await totalNow();

  await signIn(page, SUPPLIER);
  const exported = await downloadedWorkbook(await exportThroughPage(page, from, to, product.productIdLabel));

  /** Uploads the workbook on the import page and waits for the final status. */
  const importThroughPage = async (name: string) => {
    await page.goto('/transactions/import');
    const buffer = Buffer.from(await exported.xlsx.writeBuffer());
    await page.getByLabel('CSV or XLSX file').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await page.getByRole('button', { name: 'Import' }).click();
    const panel = page.getByRole('region', { name: `Import of ${name}` });
    await expect(panel.getByRole('status')).toHaveText('Status: Completed', { timeout: 60_000 });
    return panel.getByRole('list', { name: 'Import counts' });
  };

  const unchanged = await importThroughPage('exported.xlsx');
  await expect(unchanged.locator('[data-count="unchanged"]')).toHaveText(String(inPeriod));
  await expect(unchanged.locator('[data-count="added"]')).toHaveText('0');
  await expect(unchanged.locator('[data-count="updated"]')).toHaveText('0');
  expect(await linesNow()).toEqual(before);
  expect(await totalNow()).toBe(totalBefore);

  // Two amounts edited in the file (through their unit price: the amount is quantity × unit price).
  const sheet = exported.worksheets[0]!;
  const head = (sheet.getRow(1).values as unknown[]).slice(1);
  const priceColumn = head.indexOf('Unit price') + 1;
  const edited = [before[0]!, before[2]!];
  sheet.eachRow((row, n) => {
    if (n > 1 && edited.some((l) => l.id === row.getCell(1).value)) row.getCell(priceColumn).value = 77.25;
  });
  const updated = await importThroughPage('edited.xlsx');
  await expect(updated.locator('[data-count="updated"]')).toHaveText('2');
  await expect(updated.locator('[data-count="added"]')).toHaveText('0');
  const after = await linesNow();
  expect(await totalNow()).toBe(totalBefore);
  expect(after.map((l) => l.id)).toEqual(before.map((l) => l.id));
  const changed = after.filter((l, i) => l.amountAud !== before[i]!.amountAud);
  expect(changed.map((l) => [l.id, l.amountAud])).toEqual(edited.map((l) => [l.id, Math.round(l.quantity * 77.25 * 100) / 100]));
});

test('the contaminated collection report shows the flagged collections and the % the API answers with', async ({ page, request }) => {
  const response = await request.put(CONTAMINATED_COLLECTIONS_PATH, { headers: apiHeaders(await authFor(request, 'manager')), data: { ...defaultReportPeriod(new Date()), take: 25 } });
  expect(response.status()).toBe(200);
  const report = (await response.json()) as ContaminatedCollectionReport;
  expect(report.rows.length).toBeGreaterThan(0);

  await signIn(page, 'manager');
  await page.goto('/contaminatedCollectionReport');
  await expect(page.getByRole('heading', { name: 'Contaminated collection report', level: 1 })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.locator('[data-kpi="contaminatedPct"]')).toContainText(fmtPct(report.summary.pct));
  await expect(figures.locator('[data-kpi="flagged"]')).toContainText(report.summary.flagged.toLocaleString('en-AU'));
  const table = page.getByRole('table', { name: 'Contaminated collections' });
  await expect(table.locator('tbody tr')).toHaveCount(report.rows.length);
  await expect(table.locator(`tr[data-collection-id="${report.rows[0]!.id}"]`)).toContainText(report.rows[0]!.serviceName);
  await expect(page.getByRole('table', { name: 'By stream' }).locator('tbody tr')).toHaveCount(report.summary.byStream.length);
});
