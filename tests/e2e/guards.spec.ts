// Guards and router errors (spec §2.3, §2.4, §8) in the browser.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('an unknown URL gives 404 Not Found', async ({ page }) => {
  await page.goto('/no-such-section/at-all');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

test('a screen without the exact qualifier shows the no-permission page (tenant on /equipment/create)', async ({ page }) => {
  await signIn(page, 'tenant');
  await page.goto('/equipment/create');
  await expect(page.getByRole('heading', { name: 'You have no permission to view this page' })).toBeVisible();
  // Inside the shell: the user stays signed in and can go elsewhere.
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('a signed-in user who opens the sign-in page is sent to their landing page', async ({ page }) => {
  await signIn(page, 'manager.lite');
  await page.goto('/login');
  await expect(page).toHaveURL('/reports/lite-report');
  await page.goto('/forgotPassword');
  await expect(page).toHaveURL('/reports/lite-report');
});

test('signing out in another tab signs this tab out too', async ({ page, context }) => {
  await signIn(page, 'manager');
  await page.goto('/help');
  await expect(page).toHaveURL('/help');
  const other = await context.newPage();
  await other.goto('/help');
  await other.evaluate(() => localStorage.removeItem('auth'));
  // A session that ended leaves no return address for whoever signs in next (issue #13).
  await expect(page).toHaveURL('/login');
  await other.close();
});
