// axe-core finds no serious or critical violation on the sign-in page, the side menu and the top bar.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

// axe-core compiles its message templates with new Function, which the product's policy (no
// 'unsafe-eval', src/server/http/security-headers.ts) refuses: the audit tool, not the page, needs
// the exception. tests/e2e/csp.spec.ts checks the pages under the policy itself.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the side menu, expanded and collapsed', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/buildings');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await seriousViolations(page, '#side-drawer')).toEqual([]);
  await page.getByRole('button', { name: 'Collapse side menu' }).click();
  expect(await seriousViolations(page, '#side-drawer')).toEqual([]);
});

test('the top bar with its user menu open', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Building' })).toBeVisible();
  expect(await seriousViolations(page, 'header')).toEqual([]);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page, 'header')).toEqual([]);
  expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
});

// The everyday screens of a building manager (issue 13 "Must show"): a list, a record's view, its
// form and the landing report, each reached through the app's own links.
test('a list, a view, a form and the landing report', async ({ page }) => {
  // Four full-page audits (a grid and charts among them) on two busy cores.
  test.slow();
  await signIn(page, 'manager');
  await page.goto('/');
  await expect(page).toHaveURL(/\/reports\/adv-report$/);
  await expect(page.getByText('Generated waste')).toBeVisible();
  expect(await seriousViolations(page), 'the landing report').toEqual([]);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Collections' }).click();
  await nav.getByRole('link', { name: 'Collections', exact: true }).click();
  const firstCell = page.locator('.ag-row[row-index="0"] .ag-cell:not([col-id="actions"]):not([col-id^="ag-Grid-"])').first();
  await expect(firstCell).toBeVisible();
  expect(await seriousViolations(page), 'the list').toEqual([]);

  await expect(async () => {
    if (!page.url().includes('/view/')) await firstCell.click();
    await expect(page).toHaveURL(/\/collections\/view\/\d+$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Collection: /);
  expect(await seriousViolations(page), 'the view').toEqual([]);

  await page.getByRole('main').locator('header').first().getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Collection form' })).toBeVisible();
  expect(await seriousViolations(page), 'the form').toEqual([]);
});
