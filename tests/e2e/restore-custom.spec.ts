// Undo and the Deleted filter on the lists whose controllers have calls of their own (issue #14
// item 8): equipment (its own grid and delete) and portfolios (one delete for both kinds), as the
// system administrator, who may delete both. An equipment item deleted from its row and brought
// back by the toast's Undo; a portfolio deleted from its row, found under Deleted and restored, then
// back in the live list. Rows are made through the API; every check reads the screen or the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { filterColumn, gridRow } from './support/grid';
import { apiHeaders, signIn } from './support/session';

const HARBOUR_TOWER = 1;

async function status(request: APIRequestContext, auth: AuthData, path: string): Promise<number> {
  return (await request.get(path, { headers: apiHeaders(auth) })).status();
}

/** Deletes the row with `id` through its Delete button and the confirm dialog titled `title`. */
async function deleteRow(page: Page, id: number, title: string): Promise<void> {
  await gridRow(page, id).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: title }).getByRole('button', { name: 'Delete', exact: true }).click();
}

test('equipment: Undo on the delete toast; portfolios: restored from the Deleted filter', async ({ page }) => {
  const admin = await signIn(page, 'admin');
  const stamp = Date.now().toString(36).toUpperCase();

  const serialNumber = `UNDO-${stamp}`;
  const made = await page.request.post('/api/Equipment/CreateEntity', {
    headers: apiHeaders(admin),
    multipart: { equipmentItem: JSON.stringify({ tenantId: HARBOUR_TOWER, serialNumber, equipmentType: 'FloorScale', make: 'Avery' }) },
  });
  expect(made.status(), await made.text()).toBe(200);
  const item = (await made.json()) as { id: number };

  await page.goto('/equipment');
  await filterColumn(page, 'Serial number', serialNumber);
  await deleteRow(page, item.id, 'Delete equipment?');
  await expect(page.getByText('Equipment deleted.')).toBeVisible();
  await expect(gridRow(page, item.id)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Equipment restored.')).toBeVisible();
  await expect(gridRow(page, item.id).first()).toBeVisible();
  expect(await status(page.request, admin, `/api/Equipment/GetById/${item.id}`)).toBe(200);

  const name = `Restore Fund ${stamp}`;
  const created = await page.request.post('/api/Portfolios/Create', { headers: apiHeaders(admin), data: { name, tenantIds: [HARBOUR_TOWER] } });
  expect(created.status(), await created.text()).toBe(200);
  const portfolio = (await created.json()) as { id: number };

  await page.getByRole('link', { name: 'Portfolios', exact: true }).click();
  await filterColumn(page, 'Name', name);
  await deleteRow(page, portfolio.id, 'Delete portfolio?');
  await expect(page.getByText('Portfolio deleted.')).toBeVisible();
  await expect(gridRow(page, portfolio.id)).toHaveCount(0);

  await page.getByRole('button', { name: 'Deleted' }).click();
  await expect(page.getByRole('button', { name: 'Deleted' })).toHaveAttribute('aria-pressed', 'true');
  await filterColumn(page, 'Name', name);
  await gridRow(page, portfolio.id).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Portfolio restored.')).toBeVisible();
  await expect(gridRow(page, portfolio.id)).toHaveCount(0);

  await page.getByRole('button', { name: 'Deleted' }).click();
  await expect(page.getByRole('button', { name: 'Deleted' })).toHaveAttribute('aria-pressed', 'false');
  await filterColumn(page, 'Name', name);
  await expect(gridRow(page, portfolio.id).first()).toBeVisible();
  expect(await status(page.request, admin, `/api/Portfolios/GetById/${portfolio.id}`)).toBe(200);
});
