// The forced password change end to end (spec §2.4, §4) with the demo user newstaff: before any
// other page, rules checked on the fields, the server's refusal shown on its field, then the
// landing page; the flag stays cleared after a reload.
import { DEMO_PASSWORD, demoUser, pathOf, signInViaUi } from './support/session';
import { expect, test } from './support/own-server';

test('newstaff changes the default password before anything else, then lands on the full report', async ({ page }) => {
  const newstaff = demoUser('newstaff');
  await page.goto('/collections');
  await expect(page).toHaveURL('/login?returnUrl=%2Fcollections');
  await signInViaUi(page, newstaff.userName);
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
  expect(pathOf(page)).toBe('/createNewPassword');

  // No other page before the change.
  await page.goto('/help');
  await expect(page).toHaveURL('/createNewPassword?returnUrl=%2Fhelp');

  const current = page.getByLabel('Current (default) password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const save = page.getByRole('button', { name: 'Save password' });

  // The client mirrors the server's rules.
  await current.fill(DEMO_PASSWORD);
  await next.fill('short1');
  await confirm.fill('short2');
  await save.click();
  await expect(next).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeFocused();
  await expect(page.getByText('At least 8 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  // The server's refusal lands on its field.
  await current.fill('not-the-password');
  await next.fill('Greener2026');
  await confirm.fill('Greener2026');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('The current password is incorrect.');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('The current password is incorrect.');

  await current.fill(DEMO_PASSWORD);
  await save.click();
  // The user was going to /help; the guard lets them continue there after the change.
  await expect(page).toHaveURL('/help');
  await page.goto('/createNewPassword');
  await expect(page).toHaveURL(newstaff.landing);
  await page.reload();
  await expect(page).toHaveURL(newstaff.landing);
});
