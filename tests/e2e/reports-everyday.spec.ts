// Reports as a person uses them (#13 item 9 and the "Charts" line of its Why): the filters live in
// the address (reload, Back and a shared link keep them), every month label is drawn, numbers carry
// separators and units on axes and in tooltips, the month the period ends in the middle of is marked
// "to date" rather than drawn as a dive, and a Full-only manager is neither offered nor shown the
// Lite, Supplier and Audits reports.
import { expect, test, type Page } from '@playwright/test';
import { endsMidMonth } from '../../src/domain/report-charts';
import { NO_PERMISSION_TEXT } from '../../src/components/NoPermission';
import { signIn } from './support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const MONTH = /^[A-Z][a-z]{2} \d{2}( to date)?$/;

/** A chart's tick texts, months (the category axis) apart from values. */
async function ticksOf(card: ReturnType<Page['getByRole']>) {
  const all = await card.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  return { months: all.filter((t) => MONTH.test(t)), values: all.filter((t) => !MONTH.test(t)) };
}

/** A filter select by its label's own words (the label also holds the options' text). */
const select = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}`) }).locator('select');

/** Opens a menu group (if it is closed) and returns its list of entries. */
async function openGroup(page: Page, key: string, label: string) {
  const group = page.locator(`#menu-group-${key}`);
  if (!(await group.isVisible())) await menu(page).getByRole('button', { name: label }).click();
  await expect(group).toBeVisible();
  return group;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/reports/adv-report');
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible();
});

test('the filters stay in the address: reload, Back and a shared link keep them', async ({ page, context }) => {
  const from = page.getByLabel('From', { exact: true });
  const stream = select(page, 'Stream');
  await from.fill('2026-01-01');
  await stream.selectOption({ index: 1 });
  const streamName = (await stream.locator('option').nth(1).textContent())!;
  // The select follows the address: read what it shows once the address holds the choice.
  await expect(page).toHaveURL(/[?&]from=2026-01-01\b.*[?&]stream=\d+/);
  await expect(stream.locator('option:checked')).toHaveText(streamName);

  await page.reload();
  await expect(from).toHaveValue('2026-01-01');
  await expect(stream.locator('option:checked')).toHaveText(streamName);

  // Away through the menu, then Back.
  await (await openGroup(page, 'collections', 'Collections')).getByRole('link', { name: 'Collections', exact: true }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await page.goBack();
  await expect(from).toHaveValue('2026-01-01');
  await expect(stream.locator('option:checked')).toHaveText(streamName);

  // The address, opened in another tab.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByLabel('From', { exact: true })).toHaveValue('2026-01-01');
  await expect(select(other, 'Stream').locator('option:checked')).toHaveText(streamName);
});

test('charts draw every month, numbers with separators and units, and the partial month as "to date"', async ({ page }) => {
  const weights = page.getByRole('region', { name: 'Generated kg by stream and month' });
  await expect(weights.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const { months: labels, values } = await ticksOf(weights);
  const partial = endsMidMonth(new Date().toISOString().slice(0, 10));
  expect(labels, 'every month labelled, none skipped').toHaveLength(12);
  expect(labels.slice(0, 11).every((l) => !l.endsWith('to date')), labels.join(' | ')).toBe(true);
  expect(labels[11]!.endsWith(' to date')).toBe(partial);
  if (partial) await expect(weights.locator('path[fill^="url(#to-date-"]').first()).toBeAttached();

  expect(values.length).toBeGreaterThan(2);
  for (const tick of values) expect(tick).toMatch(/^\d{1,3}(,\d{3})*(\.\d)? (kg|t)$/);

  // The tooltip of a month: each stream's kg as a table prints it.
  await weights.locator('.recharts-bar-rectangle').nth(3).hover();
  await expect(weights.locator('.recharts-tooltip-wrapper')).toContainText(/\d kg/);

  // The blocks are drawn one per frame after the figures (Blocks.tsx): wait for this one's line.
  const diversion = page.getByRole('region', { name: 'Diversion % by month' });
  await expect(diversion.locator('.recharts-line').first()).toBeVisible();
  const trend = await ticksOf(diversion);
  expect(trend.months).toHaveLength(12);
  for (const tick of trend.values) expect(tick).toMatch(/^\d+%$/);
  if (partial) await expect(diversion.locator('.recharts-line-curve[stroke-dasharray="5 4"]')).toBeAttached();

  for (const tile of await page.getByRole('list', { name: 'Key figures' }).getByRole('listitem').allTextContents()) {
    expect(tile, 'no long figure without separators').not.toMatch(/\d{4}/);
  }
});

test("a Full-only manager is not offered the other editions' reports, and cannot open them", async ({ page }) => {
  await expect((await openGroup(page, 'collections', 'Collections')).getByRole('link', { name: 'Report', exact: true })).toBeVisible();
  const count = await openGroup(page, 'count', 'Count');
  await expect(count.getByRole('link', { name: 'Bin Counts' })).toBeVisible();
  await expect(count.getByRole('link', { name: 'Report', exact: true })).toHaveCount(0);
  await expect((await openGroup(page, 'supplierWaste', 'Supplier Waste')).getByRole('link', { name: 'Report', exact: true })).toHaveCount(0);
  await expect((await openGroup(page, 'audits', 'Audits')).getByRole('link', { name: 'Report', exact: true })).toHaveCount(0);
  // No link leads there any more; an old bookmark is refused.
  for (const path of ['/reports/lite-report', '/reports/swr-report', '/reports/audit', '/dashboard-lite']) {
    await page.goto(path);
    await expect(page.getByText(NO_PERMISSION_TEXT), path).toBeVisible();
  }
});
