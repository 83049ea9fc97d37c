// Issue #13 (date filters), as a person does it: on the Collections list of Harbour Tower (Sydney)
// the "Collected at" filter set to "Between 01/03/2026 and 31/03/2026" through the grid's own
// filter menu shows the evening collections of 31 March (they fell outside a UTC-midnight cut),
// and "Equals 31/03/2026" shows that whole day. The browser runs in London here: the times on the
// screen are still Harbour Tower's (Sydney) clock, as dd/mm/yyyy h:mm am/pm.
import { expect, test, type Page } from '@playwright/test';
import { formatDateTimeIn } from '../../src/domain/building-time';
import { gridRead } from './support/building-session';
import { gridRows } from './support/grid';
import { signIn } from './support/session';

/** Opens the column's filter menu and applies `operator` with one or two dates (yyyy-mm-dd). */
async function filterDates(page: Page, headerName: string, operator: string, ...dates: string[]): Promise<void> {
  const header = page.locator('.ag-header-cell').filter({ has: page.getByText(headerName, { exact: true }) });
  await header.hover();
  await header.locator('.ag-header-cell-filter-button, .ag-header-cell-menu-button').first().click();
  const popup = page.locator('.ag-filter').last();
  await popup.locator('.ag-filter-select').first().click();
  await page.getByRole('listbox', { name: 'Select Field' }).getByRole('option', { name: operator, exact: true }).click();
  const inputs = popup.locator('input:visible');
  for (const [i, date] of dates.entries()) await inputs.nth(i).fill(date);
  await popup.getByRole('button', { name: 'Apply' }).click();
  await expect(popup).toBeHidden();
}

/** The "Collected at" text of the grid's first row. */
async function firstCollectedAt(page: Page): Promise<string> {
  const cell = gridRows(page).first().locator('[col-id="collectedAt"]');
  await expect(cell).toBeVisible();
  return (await cell.textContent()) ?? '';
}

test.use({ timezoneId: 'Europe/London' });

test('Collections: "between 01/03 and 31/03" and "equals 31/03" keep the evening of 31 March', async ({ page }) => {
  const auth = await signIn(page, 'manager');
  // The data this is about: collections on 31 March after 11 am in Sydney (after 00:00 UTC).
  const evening = await gridRead(page.request, auth, 'Collections', {
    take: 1,
    filter: { logic: 'and', filters: [{ field: 'collectedAt', operator: 'gte', value: '2026-03-31T00:00:00Z' }, { field: 'collectedAt', operator: 'lt', value: '2026-03-31T13:00:00Z' }] },
  });
  expect(evening.total, 'seeded collections on the evening of 31/03/2026').toBeGreaterThan(0);

  await page.goto('/collections');
  await expect(page.getByRole('heading', { name: 'Collections', exact: true })).toBeVisible();
  // The list opens newest first (the declaration's default sort).
  await filterDates(page, 'Collected at', 'Between', '2026-03-01', '2026-03-31');
  await expect.poll(() => firstCollectedAt(page)).toMatch(/^31\/03\/2026/);

  await filterDates(page, 'Collected at', 'Equals', '2026-03-31');
  const latest = await gridRead<{ collectedAt: string }>(page.request, auth, 'Collections', {
    take: 1,
    sort: [{ field: 'collectedAt', dir: 'desc' }],
    filter: { logic: 'and', filters: [{ field: 'collectedAt', operator: 'eq', value: '2026-03-31' }] },
  });
  // The last collection of 31 March on Sydney's clock, e.g. "31/03/2026 11:26 pm".
  const expected = formatDateTimeIn(latest.data[0]!.collectedAt, 'Australia/Sydney');
  expect(expected).toMatch(/^31\/03\/2026 \d{1,2}:\d{2} [ap]m$/);
  await expect.poll(() => firstCollectedAt(page)).toBe(expected);
  await expect(page.locator('.ag-paging-row-summary-panel')).not.toContainText(/of 0\b/);
});
