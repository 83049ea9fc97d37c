// Portfolios of both kinds, portfolio users and users end to end (issue 5), as the system
// administrator (admin holds every qualifier on Portfolios and TenantPortfolio in the system view;
// inside a building, as support admin, only ReferenceDataView): create with linked buildings (and
// tenants) → the row in its tab's grid → edit (rename, unlink a building) → the view shows it →
// delete → gone. What the server stored is read back over the API after every step.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { RoleId } from '../../src/domain/roles';
import { filterColumn, gridRows } from './support/grid';
import { apiHeaders, signIn } from './support/session';
import { screenPath } from '../../src/domain/screen-paths';

const HARBOUR_TOWER = { tenantId: 1, name: 'Harbour Tower' };
const COLLINS_PLACE = { tenantId: 2, name: 'Collins Place' };

async function apiGet<T>(request: APIRequestContext, auth: AuthData, path: string): Promise<{ status: number; body: T }> {
  const response = await request.get(path, { headers: apiHeaders(auth) });
  return { status: response.status(), body: (response.ok() ? await response.json() : null) as T };
}

async function apiSend<T>(request: APIRequestContext, auth: AuthData, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await request[method](path, { headers: apiHeaders(auth), data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface Customer {
  id: number;
  name: string;
  status: number;
}

async function customersOf(request: APIRequestContext, auth: AuthData, tenantId: number): Promise<Customer[]> {
  const { body } = await apiGet<{ data: Customer[] }>(request, auth, `/api/Portfolios/GetCustomers?tenantId=${tenantId}&isAllowInactiveTenants=true`);
  return body.data;
}

type Kind = 'operational' | 'tenant';

const viewId = (page: Page, kind: Kind) => Number(new RegExp(`/portfolios/${kind}/view/(\\d+)$`).exec(page.url())?.[1]);

async function expectInGrid(page: Page, name: string, present: boolean) {
  await filterColumn(page, 'Name', name);
  if (present) {
    await expect(gridRows(page).filter({ hasText: name })).toHaveCount(1);
  } else {
    await expect(page.locator('.ag-overlay-no-matching-rows-center')).toHaveText('No Matching Rows');
    await expect(gridRows(page).filter({ hasText: name })).toHaveCount(0);
  }
}

/** From the view back to the list (the kind's tab), the row found by name, and its view again. */
async function backToGridAndReopen(page: Page, kind: Kind, name: string, id: number) {
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(listUrl(kind));
  await expectInGrid(page, name, true);
  await gridRows(page).filter({ hasText: name }).click();
  await expect(page).toHaveURL(new RegExp(`${screenPath(kind === 'tenant' ? 'tenantPortfolios' : 'portfolios', 'view', id)}$`));
}

/** The list of the kind; its own state (filter, sort) may follow in the address (list-state.ts). */
function listUrl(kind: Kind): RegExp {
  return kind === 'tenant' ? /\/portfolios\?kind=tenant(&[^#]*)?$/ : /\/portfolios(\?(?!kind=)[^#]*)?$/;
}

async function deleteFromView(page: Page, label: string) {
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${label}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // Back on a portfolio list, which may write its kept filter into the address (list-state.ts).
  await expect(page).toHaveURL(/\/portfolios(\?kind=tenant)?([?&][^#]*)?$/);
}

const BY_ID: Record<Kind, string> = { operational: 'GetById', tenant: 'GetCustomerPortfolioById' };

/** Delete from the view, then the grid and the server no longer have it. */
async function deleteAndExpectGone(page: Page, auth: AuthData, kind: Kind, name: string, id: number) {
  await deleteFromView(page, kind === 'tenant' ? 'tenant portfolio' : 'portfolio');
  await expectInGrid(page, name, false);
  expect((await apiGet(page.request, auth, `/api/Portfolios/${BY_ID[kind]}/${id}`)).status).toBe(404);
}

test.describe('Portfolios', () => {
  test('operational: create with two buildings → grid → rename and unlink one → view → delete', async ({ page }) => {
    const auth = await signIn(page, 'admin');
    const name = `E2E Fund ${Date.now()}`;
    await page.goto('/portfolios');
    await expect(page.getByRole('heading', { name: 'Portfolios', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/portfolios\/operational\/create$/);

    const form = page.getByRole('form', { name: 'Portfolio form' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Owner organisation').fill('E2E Owners');
    const buildings = form.getByRole('group', { name: 'Buildings' });
    await buildings.getByLabel(HARBOUR_TOWER.name).check();
    await buildings.getByLabel(COLLINS_PLACE.name).check();
    await form.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByRole('heading', { name: `Portfolio: ${name}` })).toBeVisible();
    const id = viewId(page, 'operational');
    const linked = page.getByRole('list', { name: 'Buildings' });
    await expect(linked.getByRole('listitem')).toHaveText([COLLINS_PLACE.name, HARBOUR_TOWER.name]);
    const created = await apiGet<{ name: string; tenantIds: number[] }>(page.request, auth, `/api/Portfolios/GetById/${id}`);
    expect(created.body).toMatchObject({ name, ownerOrganisation: 'E2E Owners' });
    expect([...created.body.tenantIds].sort()).toEqual([HARBOUR_TOWER.tenantId, COLLINS_PLACE.tenantId]);

    await backToGridAndReopen(page, 'operational', name, id);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Portfolio form' });
    await expect(edit.getByRole('group', { name: 'Buildings' }).getByLabel(COLLINS_PLACE.name)).toBeChecked();
    await edit.getByLabel('Name', { exact: true }).fill(`${name} renamed`);
    await edit.getByRole('group', { name: 'Buildings' }).getByLabel(COLLINS_PLACE.name).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: `Portfolio: ${name} renamed` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Buildings' }).getByRole('listitem')).toHaveText([HARBOUR_TOWER.name]);
    const edited = await apiGet<{ name: string; tenantIds: number[] }>(page.request, auth, `/api/Portfolios/GetById/${id}`);
    expect(edited.body).toMatchObject({ name: `${name} renamed`, tenantIds: [HARBOUR_TOWER.tenantId] });

    await deleteAndExpectGone(page, auth, 'operational', `${name} renamed`, id);
  });

  test('tenant: create with tenants of two buildings (one inactive) → grid → unlink a building → view → delete', async ({ page }) => {
    const auth = await signIn(page, 'admin');
    const harbour = await customersOf(page.request, auth, HARBOUR_TOWER.tenantId);
    const collins = await customersOf(page.request, auth, COLLINS_PLACE.tenantId);
    const inactive = harbour.find((c) => c.status === 1);
    const active = harbour.find((c) => c.status === 0);
    const collinsTenant = collins.find((c) => c.status === 0);
    if (!inactive || !active || !collinsTenant) throw new Error('The demo data has an inactive and active tenants in Harbour Tower and a tenant in Collins Place');
    const name = `E2E Occupier ${Date.now()}`;

    await page.goto('/portfolios');
    await page.getByRole('tab', { name: 'Tenant' }).click();
    await expect(page).toHaveURL(/\/portfolios\?kind=tenant$/);
    await expect(page.getByRole('heading', { name: 'Tenant portfolios', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/portfolios\/tenant\/create$/);

    const form = page.getByRole('form', { name: 'Tenant portfolio form' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    const buildings = form.getByRole('group', { name: 'Buildings' });
    await buildings.getByLabel(HARBOUR_TOWER.name).check();
    await buildings.getByLabel(COLLINS_PLACE.name).check();
    const harbourTenants = form.getByRole('group', { name: `Tenants in ${HARBOUR_TOWER.name}` });
    await expect(harbourTenants.getByLabel(active.name, { exact: true })).toBeVisible();
    // Inactive tenants only once asked for (isAllowInactiveTenants).
    await expect(harbourTenants.getByLabel(`${inactive.name} (inactive)`)).toHaveCount(0);
    await form.getByLabel('Include inactive tenants').check();
    await harbourTenants.getByLabel(`${inactive.name} (inactive)`).check();
    await harbourTenants.getByLabel(active.name, { exact: true }).check();
    await form.getByRole('group', { name: `Tenants in ${COLLINS_PLACE.name}` }).getByLabel(collinsTenant.name, { exact: true }).check();
    await form.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByRole('heading', { name: `Tenant portfolio: ${name}` })).toBeVisible();
    const id = viewId(page, 'tenant');
    const tenants = page.getByRole('list', { name: 'Tenants' }).getByRole('listitem');
    await expect(tenants).toHaveCount(3);
    await expect(tenants.filter({ hasText: `${inactive.name} — ${HARBOUR_TOWER.name} (inactive)` })).toHaveCount(1);
    const created = await apiGet<{ customerIds: number[] }>(page.request, auth, `/api/Portfolios/GetCustomerPortfolioById/${id}`);
    expect([...created.body.customerIds].sort((a, b) => a - b)).toEqual([inactive.id, active.id, collinsTenant.id].sort((a, b) => a - b));

    await backToGridAndReopen(page, 'tenant', name, id);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Tenant portfolio form' });
    await edit.getByLabel('Name', { exact: true }).fill(`${name} renamed`);
    await edit.getByRole('group', { name: 'Buildings' }).getByLabel(HARBOUR_TOWER.name).uncheck();
    await expect(edit.getByRole('group', { name: `Tenants in ${HARBOUR_TOWER.name}` })).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: `Tenant portfolio: ${name} renamed` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tenants' }).getByRole('listitem')).toHaveText([`${collinsTenant.name} — ${COLLINS_PLACE.name}`]);
    const edited = await apiGet<{ name: string; customerIds: number[] }>(page.request, auth, `/api/Portfolios/GetCustomerPortfolioById/${id}`);
    expect(edited.body).toMatchObject({ name: `${name} renamed`, customerIds: [collinsTenant.id] });

    await deleteAndExpectGone(page, auth, 'tenant', `${name} renamed`, id);
  });

  test('an empty name shows the schema’s message and saves nothing; fixed, it saves', async ({ page }) => {
    const auth = await signIn(page, 'admin');
    const name = `E2E Fixed ${Date.now()}`;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Portfolios/Create')) writes.push(request.method());
    });
    await page.goto('/portfolios/operational/create');
    const form = page.getByRole('form', { name: 'Portfolio form' });
    await form.getByRole('group', { name: 'Buildings' }).getByLabel(HARBOUR_TOWER.name).check();
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').filter({ hasText: 'Required' })).toBeVisible();
    await expect(page).toHaveURL(/\/portfolios\/operational\/create$/);
    expect(writes).toEqual([]);

    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: `Portfolio: ${name}` })).toBeVisible();
    expect(writes).toEqual(['POST']);
    const id = viewId(page, 'operational');
    const saved = await apiGet<{ tenantIds: number[] }>(page.request, auth, `/api/Portfolios/GetById/${id}`);
    expect(saved.body.tenantIds).toEqual([HARBOUR_TOWER.tenantId]);
    await deleteFromView(page, 'portfolio');
  });
});

test.describe('Portfolio users and users', () => {
  /** A user of the test's own (no password: it can never sign in), never a demo user. */
  async function newUser(request: APIRequestContext, auth: AuthData, stamp: number) {
    return apiSend<{ id: number; userName: string }>(request, auth, 'post', '/api/Users/CreateEntity', {
      userName: `e2e.user.${stamp}`,
      email: `e2e.${stamp}@example.com`,
      firstName: 'Edith',
      lastName: 'Tester',
      roleId: RoleId.portfolioUser,
      forceChangePassword: true,
    });
  }

  test('users: the list shows a user; its edit form saves a change', async ({ page }) => {
    const auth = await signIn(page, 'admin');
    const user = await newUser(page.request, auth, Date.now());
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
    await filterColumn(page, 'User name', user.userName);
    await gridRows(page).filter({ hasText: user.userName }).click();
    await expect(page).toHaveURL(new RegExp(`/users/edit/${user.id}$`));

    const form = page.getByRole('form', { name: 'User form' });
    await expect(form.getByLabel('User name')).toHaveValue(user.userName);
    await form.getByLabel('First name').fill('Edwina');
    await form.getByRole('button', { name: 'Save' }).click();
    // The list keeps its filter in its address (list-state.ts).
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    const saved = await apiGet<{ firstName: string; userName: string }>(page.request, auth, `/api/Users/GetById/${user.id}`);
    expect(saved.body).toMatchObject({ firstName: 'Edwina', userName: user.userName });
  });

  test('portfolio users: the view shows a link; its edit form saves the building-owner flag', async ({ page }) => {
    const auth = await signIn(page, 'admin');
    const stamp = Date.now();
    const user = await newUser(page.request, auth, stamp);
    const portfolio = await apiSend<{ id: number }>(page.request, auth, 'post', '/api/Portfolios/Create', { name: `E2E Linked ${stamp}`, tenantIds: [HARBOUR_TOWER.tenantId] });
    const link = await apiSend<{ id: number }>(page.request, auth, 'post', '/api/PortfolioUsers/CreateEntity', {
      userId: user.id,
      portfolioId: portfolio.id,
      isBuildingOwner: false,
    });

    await page.goto('/portfolio-users');
    await expect(page.getByRole('heading', { name: 'Portfolio users', exact: true })).toBeVisible();
    await page.goto(screenPath('portfolioUsers', 'view', link.id));
    await expect(page.getByRole('heading', { name: `Portfolio user: ${user.userName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `E2E Linked ${stamp}` })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();

    const form = page.getByRole('form', { name: 'Portfolio user form' });
    await expect(form.getByLabel('Building owner')).not.toBeChecked();
    await form.getByLabel('Building owner').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${screenPath('portfolioUsers', 'view', link.id)}$`));
    const saved = await apiGet<{ isBuildingOwner: boolean; userId: number; portfolioId: number }>(page.request, auth, `/api/PortfolioUsers/GetById/${link.id}`);
    expect(saved.body).toMatchObject({ isBuildingOwner: true, userId: user.id, portfolioId: portfolio.id });
  });

  test('portfolio users: a tenant portfolio links to its tenant portfolio view', async ({ page }) => {
    const auth = await signIn(page, 'admin');
    const stamp = Date.now();
    const user = await newUser(page.request, auth, stamp);
    const name = `E2E Tenant Linked ${stamp}`;
    const portfolio = await apiSend<{ id: number }>(page.request, auth, 'post', '/api/Portfolios/CreateTenantPortfolio', { name, customerIds: [] });
    const link = await apiSend<{ id: number }>(page.request, auth, 'post', '/api/PortfolioUsers/CreateEntity', {
      userId: user.id,
      portfolioId: portfolio.id,
      isBuildingOwner: false,
    });

    await page.goto(screenPath('portfolioUsers', 'view', link.id));
    await expect(page.getByRole('heading', { name: `Portfolio user: ${user.userName}` })).toBeVisible();
    const portfolioLink = page.getByRole('link', { name });
    await expect(portfolioLink).toHaveAttribute('href', screenPath('tenantPortfolios', 'view', portfolio.id));
    await portfolioLink.click();
    await expect(page).toHaveURL(new RegExp(`${screenPath('tenantPortfolios', 'view', portfolio.id)}$`));
    await expect(page.getByRole('heading', { name: `Tenant portfolio: ${name}` })).toBeVisible();
  });
});
