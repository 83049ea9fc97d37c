// A phone (390 × 844, issue 13 item 7): a list, a form and the landing report fit the screen's
// width (no sideways scrolling of the page), the list's pager is on screen, and a row's actions are
// one "⋯" menu instead of a pinned column taking half the width. Measured, not compared as images:
// each page's screenshot is kept with the test's results for a person to look at.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signIn } from './support/session';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function expectFitsThePhone(page: Page, testInfo: TestInfo, name: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  await testInfo.attach(`${name} at 390 px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
}

/** Inside the screen's width (a box cut off at the right edge is not "visible" to a person). */
async function expectOnScreen(page: Page, name: string, box: { x: number; width: number } | null) {
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
}

test('a manager on a phone: the landing report, a list with its pager and row menu, and a form fit 390 px', async ({ page }, testInfo) => {
  await signIn(page, 'manager');
  await page.goto('/');
  await expect(page).toHaveURL(/\/reports\/adv-report$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Generated waste')).toBeVisible();
  await expectFitsThePhone(page, testInfo, 'landing report');

  // The list, through the slide-out menu.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Collections' }).click();
  await nav.getByRole('link', { name: 'Collections', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections');
  const firstRow = page.locator('.ag-row[row-index="0"]');
  await expect(firstRow.first()).toBeVisible();
  await expectFitsThePhone(page, testInfo, 'list');
  const nextPage = page.locator('.ag-paging-panel').getByRole('button', { name: 'Next Page' });
  await expect(nextPage).toBeVisible();
  await expectOnScreen(page, 'the pager’s Next Page', await nextPage.boundingBox());
  await expectOnScreen(page, 'the row summary', await page.locator('.ag-paging-row-summary-panel').boundingBox());
  // No pinned actions column: the row's actions are its "⋯" menu, on screen.
  await expect(page.locator('.ag-pinned-right-header, .ag-grid-pinned-right-cells .ag-cell')).toHaveCount(0);
  const menu = firstRow.getByRole('button', { name: 'Row actions' });
  await expectOnScreen(page, 'the row menu', await menu.boundingBox());
  await menu.click();
  // A manager may view and edit collections, not delete them (the role's grants).
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Edit']);
  await page.getByRole('menuitem', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Collection: /);
  await expectFitsThePhone(page, testInfo, 'view');

  // The form, from the view's own Edit.
  await page.getByRole('main').locator('header').first().getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Collection form' })).toBeVisible();
  await expectFitsThePhone(page, testInfo, 'form');
});

/** Tall enough to tap (WCAG 2.5.8's 24 px) and inside the screen. */
async function expectTappable(page: Page, name: string, target: Locator) {
  const box = await target.boundingBox();
  await expectOnScreen(page, name, box);
  expect(box!.height, `${name}: its height`).toBeGreaterThanOrEqual(24);
}

test("on a phone the list's column chooser, Save view and a form fit, and their checkboxes' labels are 24 px tall to tap", async ({ page }, testInfo) => {
  await signIn(page, 'owner');
  await page.goto('/customers');
  await expect(page.locator('.ag-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  const columns = chooser.getByRole('listitem');
  await expect(columns.first()).toBeVisible();
  await expectFitsThePhone(page, testInfo, 'column chooser');
  for (const column of await columns.all()) {
    const name = (await column.locator('label').innerText()).trim();
    await expectTappable(page, `${name}'s label`, column.locator('label'));
    await expectTappable(page, `Move ${name} down`, column.getByRole('button', { name: `Move ${name} down` }));
  }
  await chooser.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await expectFitsThePhone(page, testInfo, 'save view');
  await expectTappable(page, 'the Share label', save.locator('label').filter({ has: page.getByRole('checkbox', { name: /Share with everyone/ }) }));
  await expectTappable(page, 'Save', save.getByRole('button', { name: 'Save' }));
  await save.getByRole('button', { name: 'Cancel' }).click();

  // A form's yes/no field is a checkbox with its label too.
  await page.locator('.ag-row').first().click();
  await page.getByRole('main').locator('header').first().getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Tenant form' });
  await expectTappable(page, 'the Base building label', form.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Base building' }) }));
});
