// Signing in (spec §2.4, §2.5, §7): every demo user lands where the landing rules say, a deep link
// survives the detour through sign-in, and the server's own words are shown when it says no.
import { expect, test } from '@playwright/test';
import { DEMO_USERS, pathOf, signInViaUi } from './support/session';

test.describe('sign-in lands every demo user on the page spec §2.5 names', () => {
  for (const user of DEMO_USERS) {
    const expected = user.forceChangePassword ? '/createNewPassword' : user.landing;
    test(`${user.userName} (${user.role}, ${user.edition}) → ${expected}`, async ({ page }) => {
      await page.goto('/login');
      await signInViaUi(page, user.userName);
      await expect(page).toHaveURL((url) => url.pathname === expected);
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
      // Signed in: the stored session is the one the page acts on.
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null')?.userToken?.firstName)).toBe(
        user.firstName,
      );
    });
  }
});

test('a deep link opened while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/equipment?view=all');
  await expect(page).toHaveURL('/login?returnUrl=%2Fequipment%3Fview%3Dall');
  await signInViaUi(page, 'manager');
  await expect(page).toHaveURL('/equipment?view=all');
});

test('/ goes to sign-in, replacing the history entry', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await page.goBack();
  // The entry for / was replaced by /login: back leads to the page before it, not to / again.
  await expect(page).toHaveURL('about:blank');
});

test('a refused sign-in shows the server message and keeps the user on the page', async ({ page }) => {
  await page.goto('/login');
  await signInViaUi(page, 'nobody.e2e', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('The user name or password is incorrect.');
  expect(pathOf(page)).toBe('/login');
});

test('the sign-in form says what is missing, on the field, and focuses it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const userName = page.getByLabel('User name');
  await expect(userName).toHaveAttribute('aria-invalid', 'true');
  await expect(userName).toBeFocused();
  await expect(userName).toHaveAccessibleDescription('Enter your user name');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter your password');
});

test('forgot password shows the server’s neutral answer', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgotPassword');
  await page.getByLabel('User name').fill('manager');
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'password reset instructions' })).toHaveText(
    'If an account with that user name exists, password reset instructions have been sent to its email address.',
  );
});
