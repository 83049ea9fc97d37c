// Building and view switches in the browser (spec §4): each clears the saved grid state, and lands
// on the new session's home route (spec §2.5).
import { expect, test, type Page } from '@playwright/test';
import { landingPath } from '../../src/domain/landing';
import { RoleId } from '../../src/domain/roles';
import { buildingsOf } from './support/building-session';
import { authFor, injectAuth, signIn, storedAuth } from './support/session';
import { switchedAuth } from './support/switch-session';

const putGridState = (page: Page, key: string) =>
  page.evaluate((k) => sessionStorage.setItem(k, JSON.stringify({ sort: 'name' })), key);
const gridKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('grid:')));

test('admin: System Administrator View ↔ a building', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/systemDashboard');
  await expect(page.getByRole('heading', { name: 'System dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveCount(0);

  // Into a building: the admin acts as support admin there and lands on its full report.
  await putGridState(page, 'grid:x');
  await page.getByRole('button', { name: 'Open Harbour Tower' }).click();
  await expect(page).toHaveURL(/\/reports\/adv-report$/);
  expect(await gridKeys(page)).toEqual([]);
  // The chrome is checked on a page every session may open, whether or not the report is built.
  await page.goto('/profile');
  const selector = page.getByRole('combobox', { name: 'Building' });
  await expect(selector).toHaveValue('Harbour Tower');
  expect(await storedAuth(page)).toMatchObject({ roleId: RoleId.supportAdmin, userToken: { tenantId: 1 } });

  // Another building through the switcher: Collins Place is a Lite building.
  await putGridState(page, 'grid:x');
  await selector.click();
  await selector.fill('Collins');
  await page.getByRole('option', { name: 'Collins Place' }).click();
  await expect(page).toHaveURL(/\/reports\/lite-report$/);
  expect(await gridKeys(page)).toEqual([]);
  await page.goto('/profile');
  await expect(selector).toHaveValue('Collins Place');

  // Back to the system view.
  await putGridState(page, 'grid:x');
  await page.getByRole('button', { name: 'System Administrator View' }).click();
  await expect(page).toHaveURL(/\/systemDashboard$/);
  expect(await gridKeys(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'System Administrator View' })).toHaveCount(0);
});

test('portfolio.owner: from a building back to the Portfolio View', async ({ page, request }) => {
  const portfolio = await authFor(request, 'portfolio.owner');
  await injectAuth(page, await switchedAuth(request, portfolio, RoleId.portfolioBuildingOwner, 1));
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveValue('Harbour Tower');

  await putGridState(page, 'grid:x');
  await page.getByRole('button', { name: 'Portfolio View' }).click();
  await expect(page).toHaveURL(/\/reports\/portfolio-report$/);
  expect(await gridKeys(page)).toEqual([]);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Portfolio View' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Building' })).toHaveCount(0);
});

// Portfolio users land on their portfolio report without a building; the report lists their
// buildings to open (the top bar's switcher needs a building, spec §6), with the role spec §6 says.
const PORTFOLIO_ENTRIES = [
  { userName: 'portfolio', landing: '/reports/portfolio-report', role: RoleId.portfolioUser },
  { userName: 'portfolio.owner', landing: '/reports/portfolio-report', role: RoleId.portfolioBuildingOwner },
  { userName: 'tenantportfolio', landing: '/reports/tenant-portfolio-report', role: RoleId.tenantPortfolioUser },
] as const;

for (const entry of PORTFOLIO_ENTRIES) {
  test(`${entry.userName}: into a building from the portfolio report and back`, async ({ page, request }) => {
    const auth = await authFor(request, entry.userName);
    const buildings = await buildingsOf(request, auth);
    expect(buildings.length).toBeGreaterThan(0);

    await injectAuth(page, auth);
    await page.goto(entry.landing);
    const panel = page.getByRole('region', { name: 'Your buildings' });
    for (const b of buildings) await expect(panel.getByRole('button', { name: `Open ${b.name}` })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Open / })).toHaveCount(buildings.length);

    const target = buildings[0]!;
    await putGridState(page, 'grid:x');
    await panel.getByRole('button', { name: `Open ${target.name}` }).click();
    // Inside the building: its name in the switcher, the session stored with the role of spec §6,
    // and the home of that session (the portfolio roles keep their report as home, spec §2.5).
    await expect(page.getByRole('combobox', { name: 'Building', exact: true }).first()).toHaveValue(target.name);
    const inBuilding = (await storedAuth(page))!;
    expect(inBuilding).toMatchObject({ roleId: entry.role, userToken: { tenantId: target.tenantId } });
    expect(await gridKeys(page)).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`${landingPath(inBuilding)}$`));
    await expect(page.getByRole('region', { name: 'Your buildings' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Portfolio View' }).click();
    await expect(page.getByRole('region', { name: 'Your buildings' })).toBeVisible();
    expect((await storedAuth(page))!.userToken.tenantId).toBeNull();
    await expect(page).toHaveURL(new RegExp(`${entry.landing}$`));
  });
}
