// What the session leaves in browser storage and in the address bar (spec §2.4, §9; issue #13):
// a stored session that is not shaped like one starts the app signed out instead of crashing it,
// the company configuration is kept under `companyConfigSlice`, and a sign-out leaves no return
// address for the next person to sign in.
import { expect, test, type Page } from '@playwright/test';
import { authFor, demoUser, navigateInApp, signInViaUi, storedAuth } from './support/session';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('a stored session with tokens but no permissions starts signed out, and the bad entry is cleared', async ({ page }) => {
  const { permissions: _, ...withoutPermissions } = await authFor(page.request, 'manager');
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:auth-injected')) return;
    localStorage.setItem('auth', value);
    sessionStorage.setItem('e2e:auth-injected', '1');
  }, JSON.stringify(withoutPermissions));
  await page.goto('/help');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  expect(await stored(page, 'auth')).toBeNull();
  // Signing in again works as usual, and the visitor (no session ended here) gets where they were going.
  await signInViaUi(page, 'manager');
  await expect(page).toHaveURL('/help');
});

test('the company configuration is stored under companyConfigSlice and cleared on sign-out', async ({ page }) => {
  await page.goto('/login');
  await signInViaUi(page, 'manager');
  await expect(page).toHaveURL((url) => url.pathname === demoUser('manager').landing);
  const auth = await storedAuth(page);
  expect(auth?.companyConfiguration?.companyName).toBeTruthy();
  expect(JSON.parse((await stored(page, 'companyConfigSlice')) ?? 'null')).toEqual(auth?.companyConfiguration);
  await signOut(page);
  await expect(page).toHaveURL('/login');
  expect(await stored(page, 'companyConfigSlice')).toBeNull();
});

test('after a sign-out the next person lands on their own page, not the previous user\'s', async ({ page }) => {
  await page.goto('/login');
  await signInViaUi(page, 'manager');
  await expect(page).toHaveURL((url) => url.pathname === demoUser('manager').landing);
  await navigateInApp(page, '/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true })).toBeVisible();
  await signOut(page);
  // No return address is kept from the session that ended.
  await expect(page).toHaveURL('/login');
  await signInViaUi(page, 'manager.lite');
  await expect(page).toHaveURL('/reports/lite-report');
});
