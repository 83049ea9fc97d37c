// Bad input through the forms (issue 5): values the schema refuses show its messages on their
// inputs and send nothing; values only the server refuses (a Block collection limit, a duplicate
// name) show the server's message on the input and store nothing; once fixed, one save stores one row.
// A weight over a Warn limit is stored, and the save's toast is joined by the server's warning.
import { expect, test, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { adminInBuilding, gridRead, HARBOUR_TOWER, PARRAMATTA_SQUARE, rowsWhere } from './support/building-session';
import { localDateTime } from './support/local-time';
import { apiHeaders } from './support/session';

/** Counts the create calls the page sends to one controller. */
function createCalls(page: Page, controller: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${controller}/CreateEntity`) count += 1;
  });
  return () => count;
}

async function firstId(page: Page, auth: AuthData, controller: string, field: string, operator: string, value: string): Promise<number> {
  const { data } = await gridRead(page.request, auth, controller, { take: 1, filter: { logic: 'and', filters: [{ field, operator, value }] } });
  expect(data[0], `${controller} with ${field} ${operator} ${value}`).toBeDefined();
  return data[0]!.id;
}

test('Products: the schema messages on their inputs, nothing sent; fixed, saved once', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const creates = createCalls(page, 'Products');
  await page.goto('/products/create');
  const form = page.getByRole('form', { name: 'Product form' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Required');
  await expect(form.getByLabel('Waste stream')).toHaveAccessibleDescription('Choose a waste stream');
  await expect(form.getByLabel('Unit of measure')).toHaveAccessibleDescription('Choose a unit of measure');
  // A field checked as it is left (the form validates on touch).
  await form.getByLabel('Capacity (L)').fill('0');
  await form.getByLabel('Capacity (L)').blur();
  await expect(form.getByLabel('Capacity (L)')).toHaveAccessibleDescription('At least 1');
  await form.getByRole('button', { name: 'Create' }).click();
  expect(creates()).toBe(0);

  const name = `E2E Bad product ${Date.now()}`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  const stream = form.getByLabel('Waste stream');
  await expect(stream.locator('option').nth(1)).toBeAttached();
  await stream.selectOption({ index: 1 });
  await form.getByLabel('Unit of measure').selectOption({ index: 1 });
  await form.getByLabel('Capacity (L)').fill('240');
  await form.getByLabel('Capacity (L)').blur();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/products\/view\/\d+$/);
  expect(creates()).toBe(1);
  expect((await rowsWhere(page.request, auth, 'Products', 'name', name)).total).toBe(1);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.request.delete(`/api/Products/Delete/${id}`, { headers: apiHeaders(auth) });
});

test('Collections: a future time is the schema\'s; a weight over a Block limit the server\'s, on Net (kg); fixed, saved once', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const creates = createCalls(page, 'Collections');
  const service = (await gridRead(page.request, auth, 'CollectionServices', {
    take: 1,
    filter: { logic: 'and', filters: [{ field: 'wasteStreamIdLabel', operator: 'contains', value: 'General' }] },
  })).data[0] as { id: number; wasteStreamId: number };
  const serviceId = service.id;
  // A Block limit of this test's own: general waste in caddy liners (a pairing nothing else writes).
  const linerId = await firstId(page, auth, 'Products', 'name', 'eq', 'Organics caddy liner');
  const limit = await page.request.post('/api/CollectionLimits/CreateEntity', {
    headers: apiHeaders(auth),
    data: { wasteStreamId: service.wasteStreamId, productId: linerId, period: 'PerCollection', minKg: 0, maxKg: 280, action: 'Block' },
  });
  expect(limit.status(), await limit.text()).toBe(200);
  const limitId = ((await limit.json()) as { id: number }).id;
  try {
    // 250–279 kg: under the limit, above every seeded weight and the CRUD test's.
    // Whole hundredths over 100: `a + k / 100` is not always the double nearest a 2-decimal value
    // (46 + 4.02 is 50.019999999999996); the server keeps 2 decimals, and the lookup by weight missed.
    const net = (25_000 + (Date.now() % 2900)) / 100;

    await page.goto('/collections/create');
    const form = page.getByRole('form', { name: 'Collection form' });
    await form.getByLabel('Collected at').fill(localDateTime(2 * 86_400_000));
    const serviceSelect = form.getByLabel('Service', { exact: true });
    await expect(serviceSelect.locator(`option[value="${serviceId}"]`)).toBeAttached();
    await serviceSelect.selectOption(String(serviceId));
    await expect(form.getByLabel('Product', { exact: true }).locator(`option[value="${linerId}"]`)).toBeAttached();
    await form.getByLabel('Product', { exact: true }).selectOption(String(linerId));
    await form.getByLabel('Net (kg)').fill('400');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByLabel('Collected at')).toHaveAccessibleDescription('Must not be in the future');
    expect(creates()).toBe(0);

    await form.getByLabel('Collected at').fill(localDateTime(-3_600_000));
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByLabel('Net (kg)')).toHaveAccessibleDescription(/^Above the limit of 280 kg per collection for /);
    expect(creates()).toBe(1);
    expect((await rowsWhere(page.request, auth, 'Collections', 'netKg', 400)).data.filter((r) => r.collectionServiceId === serviceId && r.productId === linerId)).toEqual([]);

    await form.getByLabel('Net (kg)').fill(String(net));
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
    expect(creates()).toBe(2);
    const stored = await rowsWhere(page.request, auth, 'Collections', 'netKg', net);
    expect(stored.total).toBe(1);
    expect(stored.data[0]).toMatchObject({ collectionServiceId: serviceId, productId: linerId });
    await page.request.delete(`/api/Collections/Delete/${stored.data[0]!.id}`, { headers: apiHeaders(auth) });
  } finally {
    // Also after a failure: a retry creates the same limit again.
    await page.request.delete(`/api/CollectionLimits/Delete/${limitId}`, { headers: apiHeaders(auth) });
  }
});

test('Collections: a weight over a Warn limit is saved, and the toast says which limit it is above', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const service = (await gridRead(page.request, auth, 'CollectionServices', {
    take: 1,
    filter: { logic: 'and', filters: [{ field: 'wasteStreamIdLabel', operator: 'contains', value: 'General' }] },
  })).data[0] as { id: number; wasteStreamId: number; wasteStreamIdLabel: string };
  // A Warn limit of this test's own: general waste in commingled bags (a pairing nothing else writes).
  const bagId = await firstId(page, auth, 'Products', 'name', 'eq', 'Commingled bag');
  const limit = await page.request.post('/api/CollectionLimits/CreateEntity', {
    headers: apiHeaders(auth),
    data: { wasteStreamId: service.wasteStreamId, productId: bagId, period: 'PerCollection', minKg: 0, maxKg: 45, action: 'Warn' },
  });
  expect(limit.status(), await limit.text()).toBe(200);
  const limitId = ((await limit.json()) as { id: number }).id;
  try {
    const net = (4_600 + (Date.now() % 900)) / 100; // (whole hundredths: see the Block test)

    await page.goto('/collections/create');
    const form = page.getByRole('form', { name: 'Collection form' });
    await form.getByLabel('Collected at').fill(localDateTime(-3_600_000));
    const serviceSelect = form.getByLabel('Service', { exact: true });
    await expect(serviceSelect.locator(`option[value="${service.id}"]`)).toBeAttached();
    await serviceSelect.selectOption(String(service.id));
    await expect(form.getByLabel('Product', { exact: true }).locator(`option[value="${bagId}"]`)).toBeAttached();
    await form.getByLabel('Product', { exact: true }).selectOption(String(bagId));
    await form.getByLabel('Net (kg)').fill(String(net));
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
    const warning = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Saved, with a warning' });
    await expect(warning).toContainText(`Above the limit of 45 kg per collection for ${service.wasteStreamIdLabel}`);
    const stored = await rowsWhere(page.request, auth, 'Collections', 'netKg', net);
    expect(stored.data.filter((r) => r.productId === bagId)).toHaveLength(1);
    await page.request.delete(`/api/Collections/Delete/${stored.data.find((r) => r.productId === bagId)!.id}`, { headers: apiHeaders(auth) });
  } finally {
    // Also after a failure: a retry creates the same limit again.
    await page.request.delete(`/api/CollectionLimits/Delete/${limitId}`, { headers: apiHeaders(auth) });
  }
});

test('Furniture locations: a duplicate name gets the server\'s message on Name; fixed, saved once', async ({ page }) => {
  const auth = await adminInBuilding(page, PARRAMATTA_SQUARE);
  const taken = `E2E Dock ${Date.now()}`;
  const existing = await page.request.post('/api/FurnitureLocations/CreateEntity', { headers: apiHeaders(auth), data: { name: taken, locationType: 'Storage' } });
  expect(existing.status()).toBe(200);
  const creates = createCalls(page, 'FurnitureLocations');

  await page.goto('/furniture-locations/create');
  const form = page.getByRole('form', { name: 'Furniture location form' });
  await form.getByLabel('Name', { exact: true }).fill(taken);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Already in use');
  expect(creates()).toBe(1);
  expect((await rowsWhere(page.request, auth, 'FurnitureLocations', 'name', taken)).total).toBe(1);

  const fixed = `${taken} B`;
  await form.getByLabel('Name', { exact: true }).fill(fixed);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL('/furniture-locations');
  expect(creates()).toBe(2);
  const stored = await rowsWhere(page.request, auth, 'FurnitureLocations', 'name', fixed);
  expect(stored.total).toBe(1);
  for (const id of [stored.data[0]!.id, ((await existing.json()) as { id: number }).id]) {
    await page.request.delete(`/api/FurnitureLocations/Delete/${id}`, { headers: apiHeaders(auth) });
  }
});
