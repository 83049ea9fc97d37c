// Export to Excel of a large grid (issue 5): the collections of Harbour Tower under 100 kg (tens of
// thousands: every seeded one; other tests write heavier ones while this runs) download as a valid
// .xlsx whose data rows are exactly the filtered rows' count, while the notice shows the file
// being prepared and then received (a percentage: the server sends the file's length).
import { expect, test } from '@playwright/test';
import { adminInBuilding, gridRead, HARBOUR_TOWER } from './support/building-session';
import { filterColumn } from './support/grid';
import { downloadedWorkbook } from './support/workbook';

test('Collections: Export to Excel downloads every row of the grid, with a progress notice', async ({ page }) => {
  test.setTimeout(240_000);
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const underCap = { logic: 'and', filters: [{ field: 'netKg', operator: 'lt', value: 100 }] };
  // The grid counts up to 10,000 rows or to the end of the page asked for: a page near row
  // 100,000 gets the exact total.
  const { total, totalCapped } = await gridRead(page.request, auth, 'Collections', { skip: 99_999, take: 1, filter: underCap });
  expect(totalCapped).toBeUndefined();
  expect(total).toBeGreaterThan(10_000);

  // Every text the notice shows, however briefly, recorded in the page as it changes.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { exportNoticeTexts: string[] }).exportNoticeTexts = seen;
    new MutationObserver(() => {
      const notice = document.querySelector('[aria-label="Export to Excel"][role="status"]');
      const text = notice?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  await page.goto('/collections');
  await expect(page.getByRole('heading', { name: 'Collections', exact: true })).toBeVisible();
  await filterColumn(page, 'Net (kg)', '100', 'Less than');
  // Over 10,000 rows the grid says so rather than counting them all.
  await expect(page.getByTestId('grid-total-capped')).toHaveText('More than 10,000 rows');

  const downloading = page.waitForEvent('download', { timeout: 200_000 });
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page.getByRole('status', { name: 'Export to Excel' })).toContainText('Exporting collections');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Collections \d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/^Collections exported \(\d+\.\d MB\)\.$/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Export to Excel' })).toHaveCount(0);

  const sheet = (await downloadedWorkbook(download)).worksheets[0]!;
  expect(sheet.name).toBe('Collections');
  expect(sheet.getRow(1).getCell(1).value).toBe('Collected at');
  expect(sheet.actualRowCount - 1).toBe(total);

  const texts = await page.evaluate(() => (window as unknown as { exportNoticeTexts: string[] }).exportNoticeTexts);
  expect(texts.some((t) => t.includes('Preparing the file…'))).toBe(true);
  expect(texts.some((t) => /\d+% \([\d.]+ (KB|MB) of [\d.]+ MB\) received/.test(t))).toBe(true);
});
