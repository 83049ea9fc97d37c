// Bulk actions, related lists, record history and restore (issue #14 items 5–8), as a person uses
// them: rows ticked in the grid and deleted after a confirm that counts them; every row matching a
// filter exported; a tenant's page listing what belongs to it with a Create that starts from it; an
// edit read back from the History tab; a delete undone from its toast; a deleted row restored from
// the Deleted filter. Data is made through the API; every check reads the screen or the API after.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { adminInBuilding, gridRead, PARRAMATTA_SQUARE } from './support/building-session';
import { filterColumn, gridRow } from './support/grid';
import { importRows } from './support/import-api';
import { apiHeaders, demoUser, signIn } from './support/session';
import { firstSheetRows } from './support/workbook';

type Row = Record<string, unknown> & { id: number };

async function post(request: APIRequestContext, auth: AuthData, path: string, data: unknown): Promise<Row> {
  const response = await request.post(path, { headers: apiHeaders(auth), data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Row;
}

async function status(request: APIRequestContext, auth: AuthData, path: string): Promise<number> {
  return (await request.get(path, { headers: apiHeaders(auth) })).status();
}

async function createCustomers(request: APIRequestContext, auth: AuthData, names: readonly string[]): Promise<Row[]> {
  const rows: Row[] = [];
  // A few at a time: the server's one database serves the other tests too.
  for (let i = 0; i < names.length; i += 8) {
    rows.push(...(await Promise.all(names.slice(i, i + 8).map((name) => post(request, auth, '/api/Customers/CreateEntity', { name })))));
  }
  return rows;
}

/** Ticks the checkbox of the row with `id`. */
async function tick(page: Page, id: number) {
  await gridRow(page, id).locator('.ag-selection-checkbox input').first().check();
}

test('selecting 3 collections and deleting asks "Delete 3 collections?" and removes exactly those', async ({ page }) => {
  const owner = await signIn(page, 'owner');
  const [service] = (await gridRead(page.request, owner, 'CollectionServices', { take: 1, filter: { logic: 'and', filters: [{ field: 'isConsolidated', operator: 'eq', value: false }] } })).data;
  // A weight no seeded collection has, so a filter on it lists exactly these five.
  const netKg = 1900 + (Date.now() % 97) + 0.37;
  const made: Row[] = [];
  for (let i = 0; i < 5; i++) {
    made.push(await post(page.request, owner, '/api/Collections/CreateEntity', { collectedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(), collectionServiceId: service?.id, netKg, quantity: 1 }));
  }
  await page.goto('/collections');
  await filterColumn(page, 'Net (kg)', String(netKg));
  for (const row of made.slice(0, 3)) await tick(page, row.id);
  await expect(page.getByRole('region', { name: 'Selected rows' }).getByRole('status')).toHaveText('3 collections selected');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 3 collections?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 collections deleted.')).toBeVisible();
  for (const row of made.slice(0, 3)) await expect(gridRow(page, row.id)).toHaveCount(0);
  for (const row of made.slice(3)) await expect(gridRow(page, row.id).first()).toBeVisible();
  const left = await gridRead(page.request, owner, 'Collections', { take: 10, filter: { logic: 'and', filters: [{ field: 'netKg', operator: 'eq', value: netKg }] } });
  expect(left.data.map((r) => r.id).sort()).toEqual(made.slice(3).map((r) => r.id).sort());
});

test('"select all 1,234 matching" and export gives 1,234 rows', async ({ page }) => {
  test.setTimeout(300_000);
  const admin = await adminInBuilding(page, PARRAMATTA_SQUARE);
  const prefix = `Mass ${Date.now()}`;
  // One import of 1,234 lines, not 1,234 creates: the data is the setting, the selection the test.
  await importRows(page.request, admin, 'customers', [['Name'], ...Array.from({ length: 1234 }, (_, i) => [`${prefix} ${String(i).padStart(4, '0')}`])]);
  await page.goto('/customers');
  await filterColumn(page, 'Name', prefix);
  await expect(page.locator('.ag-row').first()).toContainText(prefix);
  await page.locator('.ag-row .ag-selection-checkbox input').first().check();
  await page.getByRole('button', { name: 'Select all 1,234 matching' }).click();
  await expect(page.getByRole('region', { name: 'Selected rows' }).getByRole('status')).toHaveText('All 1,234 tenants matching selected');
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export selected' }).click();
  const rows = await firstSheetRows(await downloading);
  expect(rows.length - 1).toBe(1234); // the header and 1,234 tenants
  // Tidy up for the other tests of this building: one call deletes them all.
  const filter = { logic: 'and', filters: [{ field: 'name', operator: 'startswith', value: prefix }] };
  expect(await post(page.request, admin, '/api/Customers/BulkDelete', { allMatching: true, filter })).toEqual({ changed: 1234, refused: [] });
});

test("a tenant's page lists its collections and services; Create there starts with the tenant chosen", async ({ page }) => {
  const owner = await signIn(page, 'owner');
  const services = await gridRead(page.request, owner, 'CollectionServices', { take: 50, filter: { logic: 'and', filters: [{ field: 'isConsolidated', operator: 'eq', value: false }] } });
  const service = services.data.find((s) => typeof s.customerId === 'number') as Row;
  const customerId = service.customerId as number;
  const customerName = service.customerIdLabel as string;
  const ownCollections = await gridRead(page.request, owner, 'Collections', { take: 1, filter: { logic: 'and', filters: [{ field: 'customerId', operator: 'eq', value: customerId }] } });
  expect(ownCollections.total).toBeGreaterThan(0);

  await page.goto('/customers');
  await filterColumn(page, 'Name', customerName);
  await gridRow(page, customerId).first().click();
  await expect(page.getByRole('heading', { name: `Tenant: ${customerName}` })).toBeVisible();
  const collections = page.getByRole('region', { name: 'Collections' });
  await expect(collections.locator('.ag-row').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Collection services' }).locator(`.ag-row[row-id="${service.id}"]`).first()).toBeVisible();

  await page.getByRole('region', { name: 'Collection services' }).getByRole('button', { name: 'Create collection service' }).click();
  const tenant = page.getByRole('form', { name: 'Collection service form' }).getByLabel('Tenant', { exact: true });
  await expect(tenant).toHaveValue(String(customerId));
  await expect(tenant.locator('option:checked')).toHaveText(customerName);
});

test('an edit shows in the History tab with old → new and the user', async ({ page }) => {
  const owner = await signIn(page, 'owner');
  const [row] = await createCustomers(page.request, owner, [`History ${Date.now()}`]);
  await page.goto('/customers');
  await filterColumn(page, 'Name', String(row?.name));
  await gridRow(page, row?.id as number).first().click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Headcount').fill('42');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /^Tenant: History/ })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const latest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  const { firstName, lastName } = demoUser('owner');
  await expect(latest).toContainText(`Edited by ${firstName} ${lastName}`);
  await expect(latest.getByRole('row', { name: /Headcount/ })).toHaveText(/Headcount\s*—\s*42/);
});

test('delete → Undo brings the row back; a deleted row is restored from the Deleted filter', async ({ page }) => {
  const owner = await signIn(page, 'owner');
  const stamp = Date.now();
  const [undone, restored] = await createCustomers(page.request, owner, [`Undo ${stamp}`, `Restore ${stamp}`]);

  await page.goto('/customers');
  await filterColumn(page, 'Name', `Undo ${stamp}`);
  await gridRow(page, undone?.id as number).first().click();
  await expect(page.getByRole('heading', { name: `Tenant: Undo ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Tenant deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Tenant restored.')).toBeVisible();
  expect(await status(page.request, owner, `/api/Customers/GetById/${undone?.id}`)).toBe(200);
  await filterColumn(page, 'Name', `Undo ${stamp}`);
  await expect(gridRow(page, undone?.id as number).first()).toBeVisible();

  const gone = await page.request.delete(`/api/Customers/Delete/${restored?.id}`, { headers: apiHeaders(owner) });
  expect(gone.status()).toBe(200);
  await page.getByRole('button', { name: 'Deleted' }).click();
  await expect(page.getByRole('button', { name: 'Deleted' })).toHaveAttribute('aria-pressed', 'true');
  await filterColumn(page, 'Name', `Restore ${stamp}`);
  await gridRow(page, restored?.id as number).getByRole('button', { name: 'Restore' }).click();
  // The Undo's toast may still be up for its 5 seconds: this one is the newest.
  await expect(page.getByText('Tenant restored.').last()).toBeVisible();
  await expect(gridRow(page, restored?.id as number)).toHaveCount(0);
  expect(await status(page.request, owner, `/api/Customers/GetById/${restored?.id}`)).toBe(200);
});
