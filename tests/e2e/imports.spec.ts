// The data import module in the browser (issue 13 item 8), as Harbour Tower's manager, signed in
// once: for each of tenants, collection services, collections, bin counts and transactions a CSV
// with good rows and one bad row goes through /imports → New import → the kind → the file's
// preview (columns matched by header; one matched by hand) → Import, and lands on its result:
// "Completed with errors", the counts, the bad row's row/column/message on the page and in the
// error file. The imports list shows each import, and its row reopens the result after a reload.
// A file over the row limit is refused as soon as it is chosen, with the limit in plain words.
import { expect, test, type Page } from '@playwright/test';
import { gridRead } from './support/building-session';
import { gridRows } from './support/grid';
import { authFor, signIn } from './support/session';
import { firstSheetRows } from './support/workbook';

const MANAGER = 'manager';
const run = Date.now().toString(36).toUpperCase();
const csv = (rows: readonly (readonly (string | number)[])[]) => rows.map((r) => r.map((v) => `"${String(v).replaceAll('"', '""')}"`).join(',')).join('\r\n');
type Named = { id: number; name: string };
// Collections and bin counts are matched by time and date: each run its own, so a rerun on the same data adds again.
const now = new Date();
const dd = String(1 + (now.getTime() % 28)).padStart(2, '0');
const mm = String(now.getMinutes()).padStart(2, '0');
const day = `${dd}/01/2025`;

interface Walk {
  kind: string;
  fileName: string;
  body: string;
  /** A file header the person matches to a field by hand. */
  matchByHand?: { header: string; field: string };
  added: number;
  error: { row: string; column: string; message: string | RegExp };
}

