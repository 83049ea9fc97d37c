// Transactions export and import in the browser (spec §2.2, issue 5), as the Supplier edition's
// manager (Eagle Street Plaza): an export downloads an .xlsx with the template's columns; a CSV
// with one bad line imports through the page to "Completed with errors" with its counts and error
// report, and the good lines show in the transactions grid. And the contaminated collection
// report (spec §2.3) for a Full-edition manager shows the flagged collections and the % the API
// answers with.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { CONTAMINATED_COLLECTIONS_PATH, type ContaminatedCollectionReport } from '../../src/domain/contaminated-collections';
import { defaultReportPeriod } from '../../src/domain/report-data';
import { fmtPct } from '../../src/domain/report-format';
import { gridRead } from './support/building-session';
import { filterColumn, gridRows } from './support/grid';
import { apiHeaders, authFor, signIn } from './support/session';
import { firstSheetRows } from './support/workbook';

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

test('the export page downloads an .xlsx of the chosen period and product with the import template\'s columns', async ({ page, request }) => {
  const auth = await authFor(request, SUPPLIER);
  const columns = await templateColumns(request, auth);
  // A past half-year: lines other tests add (dated recently) cannot change its count.
  const from = '2025-01-01';
  const to = '2025-06-30';
  const product = await firstLine<{ productId: number; productIdLabel: string }>(request, auth);
  const { total } = await gridRead(request, auth, 'Transactions', {
    take: 1,
    filter: {
      logic: 'and',
      filters: [
        { field: 'transactionDate', operator: 'gte', value: from },
        { field: 'transactionDate', operator: 'lte', value: to },
        { field: 'productId', operator: 'eq', value: product.productId },
      ],
    },
  });
  expect(total).toBeGreaterThan(0);

  await signIn(page, SUPPLIER);
  await page.goto('/transactions/export');
  await expect(page.getByRole('heading', { name: 'Export transactions', level: 1 })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  // The form's product list is the transaction products' (spec §7 isIncludeTransactionProducts).
  await page.getByLabel('Products', { exact: true }).selectOption({ label: product.productIdLabel });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
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
  await expect(counts.locator('[data-count="imported"]')).toHaveText('2');
  await expect(counts.locator('[data-count="failed"]')).toHaveText('1');

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
