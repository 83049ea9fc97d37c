// Building and view switches in the browser (spec §4): each clears the saved grid state, and lands
// on the new session's home route (spec §2.5).
import { expect, test, type Page } from '@playwright/test';
import { RoleId } from '../../src/domain/roles';
import { authFor, injectAuth, signIn } from './support/session';
import { switchedAuth } from './support/switch-session';

const putGridState = (page: Page, key: string) =>
  page.evaluate((k) => sessionStorage.setItem(k, JSON.stringify({ sort: 'name' })), key);
const gridKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('grid:')));

test('admin: System Administrator View ↔ a building', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/systemDashboard');
  await expect(page.getByRole('heading', { name: 'System dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveCount(0);

  // Into a building: the admin acts as support admin there and lands on its full report.
  await putGridState(page, 'grid:x');
  await page.getByRole('button', { name: 'Open Harbour Tower' }).click();
  await expect(page).toHaveURL(/\/reports\/adv-report$/);
  expect(await gridKeys(page)).toEqual([]);
  // The chrome is checked on a page every session may open, whether or not the report is built.
  await page.goto('/profile');
  const selector = page.getByRole('combobox', { name: 'Building' });
  await expect(selector).toHaveValue('Harbour Tower');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!) as { roleId: number; userToken: { tenantId: number } });
  expect(stored).toMatchObject({ roleId: RoleId.supportAdmin, userToken: { tenantId: 1 } });

  // Another building through the switcher: Collins Place is a Lite building.
  await putGridState(page, 'grid:x');
  await selector.click();
  await selector.fill('Collins');
  await page.getByRole('option', { name: 'Collins Place' }).click();
  await expect(page).toHaveURL(/\/reports\/lite-report$/);
  expect(await gridKeys(page)).toEqual([]);
  await page.goto('/profile');
  await expect(selector).toHaveValue('Collins Place');

  // Back to the system view.
  await putGridState(page, 'grid:x');
  await page.getByRole('button', { name: 'System Administrator View' }).click();
  await expect(page).toHaveURL(/\/systemDashboard$/);
  expect(await gridKeys(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'System Administrator View' })).toHaveCount(0);
});

test('portfolio.owner: from a building back to the Portfolio View', async ({ page, request }) => {
  const portfolio = await authFor(request, 'portfolio.owner');
  await injectAuth(page, await switchedAuth(request, portfolio, RoleId.portfolioBuildingOwner, 1));
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveValue('Harbour Tower');

  await putGridState(page, 'grid:x');
  await page.getByRole('button', { name: 'Portfolio View' }).click();
  await expect(page).toHaveURL(/\/reports\/portfolio-report$/);
  expect(await gridKeys(page)).toEqual([]);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Portfolio View' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveCount(0);
});
