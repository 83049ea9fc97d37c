// Working with lists as people do (issue #14 items 1–4, #13 item 5): the quick search, the list's
// state in its URL (shared, bookmarked, Back), the column chooser, the page size and the Building
// column, driven through the list's own controls and read from the screen.
import { expect, test, type Page } from '@playwright/test';
import { filterColumn, gridRows } from './support/grid';
import { apiHeaders, signIn, signInViaUi } from './support/session';

const summary = (page: Page) => page.locator('.ag-paging-row-summary-panel');

/** The rendered rows' cells of the column `colId`, in the rows' order on screen. */
async function columnTexts(page: Page, colId: string): Promise<string[]> {
  const cells = page.locator(`.ag-row .ag-cell[col-id="${colId}"]`);
  // Loading rows have no cells of their own yet, and AG Grid draws a page's rows over several
  // frames: read once every row of the page the pager names ("1 to 18 of 18") has its cell (a read
  // after the first row alone once found 1 of 18).
  await expect(cells.first()).toBeVisible();
  await expect
    .poll(async () => {
      const range = /(\d[\d,]*) to (\d[\d,]*) of/.exec((await summary(page).textContent()) ?? '');
      const shown = range ? Number(range[2]!.replace(/,/g, '')) - Number(range[1]!.replace(/,/g, '')) + 1 : -1;
      return shown === (await cells.count());
    })
    .toBe(true);
  const texts = await cells.evaluateAll((nodes) =>
    nodes.map((n) => ({ row: Number(n.closest('.ag-row')?.getAttribute('row-index')), text: (n as HTMLElement).innerText })),
  );
  return texts.sort((a, b) => a.row - b.row).map((c) => c.text);
}

/** The column headers' ids, left to right. */
async function headerOrder(page: Page): Promise<string[]> {
  const headers = await page.locator('.ag-header-cell[col-id]').evaluateAll((nodes) =>
    nodes.map((n) => ({ at: n.getBoundingClientRect().left, id: n.getAttribute('col-id') ?? '' })),
  );
  return headers.sort((a, b) => a.at - b.at).map((h) => h.id);
}

test('choosing 50 rows a page keeps 50 (it used to snap back to 20)', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/collections');
  await expect(gridRows(page).first()).toBeVisible();
  await page.locator('.ag-paging-panel').getByRole('combobox').click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(summary(page)).toContainText(/1 to 50 of/);
  // Still 50 after the grid has settled, and after a reload (the size is kept with the list).
  await page.waitForTimeout(1000);
  await expect(summary(page)).toContainText(/1 to 50 of/);
  await page.reload();
  await expect(summary(page)).toContainText(/1 to 50 of/);
});

