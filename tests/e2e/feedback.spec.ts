// App-wide feedback (spec §2.7, §8): the loading overlay after 500 ms of pending requests, and an
// error toast when a query fails.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const OVERLAY_TEXT = 'Please wait...';

/** Records whether the overlay was ever in the page, however briefly. */
async function watchOverlay(page: Page): Promise<void> {
  await page.addInitScript((text) => {
    const seen = () => {
      if (document.body?.innerText.includes(text)) (window as unknown as { overlaySeen: boolean }).overlaySeen = true;
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
  }, OVERLAY_TEXT);
}
const overlaySeen = (page: Page) => page.evaluate(() => (window as unknown as { overlaySeen?: boolean }).overlaySeen === true);

async function askForReset(page: Page): Promise<void> {
  await page.goto('/forgotPassword');
  await page.getByLabel('User name').fill('manager');
  await page.getByRole('button', { name: 'Send reset email' }).click();
}

test('a request answered within 500 ms never shows the overlay', async ({ page }) => {
  await watchOverlay(page);
  const answered = page.waitForResponse((r) => r.url().includes('/api/User/ForgotPassword'));
  await askForReset(page);
  await answered;
  await expect(page.getByRole('status').filter({ hasText: 'password reset instructions' })).toBeVisible();
  // Past the delay: had the overlay been scheduled, it would be there now.
  await page.waitForTimeout(700);
  expect(await overlaySeen(page)).toBe(false);
});

test('a request pending for 1.5 s shows "Please wait..." until it is answered', async ({ page }) => {
  await page.route('**/api/User/ForgotPassword**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await askForReset(page);
  const overlay = page.getByRole('status').filter({ hasText: OVERLAY_TEXT });
  await expect(overlay).toBeVisible({ timeout: 1400 });
  await expect(page.getByRole('status').filter({ hasText: 'password reset instructions' })).toBeVisible();
  await expect(overlay).toHaveCount(0);
});

test('a failed query shows an error toast with the server message', async ({ page }) => {
  await page.route('**/api/User/GetProfile', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Profile store is down', systemMessage: 'db timeout' }) }),
  );
  await signIn(page, 'manager');
  await page.goto('/profile');
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(toast).toHaveText('Profile store is down');
  // Toasts close themselves after 5 s (spec §2.7).
  await expect(toast).toHaveCount(0, { timeout: 7000 });
});
