// Screens the menu does not list are reached from their section's list (spec §2.2, §2.3), and
// each link shows only to a session that may open it (spec §6).
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const SECTIONS = [
  {
    user: 'manager.supplier',
    list: '/transactions',
    heading: 'Transactions',
    links: [
      { name: 'Export transactions', path: '/transactions/export' },
      { name: 'Import transactions', path: '/transactions/import' },
    ],
  },
  {
    user: 'manager',
    list: '/collections',
    heading: 'Collections',
    links: [{ name: 'Contaminated collections report', path: '/contaminatedCollectionReport' }],
  },
] as const;

for (const section of SECTIONS) {
  test(`${section.list} links to ${section.links.map((l) => l.path).join(' and ')}`, async ({ page }) => {
    await signIn(page, section.user);
    for (const link of section.links) {
      await page.goto(section.list);
      await expect(page.getByRole('heading', { name: section.heading, exact: true })).toBeVisible();
      await page.getByRole('link', { name: link.name }).click();
      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect(page.getByText('You have no permission to view this page')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}

test('a read-only user sees no link to the transaction screens that need Edit', async ({ page }) => {
  await signIn(page, 'readonly');
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
  await expect(page.locator('.ag-root')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import transactions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export transactions' })).toHaveCount(0);
});
