// Values read as a person writes them (issue #13 items 2 and 3), checked as a person meets them:
// lists opened from the side menu, dropdowns opened on forms, messages after a save. The enum
// labels come from the label tables (tests/helpers/enum-labels.ts), so a raw code fails here.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enumFieldCases } from '../helpers/enum-labels';
import { adminInBuilding, HARBOUR_TOWER, PARRAMATTA_SQUARE } from './support/building-session';
import { signIn } from './support/session';

/** Opens a list from the side menu, opening its group (the menu keeps one group open) when needed. */
async function openFromMenu(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: new RegExp(`^${label}$`, 'i') });
  await expect(nav).toBeVisible();
  const groups = nav.getByRole('button');
  const count = await groups.count();
  for (let i = 0; i < count && !(await link.isVisible()); i++) {
    if ((await groups.nth(i).getAttribute('aria-expanded')) !== 'true') await groups.nth(i).click();
  }
  await link.click();
}

/** The rendered texts of one grid column (by colId), once rows have loaded. */
async function columnTexts(scope: Page | Locator, colId: string): Promise<string[]> {
  const cells = scope.locator(`.ag-row .ag-cell[col-id="${colId}"]`);
  await expect(cells.first()).toBeAttached();
  const texts = async () => (await cells.allTextContents()).map((t) => t.trim()).filter((t) => t !== '');
  await expect.poll(async () => (await texts()).length).toBeGreaterThan(0);
  return texts();
}

/** The texts of a select's options, the empty choice left out. */
async function optionTexts(select: Locator): Promise<string[]> {
  await expect(select.locator('option').nth(1)).toBeAttached();
  return (await select.locator('option').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== '—' && t !== '');
}

function labelsOf(entity: string, field: string): { labels: string[]; raw: string[] } {
  const found = enumFieldCases().find((c) => c.entity === entity && c.field === field);
  if (!found) throw new Error(`No enum field ${entity}.${field}`);
  return { labels: found.values.map((v) => v.label), raw: found.values.flatMap((v) => v.raw) };
}

function expectLabels(texts: string[], entity: string, field: string): void {
  const { labels, raw } = labelsOf(entity, field);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(raw, `${entity}.${field} shows "${text}"`).not.toContain(text);
    expect(labels, `${entity}.${field} shows "${text}"`).toContain(text);
  }
}

test('roles and kinds read by their labels in grids, filters and dropdowns', async ({ page }) => {
  await adminInBuilding(page, HARBOUR_TOWER);
  await page.goto('/profile');
  await openFromMenu(page, 'Users');
  expectLabels(await columnTexts(page, 'roleId'), 'users', 'roleId');

  // The Role column's filter offers roles by name.
  const header = page.locator('.ag-header-cell[col-id="roleId"]');
  await header.hover();
  await header.locator('.ag-header-cell-filter-button, .ag-header-cell-menu-button').first().click();
  const popup = page.locator('.ag-filter').last();
  await popup.locator('.ag-filter-select').first().click();
  const choices = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((t) => t.trim());
  expect(choices).toContain('Manager');
  expect(choices).not.toContain('4');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The Role dropdown of a user's edit form offers names.
  await page.locator('.ag-row').getByRole('button', { name: 'Edit' }).first().click();
  expectLabels(await optionTexts(page.getByLabel('Role', { exact: true })), 'users', 'roleId');

  await openFromMenu(page, 'API configurations');
  expectLabels(await columnTexts(page, 'kind'), 'apiConfigurations', 'kind');
});

test('audit stages and furniture outcomes read as words inside a building', async ({ page }) => {
  await adminInBuilding(page, PARRAMATTA_SQUARE);
  await page.goto('/profile');
  await openFromMenu(page, 'Waste audits');
  await page.locator('.ag-row .ag-cell:not([col-id^="ag-Grid-"])').first().click();
  const collections = page.getByRole('region', { name: 'Audit collections' });
  expectLabels(await columnTexts(collections, 'stage'), 'auditCollections', 'stage');
  await openFromMenu(page, 'Items');
  expectLabels(await columnTexts(page, 'furnitureStatus'), 'furnitureItems', 'furnitureStatus');
});

test('the profile names the building, not its tenancy key', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/profile');
  const building = page.locator('dt', { hasText: /^Building$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(building).toHaveText('Harbour Tower');
});

test('a Lite manager picks who counted a bin count, and reads plain messages with required markers', async ({ page }) => {
  await signIn(page, 'manager.lite');
  await page.goto('/profile');
  await openFromMenu(page, 'Bin counts');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const countedBy = page.getByLabel('Counted by', { exact: true });
  expect((await optionTexts(countedBy)).length).toBeGreaterThan(0);
  await expect(page.getByText('Could not load the list')).toHaveCount(0);

  // Required fields are marked, for the eye and for assistive technology.
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Counted by', { exact: true })).not.toHaveAttribute('aria-required', 'true');
  await expect(page.getByText(/required field/i).first()).toBeVisible();

  await page.getByLabel('Date', { exact: true }).fill('');
  await page.getByLabel('Bins', { exact: true }).fill('1.5');
  await page.getByRole('button', { name: /^(save|create)$/i }).click();
  await expect(page.getByText('Enter a date')).toBeVisible();
  await expect(page.getByText('Enter a whole number')).toBeVisible();
  await expect(page.getByText(/Invalid|expected/)).toHaveCount(0);
});

test('an administrator tells same-named tenants apart by their building', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/systemDashboard');
  // Every building has a "Base Building" occupier; the system view's Users form lists them all.
  await openFromMenu(page, 'Users');
  await page.locator('.ag-row').getByRole('button', { name: 'Edit' }).first().click();
  const tenants = await optionTexts(page.getByLabel('Tenant', { exact: true }));
  expect(new Set(tenants).size).toBe(tenants.length);
  expect(tenants.some((t) => / — Harbour Tower$/.test(t))).toBe(true);
});
