// A half-filled form is not lost to the browser's Back or a reload (issue 13 item 10): Back asks
// "Leave without saving?" — Stay keeps the typing, Leave goes — and a reload meets the browser's
// own beforeunload prompt. On an entity form and on the profile's
// own forms, which had no guard.
import { expect, test, type Page } from '@playwright/test';
import { pathOf, signIn } from './support/session';

const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });

test('an entity form: Back asks (Stay keeps the typing, Leave goes back), a reload asks the browser', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/contacts');
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  const name = form.getByRole('textbox').first();
  await name.fill('Half filled');

  await page.goBack();
  await expect(confirm(page)).toBeVisible();
  await confirm(page).getByRole('button', { name: 'Stay' }).click();
  await expect(confirm(page)).toBeHidden();
  expect(pathOf(page)).toBe('/contacts/create');
  await expect(name).toHaveValue('Half filled');

  // A reload: the browser's own prompt; dismissed, the page and its typing stay.
  const prompt = page.waitForEvent('dialog');
  const reload = page.reload({ timeout: 5_000 }).catch(() => 'not reloaded');
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(await reload).toBe('not reloaded');
  await expect(name).toHaveValue('Half filled');

  // Back again, then Leave: back on the list. (Alt+← is the browser window's shortcut, which
  // headless Chromium does not have: the browser's Back is what it does.)
  await page.goBack();
  await expect(confirm(page)).toBeVisible();
  await confirm(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
});

test('the profile forms: Back asks before dropping an edit of my details or a half-typed password', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit general information' }).click();
  await page.getByLabel('First name').fill('Maxine');
  await page.goBack();
  await expect(confirm(page)).toBeVisible();
  await confirm(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Maxine');
  expect(pathOf(page)).toBe('/profile/general-info-edit');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm(page)).toBeVisible();
  await confirm(page).getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill('half typed');
  await page.goBack();
  await expect(confirm(page)).toBeVisible();
  await confirm(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
