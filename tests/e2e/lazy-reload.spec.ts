// Spec §2.4: a failed lazy load reloads the page — once per chunk, never in a loop. Issue #13 saw
// 33 reloads in 15 s when one screen's chunk kept failing (the layout's chunk loading fine cleared
// the one "reload tried" flag). Now: one reload, then the error page with its Reload button.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('a screen chunk that keeps failing reloads the page once, then shows the error page', async ({ page }) => {
  await signIn(page, 'manager');
  await page.route('**/assets/HelpPage-*.js', (route) => route.abort());
  let loads = 0;
  page.on('load', () => void loads++);
  await page.goto('/help');
  const reload = page.getByRole('button', { name: 'Reload the page' });
  await expect(reload).toBeVisible();
  // Time for a loop to show itself, had there been one.
  await page.waitForTimeout(3000);
  expect(loads).toBe(2);
  // The button reloads once more (the user asked), and the error page stays: still no loop.
  await reload.click();
  await expect(reload).toBeVisible();
  await page.waitForTimeout(2000);
  expect(loads).toBe(3);
});
