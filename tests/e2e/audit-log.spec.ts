// The administrators' audit list and the related lists that start a create from their parent
// (issue #14 items 6, 7), as people use them: an administrator edits a building from its page
// (where the building's tenants are listed, and a tenant is created there), finds the edit in the
// Audit Log opened from the menu, filtered by entity, user and day; a manager has no such entry
// and the typed address refuses; a tenant's "Create collection" offers that tenant's services only.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { NO_PERMISSION_TEXT } from '../../src/components/NoPermission';
import { gridRead } from './support/building-session';
import { filterColumn, gridRow } from './support/grid';
import { apiHeaders, demoUser, signIn } from './support/session';

type Row = Record<string, unknown> & { id: number };

// axe-core needs 'unsafe-eval', which the product's policy refuses (tests/e2e/a11y.spec.ts says why).
test.use({ bypassCSP: true });

async function post(request: APIRequestContext, auth: AuthData, path: string, data: unknown): Promise<Row> {
  const response = await request.post(path, { headers: apiHeaders(auth), data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Row;
}

/** Today in Sydney (the default building zone) as a date input takes it. */
function sydneyDay(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(at);
}

async function openFromMenu(page: Page, group: string, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: group, exact: true }).click();
  await nav.getByRole('link', { name: entry, exact: true }).click();
}

test("an administrator edits a building from its page, then finds the edit in the Audit Log", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await signIn(page, 'admin');
  const stamp = Date.now();
  const building = await post(page.request, admin, '/api/Package/CreateEntity', {
    name: `Audit House ${stamp}`, tenantName: `audit-${stamp}`, addressLine: '1 Audit Lane', suburb: 'Ledger', state: 'NSW', postcode: '2000',
  });
  const tenant = await post(page.request, admin, '/api/Customers/CreateEntity', { name: `Audit Tenant ${stamp}`, tenantId: building.tenantId });

  // The building's page lists its tenants, and only its own.
  await page.goto('/buildings');
  await filterColumn(page, 'Name', `Audit House ${stamp}`);
  await gridRow(page, building.id).first().click();
  await expect(page.getByRole('heading', { name: `Edit building: Audit House ${stamp}` })).toBeVisible();
  const tenants = page.getByRole('region', { name: 'Tenants' });
  await expect(gridRow(tenants, tenant.id).first()).toBeVisible();
  // Its only tenant (a row renders in parts: count the records).
  expect(new Set(await tenants.locator('.ag-row[row-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('row-id'))))).toEqual(new Set([String(tenant.id)]));

  // Its Create starts in the building.
  await tenants.getByRole('button', { name: 'Create tenant' }).click();
  // The create screen's own heading first: "Building: Audit House …" alone also matched the edit
  // page's heading ("Edit building: Audit House …"), and on a slow run the name went into the
  // building's form before the create screen came.
  await expect(page.getByRole('heading', { name: 'Create tenant' })).toBeVisible();
  await expect(page.getByText(`Building: Audit House ${stamp}`, { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Audit Newcomer ${stamp}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Tenant: Audit Newcomer ${stamp}` })).toBeVisible();
  const newcomer = Number(/\/customers\/view\/(\d+)/.exec(page.url())?.[1]);
  const stored = await page.request.get(`/api/Customers/GetById/${newcomer}`, { headers: apiHeaders(admin) });
  expect(((await stored.json()) as Row).tenantId).toBe(building.tenantId);

  // The edit.
  await page.goto(`/buildings/edit/${building.id}`);
  await page.getByLabel('Floors', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Building saved.')).toBeVisible();

  await openFromMenu(page, 'Users', 'Audit Log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const { firstName, lastName } = demoUser('admin');
  await page.getByLabel('Entity', { exact: true }).selectOption({ label: 'Building' });
  await page.getByLabel('User', { exact: true }).selectOption({ label: `${firstName} ${lastName}` });
  const table = page.getByRole('table', { name: 'Audit log' });
  const entry = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${building.id}`, exact: true }) }).filter({ hasText: 'Edited' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Floors: — → 12');
  await expect(entry).toContainText(`${firstName} ${lastName}`);
  await expect(entry).toContainText('Form');
  await expect(entry.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m$/);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Newest first: the edit above the building's create.
  const rows = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${building.id}`, exact: true }) });
  await expect(rows.nth(1)).toContainText('Created');
  // Every row is the admin's, on buildings.
  for (const cell of await table.locator('tbody tr td:nth-child(3)').allTextContents()) expect(cell).toBe('Building');

  // Days on the building's clock: today keeps the entry, a range ending yesterday has none of today's.
  await page.getByLabel('From', { exact: true }).fill(sydneyDay());
  await expect(entry).toHaveCount(1);
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).fill(sydneyDay(-1));
  await expect(entry).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The record's link opens it (a building opens on its edit page).
  await page.getByLabel('Entity', { exact: true }).selectOption({ label: 'Building' });
  await entry.getByRole('link', { name: `#${building.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/buildings/edit/${building.id}$`));
  // Back returns to the list as it was filtered (the filters live in its address).
  await page.goBack();
  await expect(page.getByLabel('Entity', { exact: true })).toHaveValue('buildings');
  await expect(entry).toHaveCount(1);
});

test('a manager has no Audit Log entry, and the typed address and the API refuse', async ({ page }) => {
  const manager = await signIn(page, 'manager');
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  const users = nav.getByRole('button', { name: 'Users', exact: true });
  if (await users.count()) await users.click();
  await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto('/audit-log');
  await expect(page.getByText(NO_PERMISSION_TEXT)).toBeVisible();
  expect((await page.request.put('/api/AuditLog/Get', { headers: apiHeaders(manager), data: { take: 5 } })).status()).toBe(403);
});

test("a tenant's Create collection offers that tenant's services only, and picks the only one", async ({ page }) => {
  const owner = await signIn(page, 'owner');
  const stamp = Date.now();
  const [paper, glass] = (await gridRead(page.request, owner, 'WasteStreams', { take: 2 })).data;
  const customer = await post(page.request, owner, '/api/Customers/CreateEntity', { name: `Solo ${stamp}` });
  // One service per stream: a tenant has one service of a stream at a collection point.
  const service = (name: string, qr: string, stream: Row | undefined) =>
    post(page.request, owner, '/api/CollectionServices/CreateEntity', { name, customerId: customer.id, wasteStreamId: stream?.id, qrCode: qr });
  const first = await service(`Solo ${stamp} – L1 – Paper`, `SOLO${stamp}A`, paper);

  await page.goto(`/customers/view/${customer.id}`);
  await page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: 'Create collection' }).click();
  const form = page.getByRole('form', { name: 'Collection form' });
  await expect(form.getByText(`Tenant: Solo ${stamp}`)).toBeVisible();
  const select = form.getByLabel('Service', { exact: true });
  await expect(select).toHaveValue(String(first.id));
  await expect(select.locator('option:not([value=""])')).toHaveText([first.name as string]);

  const second = await service(`Solo ${stamp} – L2 – Glass`, `SOLO${stamp}B`, glass);
  await page.reload();
  await expect(select.locator('option:not([value=""])')).toHaveText([first.name as string, second.name as string]);
  await expect(select).toHaveValue('');
});
