// Every entity section of the registry, walked through its own links as a person does it (issue 13
// item 1): the list (opened as its menu entry opens it) → its Create button → browser Back → the
// first row → the view's Edit button. Each screen must show its heading and never an error page, a
// script error or a failed request. Once as admin inside Harbour Tower (support admin, spec §6) and
// once as a building manager; each role signs in once and walks every section it may open in one
// page, so a broken Create, row or Edit link cannot pass again (the api-configurations 404s did).
import { expect, test, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { entityByKey } from '../../src/domain/entities';
import type { EntityDeclaration } from '../../src/domain/entity';
import { canOpen, ROUTES } from '../../src/domain/routes';
import { gridPath } from '../../src/api/entities';
import { adminInBuilding, HARBOUR_TOWER } from './support/building-session';
import { navigateInApp, pathOf, signIn } from './support/session';

test.describe.configure({ mode: 'parallel' });

/** Every list screen of the route table (nested audit lists need an audit: audits-nested.spec.ts). */
const LISTS = ROUTES.filter((r) => r.kind === 'list' && r.entity !== undefined && !r.path.includes(':'));

const ROLES: { name: string; start(page: Page): Promise<AuthData> }[] = [
  { name: 'admin inside Harbour Tower', start: (page) => adminInBuilding(page, HARBOUR_TOWER) },
  { name: 'a building manager', start: (page) => signIn(page, 'manager') },
];

const title = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: /^(404|403|405|400) |Unexpected Application Error!/ })).toHaveCount(0);
  await expect(page.getByText('You have no permission to view this page')).toHaveCount(0);
}

/**
 * Does `act` (which shows the list) and waits for the list's own grid call: until then the grid
 * may still show the rows of the list shown before.
 */
async function showList(page: Page, e: EntityDeclaration, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === gridPath(e), { timeout: 10_000 });
  await act();
  // A list with a grid call of its own (or none, served from the cache) goes on after the wait.
  await answered.catch(() => undefined);
}

/** The grid's first row, or null when its empty overlay shows. */
async function firstRowOf(page: Page) {
  const firstCell = page.locator('.ag-row[row-index="0"] .ag-cell:not([col-id="actions"]):not([col-id^="ag-Grid-"])').first();
  await expect(firstCell.or(page.getByText(/^No (records|Rows To Show)$/i)).first()).toBeVisible();
  return (await firstCell.count()) > 0 ? firstCell : null;
}

/** Where a row click may lead the session: its view, else its edit form, else nowhere. */
function rowLeadsTo(auth: AuthData, e: EntityDeclaration): 'view' | 'edit' | null {
  const may = (kind: 'view' | 'edit') => ROUTES.some((r) => r.entity === e.key && r.kind === kind && canOpen(auth.permissions, r.path));
  return may('view') ? 'view' : may('edit') ? 'edit' : null;
}

async function walkSection(page: Page, auth: AuthData, e: EntityDeclaration, listPath: string) {
  await test.step(`${e.labelPlural}: list`, async () => {
    await showList(page, e, () => navigateInApp(page, listPath));
    await expect(title(page)).toHaveText(e.labelPlural);
    await expectNoErrorPage(page);
  });
  const create = page.getByRole('main').getByRole('button', { name: 'Create', exact: true });
  if ((await firstRowOf(page)) !== null || (await create.count()) > 0) {
    if ((await create.count()) > 0) {
      await test.step(`${e.labelPlural}: Create, then Back`, async () => {
        await create.click();
        await expect(title(page)).toHaveText(`Create ${e.label.toLowerCase()}`);
        await expect(page.getByRole('form', { name: `${e.label} form` })).toBeVisible();
        await expectNoErrorPage(page);
        await showList(page, e, () => page.goBack());
        await expect(page).toHaveURL((url) => url.pathname === listPath);
        await expect(title(page)).toHaveText(e.labelPlural);
      });
    }
  }
  const row = await firstRowOf(page);
  const leadsTo = rowLeadsTo(auth, e);
  if (row === null || leadsTo === null) return;
  await test.step(`${e.labelPlural}: first row, then Edit`, async () => {
    // Under load the grid may redraw its first row between the press and the release of a click
    // (its column state settling), and AG Grid then hears no row click: click again until it opens.
    await expect(async () => {
      if (pathOf(page) === listPath) await row.click();
      await expect(page).toHaveURL(leadsTo === 'view' ? /\/view\/\d+$/ : /\/edit\/\d+$/, { timeout: 2_000 });
    }).toPass();
    if (leadsTo === 'view') {
      await expect(title(page)).toHaveText(new RegExp(`^${e.label}: `));
      await expectNoErrorPage(page);
      // The record's own Edit, in its heading (a view may hold lists with Edit buttons of their own).
      const edit = page.getByRole('main').locator('header').first().getByRole('button', { name: 'Edit', exact: true });
      if ((await edit.count()) === 0) return;
      await edit.click();
    }
    await expect(page).toHaveURL(/\/edit\/\d+$/);
    await expect(title(page)).toHaveText(new RegExp(`^Edit ${e.label.toLowerCase()}: `));
    await expect(page.getByRole('form', { name: `${e.label} form` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expectNoErrorPage(page);
  });
}

for (const role of ROLES) {
  test(`${role.name}: every section's list → Create → Back → first row → Edit, through its own links`, async ({ page }) => {
    // One page walks some thirty sections, two to four screens each: about a minute on a quiet
    // machine, up to three on two busy cores.
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${pathOf(page)}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${pathOf(page)}: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${pathOf(page)}: ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    const auth = await role.start(page);
    await page.goto('/profile');
    await expect(title(page)).toBeVisible();
    const walked: string[] = [];
    for (const list of LISTS) {
      if (!canOpen(auth.permissions, list.path)) continue;
      const e = entityByKey(list.entity!);
      await walkSection(page, auth, e, list.path);
      walked.push(e.key);
    }
    // The walk reached the sections a manager works in every day (and not only the empty ones).
    expect(walked).toEqual(expect.arrayContaining(['customers', 'collections', 'binCounts', 'transactions']));
    expect(errors).toEqual([]);
  });
}
