// The chrome in a real browser: the drawer's collapse survives a reload (stored under 'drawer'),
// and below the medium breakpoint the top bar opens a slide-out drawer.
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

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
