// The chrome in a real browser: the drawer's collapse survives a reload (stored under 'drawer'),
// below the medium breakpoint the top bar opens a slide-out drawer, the top bar says which building
// the session is in (issue 13 item 6), the portfolio launcher shows its switch working, and a
// password change ends with one verdict, not a red and a green toast.
import { expect, test } from '@playwright/test';
import { apiHeaders, authFor, DEMO_PASSWORD, signIn } from './support/session';

test('the drawer collapse persists across a reload', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/profile');
  const drawer = page.locator('aside#side-drawer');
  await expect(drawer).toHaveCSS('width', '240px');
  await page.getByRole('button', { name: 'Collapse side menu' }).click();
  await expect(drawer).toHaveCSS('width', '66px');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('drawer')))!)).toMatchObject({ open: false });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand side menu' })).toBeVisible();
  await expect(drawer).toHaveCSS('width', '66px');
  // Collapsed: names stay available as tooltips and accessible names.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Collections' })).toHaveAttribute('title', 'Collections');
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows the top bar and a slide-out drawer that closes when a link is followed', async ({ page }) => {
    await signIn(page, 'manager');
  await page.goto('/profile');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(menuButton).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Collapse side menu' })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Collections' }).click();
    await nav.getByRole('link', { name: /Collection Points/ }).click();
    await expect(page).toHaveURL(/\/collectionPoints$/);
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });
});

test.describe('where am I', () => {
  // Sessions bound to one building: no switcher, so the top bar names the building by itself.
  for (const { userName, building } of [
    { userName: 'manager', building: 'Harbour Tower' },
    { userName: 'manager.lite', building: 'Collins Place' },
    { userName: 'tenant', building: 'Harbour Tower' },
  ]) {
    test(`${userName} sees ${building} in the top bar`, async ({ page }) => {
      await signIn(page, userName);
      await page.goto('/profile');
      await expect(page.getByRole('banner').getByLabel('Current building')).toHaveText(new RegExp(`${building}$`));
    });
  }

  test('the portfolio launcher shows Open working, then lands in the building', async ({ page }) => {
    await signIn(page, 'portfolio');
    await page.goto('/reports/portfolio-report');
    const panel = page.getByRole('region', { name: 'Your buildings' });
    // The switch (POST /token) held back a moment, as on a slow line, so its progress can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/token', async (route) => {
      await held;
      await route.continue();
    });
    await panel.getByRole('button', { name: 'Open Collins Place' }).click();
    const busy = panel.getByRole('button', { name: 'Opening Collins Place' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveText('Opening…');
    await expect(panel.getByRole('button', { name: /^Open / }).first()).toBeDisabled();
    release();
    await expect(page.getByRole('combobox', { name: 'Building', exact: true })).toHaveValue('Collins Place');
    await expect(page.getByRole('button', { name: 'Portfolio View' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});

test('a refused, then accepted password change ends with one verdict: no red toast beside the green one', async ({ page }) => {
  // A demo user no other browser test signs in as; its password is put back at the end.
  const userName = 'tenantportfolio.building';
  const changed = 'Changed!2026x';
  try {
    await signIn(page, userName);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('Wrong!2026x');
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByLabel('Confirm new password').fill(changed);
    // Every toast the page raises from here on, counted as it appears (a toast closes by itself).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement && node.dataset.variant) seen.push(`${node.dataset.variant}: ${node.textContent}`);
          }
      }).observe(document.querySelector('section[aria-label="Notifications"]')!, { childList: true });
    });
    await page.getByRole('button', { name: 'Change password' }).click();
    // The refusal is said on its field.
    await expect(page.getByRole('main').getByText('The current password is incorrect.')).toBeVisible();
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)).toEqual(['success: Your password has been changed.']);
  } finally {
    // Put the password back whenever it was changed, also when an assertion failed after the change.
    const signedIn = await page.request.post('/token', { form: { grant_type: 'password', username: userName, password: changed } });
    if (signedIn.ok()) {
      const auth = await authFor(page.request, userName, changed);
      const back = await page.request.post('/api/User/ChangePassword', { headers: apiHeaders(auth), data: { currentPassword: changed, newPassword: DEMO_PASSWORD } });
      expect(back.status(), await back.text()).toBe(200);
    }
  }
});
