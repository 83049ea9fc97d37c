// Issue 13 (times in the building's zone), on the screens session 5 left: the browser runs in New
// York, the buildings are in Australia. Signed in once as the administrator, as a person works:
// the system dashboard's Recent activity reads each record's building clock as dd/mm/yyyy h:mm
// am/pm (it printed the browser's "24 Nov 2026, 05:14"); then Buildings → Open Harbour Tower, the
// menu's Collections → Create, a collection typed as collected at 15/01/2026 9:30 am is that on
// the building's clock — on its view and back in its edit form (the form read and wrote the
// browser's clock, so it was stored 15 hours off). The collection is deleted through its view.
import { expect, test, type Page } from '@playwright/test';
import type { SystemDashboardData } from '../../src/api/system-dashboard';
import { SYSTEM_DASHBOARD_PATH } from '../../src/api/system-dashboard';
import { BUILDING_ZONES_PATH, type BuildingZone } from '../../src/api/building-zones';
import { DEFAULT_TIME_ZONE, formatDateTimeIn } from '../../src/domain/building-time';
import { definition } from './support/record-view';
import { signIn } from './support/session';

test.use({ timezoneId: 'America/New_York' });

const answerOf = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());

test("in New York, the dashboard's activity and a collection typed in its form read on the building's clock", async ({ page }) => {
  test.slow();
  const dashboardAnswer = answerOf(page, SYSTEM_DASHBOARD_PATH);
  const zonesAnswer = answerOf(page, BUILDING_ZONES_PATH);
  await signIn(page, 'admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System dashboard', level: 1 })).toBeVisible();
  const dashboard = (await (await dashboardAnswer).json()) as SystemDashboardData;
  const zones = (await (await zonesAnswer).json()) as BuildingZone[];
  const zoneOf = (tenantId: number | null) => zones.find((z) => z.tenantId === tenantId)?.timeZone ?? DEFAULT_TIME_ZONE;

  await test.step('Recent activity: each time on its building’s clock, dd/mm/yyyy', async () => {
    const rows = page.getByRole('region', { name: 'Recent activity' }).getByRole('row');
    const shown = dashboard.recentActivity.slice(0, 5);
    expect(shown.length).toBeGreaterThan(0);
    for (const [i, activity] of shown.entries()) {
      const expected = formatDateTimeIn(activity.at, zoneOf(activity.tenantId));
      expect(expected).not.toBe(formatDateTimeIn(activity.at, 'America/New_York'));
      await expect(rows.nth(i + 1).getByRole('cell').first()).toHaveText(expected);
    }
  });

  const net = Math.round((150 + (Date.now() % 47)) * 100 + (Date.now() % 83) + 1) / 100;
  await test.step('Open Harbour Tower, then Collections → Create a collection collected at 15/01/2026 9:30 am', async () => {
    await page.getByRole('region', { name: 'Buildings' }).getByRole('button', { name: 'Open Harbour Tower' }).click();
    await expect(page.getByRole('combobox', { name: 'Building', exact: true }).first()).toHaveValue('Harbour Tower');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Collections', exact: true }).click();
    await menu.getByRole('link', { name: 'Collections', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Collections', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('form', { name: 'Collection form' });
    await form.getByLabel('Collected at').fill('2026-01-15T09:30');
    const service = form.getByLabel('Service', { exact: true });
    await expect(service.locator('option').nth(1)).toBeAttached();
    await service.selectOption({ index: 1 });
    await form.getByLabel('Net (kg)').fill(String(net));
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
  });

  await test.step('its view and its edit form show the time as typed, on Harbour Tower’s (Sydney) clock', async () => {
    await expect(definition(page, 'Collected at')).toHaveText('15/01/2026 9:30 am');
    await expect(definition(page, 'Net (kg)')).toContainText(String(net));
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('form', { name: 'Collection form' }).getByLabel('Collected at')).toHaveValue('2026-01-15T09:30');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('deleted again through its view', async () => {
    await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete collection?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Collection deleted.')).toBeVisible();
  });
});
