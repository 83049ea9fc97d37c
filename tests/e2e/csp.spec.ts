// The Content-Security-Policy the server sends (src/server/http/security-headers.ts) breaks nothing:
// through the sign-in page, a report with its charts, an AG Grid list, the Radix user menu and an
// image preview from a blob: URL, the browser reports no violation.
import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '../server/controllers/upload-fixtures';
import { adminInBuilding, HARBOUR_TOWER } from './support/building-session';
import { signIn } from './support/session';

/** Every CSP violation the page reports, and the console's CSP errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('the sign-in page is sent with the policy and loads under it', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/login');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a report with its charts runs under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'manager');
  await page.goto('/reports/adv-report');
  await expect(page.getByRole('heading', { name: 'Waste and recycling report' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an AG Grid list and the Radix user menu run under the policy', async ({ page }) => {
  // The grid's chunk is the largest of the app: slow to load on a busy two-core machine.
  test.slow();
  const violations = await watchViolations(page);
  await signIn(page, 'manager');
  await page.goto('/collections');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an image preview from a blob: URL runs under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await adminInBuilding(page, HARBOUR_TOWER);
  await page.goto('/equipment/create');
  await page.getByLabel('Add images').setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: pngImage(4, 3) }]);
  const preview = page.getByRole('list', { name: 'Images' }).getByRole('img').first();
  await expect.poll(() => preview.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});