test("typing part of a tenant's name finds its collections", async ({ page }) => {
  const auth = await signIn(page, 'manager');
  const answer = await page.request.put('/api/Customers/Get', { headers: apiHeaders(auth), data: { take: 1 } });
  const tenant = String(((await answer.json()) as { data: { name: string }[] }).data[0]!.name);
  const part = tenant.split(/\s+/)[0]!.slice(0, 5);
  await page.goto('/collections');
  await expect(gridRows(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search collections' }).pressSequentially(part.toLowerCase(), { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(part.toLowerCase())}`));
  await expect
    .poll(async () => {
      const services = await columnTexts(page, 'collectionServiceIdLabel');
      return services.length > 0 && services.every((s) => s.toLowerCase().includes(part.toLowerCase()));
    })
    .toBe(true);
});

test('a filtered, sorted list URL shows the same rows elsewhere, and Back restores the previous filter', async ({ page, browser }) => {
  await signIn(page, 'manager');
  await page.goto('/customers');
  const all = await columnTexts(page, 'name');
  // Sorted by name, descending: two clicks on the header.
  const header = page.locator('.ag-header-cell[col-id="name"] .ag-header-cell-label');
  await header.click();
  await header.click();
  await expect(page).toHaveURL(/sort=name\.desc/);
  await filterColumn(page, 'Name', 'a');
  await expect(page).toHaveURL(/filter=/);
  // The address changes with the filter; the rows once the filtered page has come.
  await expect.poll(async () => (await columnTexts(page, 'name')).every((n) => n.toLowerCase().includes('a'))).toBe(true);
  const withA = await columnTexts(page, 'name');
  expect([...withA].sort((x, y) => y.localeCompare(x, 'en'))).toEqual(withA);
  const shared = page.url();

  const other = await browser.newContext({ baseURL: new URL(shared).origin });
  const second = await other.newPage();
  await signIn(second, 'manager');
  await second.goto(shared);
  await expect.poll(() => columnTexts(second, 'name')).toEqual(withA);
  await other.close();

  // A narrower filter, then Back: the previous filter's rows come back.
  await page.getByRole('searchbox', { name: 'Search tenants' }).fill(withA[0]!);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect.poll(async () => (await columnTexts(page, 'name')).length).toBeLessThan(withA.length + 1);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue('');
  await expect.poll(() => columnTexts(page, 'name')).toEqual(withA);
  await page.goBack();
  await expect(page).not.toHaveURL(/filter=/);
  await expect.poll(async () => (await columnTexts(page, 'name')).length).toBe(Math.min(all.length, 20));
});

test('a hidden column stays hidden after a reload, and moves where it is put', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/customers');
  await expect(gridRows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Code' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  // The list's own columns only: AG Grid's selection column is not one (it showed as "ag-Grid-SelectionColumn").
  await expect(chooser.getByRole('checkbox').first()).toHaveAccessibleName('Name');
  await expect(chooser.getByRole('checkbox', { name: /ag-Grid/ })).toHaveCount(0);
  await chooser.getByRole('checkbox', { name: 'Code' }).uncheck();
  // Up twice: past Code (hidden, still in the order) and past Name.
  await chooser.getByRole('button', { name: 'Move ABN up' }).click();
  await chooser.getByRole('button', { name: 'Move ABN up' }).click();
  await chooser.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('columnheader', { name: 'Code' })).toHaveCount(0);
  await page.reload();
  await expect(gridRows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Code' })).toHaveCount(0);
  const headers = await headerOrder(page);
  expect(headers.indexOf('abn')).toBeGreaterThanOrEqual(0);
  expect(headers.indexOf('abn')).toBeLessThan(headers.indexOf('name'));
});

test("the administrator's all-building list has a Building column, sized to its names", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/customers');
  await expect(page.getByRole('columnheader', { name: 'Building', exact: true })).toBeVisible();
  const buildings = await columnTexts(page, 'tenantIdLabel');
  expect(buildings.filter(Boolean).length).toBeGreaterThan(0);
  // Sized to the content: no building name is cut short ("Harbour T…").
  const cut = await page
    .locator('.ag-row .ag-cell[col-id="tenantIdLabel"]')
    .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
  expect(cut).toBe(0);
});

test('a saved view comes back after signing out and in', async ({ page, browser }) => {
  await page.goto('/login');
  await signInViaUi(page, 'owner');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customers');
  const all = await columnTexts(page, 'name');
  await filterColumn(page, 'Name', 'an');
  const filtered = await columnTexts(page, 'name');
  expect(filtered.length).toBeLessThan(all.length);
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const viewName = `Names with "an" ${Date.now()}`;
  await page.getByRole('dialog', { name: 'Save view' }).getByLabel('Name').fill(viewName);
  await page.getByRole('dialog', { name: 'Save view' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`View “${viewName}” saved.`)).toBeVisible();

  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  // Signed in again on another browser (nothing of the list kept in its storage): the view is the server's.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const again = await other.newPage();
  await again.goto('/login');
  await signInViaUi(again, 'owner');
  await expect(again).not.toHaveURL(/\/login/);
  await again.goto('/customers');
  await expect.poll(async () => (await columnTexts(again, 'name')).length).toBe(all.length);
  await again.getByRole('button', { name: 'Saved views' }).click();
  await again.getByRole('menuitem', { name: viewName }).click();
  await expect.poll(() => columnTexts(again, 'name')).toEqual(filtered);
  await expect(again).toHaveURL(/filter=/);
  await other.close();
});