async function importThroughPages(page: Page, walk: Walk): Promise<void> {
  await page.getByRole('link', { name: 'New import' }).click();
  await expect(page.getByRole('heading', { name: 'New import', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Import', exact: true }).selectOption({ label: walk.kind });
  await page.getByLabel('CSV or XLSX file').setInputFiles({ name: walk.fileName, mimeType: 'text/csv', buffer: Buffer.from(walk.body) });
  const preview = page.getByRole('table', { name: `First rows of ${walk.fileName}` });
  await expect(preview).toBeVisible();
  const start = page.getByRole('button', { name: 'Import', exact: true });
  if (walk.matchByHand) {
    // Not matched by its header: Import waits until the required field has a column.
    await expect(start).toBeDisabled();
    await expect(page.getByRole('alert')).toContainText(walk.matchByHand.field);
    await preview.getByRole('combobox', { name: `Field for column ${walk.matchByHand.header}`, exact: true }).selectOption({ label: `${walk.matchByHand.field} (required)` });
  }
  await start.click();
  await expect(page.getByRole('heading', { name: `Import of ${walk.fileName}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toHaveText('Status: Completed with errors', { timeout: 60_000 });
  await expect(page.locator('[data-count="added"]')).toHaveText(String(walk.added));
  await expect(page.locator('[data-count="refused"]')).toHaveText('1');
  const errors = page.getByRole('table', { name: 'Import errors' });
  const problem = errors.getByRole('row').nth(1).getByRole('cell');
  await expect(problem.nth(0)).toHaveText(walk.error.row);
  await expect(problem.nth(1)).toHaveText(walk.error.column);
  await expect(problem.nth(2)).toHaveText(walk.error.message);
  // The same problems as a file.
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download error report' }).click();
  const [head, first] = await firstSheetRows(await saving);
  expect(head).toEqual(['Row', 'Column', 'Message']);
  expect(first?.slice(0, 2)).toEqual([Number(walk.error.row), walk.error.column]);
  await page.getByRole('link', { name: 'All imports' }).click();
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
  await expect(gridRows(page).filter({ hasText: walk.fileName }).first()).toBeVisible();
}

test('tenants, collection services, collections, bin counts and transactions import through /imports with their errors on the page', async ({ page, request }) => {
  test.setTimeout(240_000);
  const auth = await authFor(request, MANAGER);
  const [tenant] = (await gridRead<Named>(request, auth, 'Customers', { take: 1 })).data;
  const [service] = (await gridRead<Named>(request, auth, 'CollectionServices', { take: 1 })).data;
  const [stream] = (await gridRead<Named>(request, auth, 'WasteStreams', { take: 1 })).data;
  const [binType] = (await gridRead<Named>(request, auth, 'BinTypes', { take: 1 })).data;
  const [contractor] = (await gridRead<Named>(request, auth, 'DestinationContractors', { take: 1 })).data;
  const product = (
    await gridRead<Named>(request, auth, 'Products', { take: 1, filter: { logic: 'and', filters: [{ field: 'isTransactionProduct', operator: 'eq', value: true }] } })
  ).data[0];

  await signIn(page, MANAGER);
  await page.goto('/imports');
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();

  const walks: Walk[] = [
    {
      kind: 'Tenants',
      fileName: `tenants ${run}.csv`,
      body: csv([
        ['Name', 'Code', 'Headcount', 'Base building'],
        [`E2E ${run} Pty Ltd`, 'E2E-1', 12, 'No'],
        [`E2E ${run} Two`, 'E2E-2', 'many', 'No'],
      ]),
      added: 1,
      error: { row: '3', column: 'Headcount', message: /.+/ },
    },
    {
      kind: 'Collection services',
      fileName: `services ${run}.csv`,
      body: csv([
        ['Service', 'Tenant', 'Waste stream', 'QR code'],
        [`E2E ${run} service`, tenant!.name, stream!.name, `E2E${run}A`],
        [`E2E ${run} other`, 'Nobody Here Ltd', stream!.name, `E2E${run}B`],
      ]),
      matchByHand: { header: 'Service', field: 'Name' },
      added: 1,
      error: { row: '3', column: 'Tenant', message: "No tenant named 'Nobody Here Ltd'" },
    },
    {
      kind: 'Collections',
      fileName: `collections ${run}.csv`,
      body: csv([
        ['Service', 'Collected at', 'Net (kg)'],
        [service!.name, `${day} 10:${mm}`, '7.5'],
        [service!.name, `${day} 11:${mm}`, 'heavy'],
      ]),
      added: 1,
      error: { row: '3', column: 'Net (kg)', message: /.+/ },
    },
    {
      kind: 'Bin counts',
      fileName: `bin counts ${run}.csv`,
      body: csv([
        ['Date', 'Bin type', 'Waste stream', 'Bins', 'Fill'],
        [day, binType!.name, stream!.name, 2 + now.getMinutes(), '50%'],
        [day, binType!.name, stream!.name, 2, '60%'],
      ]),
      added: 1,
      error: { row: '3', column: 'Fill', message: /.+/ },
    },
    {
      kind: 'Transactions',
      fileName: `transactions ${run}.csv`,
      body: csv([
        ['Date', 'Contractor', 'Product', 'Quantity', 'Docket no.', 'Recharged to tenant'],
        ['06/02/2026', contractor!.name, product!.name, 2, `E2E-${run}-1`, 'No'],
        ['06/02/2026', contractor!.name, product!.name, 3, `E2E-${run}-2`, 'Yes'],
      ]),
      added: 1,
      error: { row: '3', column: 'Recharged to tenant', message: "Give the tenant's name the line is recharged to, or No" },
    },
  ];
  for (const walk of walks) await test.step(walk.kind, () => importThroughPages(page, walk));

  // The list's row reopens an import's result, and the result survives a reload.
  await gridRows(page).filter({ hasText: walks[0]!.fileName }).first().click();
  await expect(page.getByRole('heading', { name: `Import of ${walks[0]!.fileName}`, level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Import errors' }).getByRole('cell', { name: 'Headcount' })).toBeVisible();

  await test.step('a file over the row limit is refused as it is chosen, the limit named on the page', async () => {
    await page.getByRole('link', { name: 'All imports' }).click();
    await page.getByRole('link', { name: 'New import' }).click();
    await page.getByRole('combobox', { name: 'Import', exact: true }).selectOption({ label: 'Tenants' });
    const rows = [['Name'], ...Array.from({ length: 100_001 }, (_, i) => [`Tenant ${i}`])];
    await page.getByLabel('CSV or XLSX file').setInputFiles({ name: 'too many.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
    await expect(page.getByRole('region', { name: 'Choose the file' }).getByRole('alert')).toHaveText('The file has 100,001 rows; the most one import takes is 100,000. Split it into smaller files.', { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'First rows of too many.csv' })).toHaveCount(0);
  });
});
