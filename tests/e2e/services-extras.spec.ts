// The extra screens of the service sections (spec §2.2, §6) in a real browser on the real server,
// signed in as admin inside Harbour Tower (acting as support admin): quick and custom QR print draw
// one label per service whose QR code is the service's code, bulk create makes exactly what it
// previewed and skips it on a second run, a tablet configuration is copied into another building,
// and a user without Create is refused the bulk-create screen.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import type { AuthData } from '../../src/domain/auth';
import { adminInBuilding, adminSessionIn, buildingsOf, HARBOUR_TOWER } from './support/building-session';
import { apiHeaders, signIn } from './support/session';
import { screenPath } from '../../src/domain/screen-paths';

type Row = { id: number; name: string; qrCode: string } & Record<string, unknown>;

async function call<T>(request: APIRequestContext, auth: AuthData, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: apiHeaders(auth) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const eq = (field: string, value: unknown) => ({ filter: { logic: 'and', filters: [{ field, operator: 'eq', value }] } });

/** The dark modules of a code as the qrcode package draws it (the stroked path of its SVG). */
async function modulesOf(value: string): Promise<string> {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error('qrcode drew no modules');
  return d;
}

/** Every label on the sheet: its caption and the modules its QR image draws, once all are drawn. */
async function labelsOn(page: Page): Promise<{ text: string; modules: string }[]> {
  const sheet = page.getByRole('region', { name: 'QR labels' });
  await expect(sheet.locator('[data-qr-ready="false"]')).toHaveCount(0);
  return sheet.getByRole('figure').evaluateAll((figures) =>
    figures.map((f) => ({
      text: f.querySelector('figcaption')?.textContent ?? '',
      modules: f.querySelector('svg path[stroke]')?.getAttribute('d') ?? '',
    })),
  );
}

/** Each label shows a service's name and code and draws that code; one label per service. */
async function expectLabelsOf(page: Page, services: readonly Row[]) {
  const labels = await labelsOn(page);
  expect(labels).toHaveLength(services.length);
  const expected = await Promise.all(services.map(async (s) => ({ text: `${s.name}${s.qrCode}`, modules: await modulesOf(s.qrCode) })));
  const key = (l: { text: string }) => l.text;
  expect([...labels].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...expected].sort((a, b) => key(a).localeCompare(key(b))));
}

async function newCollectionPoint(request: APIRequestContext, auth: AuthData, tag: string): Promise<{ id: number; name: string; level: string }> {
  const level = await call<Row>(request, auth, 'POST', '/api/PrimaryLocations/CreateEntity', { name: `E2E level ${tag}` });
  const point = await call<Row>(request, auth, 'POST', '/api/CollectionPoints/CreateEntity', { name: `E2E point ${tag}`, primaryLocationId: level.id });
  return { id: point.id, name: point.name, level: level.name };
}

const check = (scope: Locator, name: string) => scope.getByRole('checkbox', { name, exact: true }).check();

test.describe('QR print', () => {
  test('quick print shows one label per collection service of the building, each QR code the service’s code', async ({ page }) => {
    const auth = await adminInBuilding(page, HARBOUR_TOWER);
    await page.goto('/collection-services/quickQrPrint');
    await expect(page.getByRole('heading', { name: 'Collection services: quick QR print' })).toBeVisible();
    const services = await call<Row[]>(page.request, auth, 'PUT', '/api/CollectionServices/GetAll', {});
    expect(services.length).toBeGreaterThan(0);
    await expectLabelsOf(page, services);
    await expect(page.getByRole('status').filter({ hasText: /labels?$/ })).toHaveText(`${services.length} labels`);

    // The stream filter narrows the sheet to that stream's services.
    const stream = services[0]?.wasteStreamIdLabel as string;
    await page.getByLabel('Stream').selectOption({ label: stream });
    await expectLabelsOf(page, services.filter((s) => s.wasteStreamIdLabel === stream));
    // Print opens the browser's print of the page (stubbed: headless Chromium has no dialog).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  });

  test('quick print of audit services labels every audit service of the building', async ({ page }) => {
    const auth = await adminInBuilding(page, HARBOUR_TOWER);
    await page.goto('/audit-services/quickQrPrint');
    await expect(page.getByRole('heading', { name: 'Audit services: quick QR print' })).toBeVisible();
    const services = await call<Row[]>(page.request, auth, 'PUT', '/api/AuditServices/GetAll', {});
    await expectLabelsOf(page, services);
  });

  test('on paper only the label sheet shows', async ({ page }) => {
    await adminInBuilding(page, HARBOUR_TOWER);
    await page.goto('/collection-services/quickQrPrint');
    await expect(page.getByRole('region', { name: 'QR labels' }).getByRole('figure').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'QR labels' }).getByRole('figure').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Collection services: quick QR print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  });

  test('custom print labels only the chosen services, in copies, at the chosen size', async ({ page }) => {
    const auth = await adminInBuilding(page, HARBOUR_TOWER);
    const services = await call<Row[]>(page.request, auth, 'PUT', '/api/CollectionServices/GetAll', { sort: [{ field: 'name', dir: 'asc' }] });
    const chosen = [services[1], services[3]] as Row[];
    await page.goto('/collection-services/customQrPrint');
    const picker = page.getByRole('table', { name: 'Services to print' });
    for (const s of chosen) await check(picker, `Select ${s.name}`);
    await expectLabelsOf(page, chosen);

    await page.getByLabel('Copies per label').fill('3');
    await page.getByLabel('Label size').selectOption({ label: 'Large (4 per page)' });
    await page.getByRole('checkbox', { name: 'Stream', exact: true }).check();
    const labels = await labelsOn(page);
    expect(labels).toHaveLength(6);
    expect(labels.map((l) => l.modules)).toEqual([
      ...Array(3).fill(await modulesOf(chosen[0]!.qrCode)),
      ...Array(3).fill(await modulesOf(chosen[1]!.qrCode)),
    ]);
    expect(labels[0]?.text).toBe(`${chosen[0]!.name}${chosen[0]!.qrCode}${String(chosen[0]!.wasteStreamIdLabel)}`);
    const pages = page.getByRole('region', { name: 'QR labels' }).locator(':scope > div');
    await expect(pages).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: /labels?$/ })).toHaveText('6 labels');
  });
});

test.describe('collection services in bulk', () => {
  test('create exactly the previewed services, then skip them all on a second run', async ({ page }) => {
    const auth = await adminInBuilding(page, HARBOUR_TOWER);
    const tag = `${Date.now()}-${test.info().workerIndex}`;
    const point = await newCollectionPoint(page.request, auth, tag);
    const customers = (await call<Row[]>(page.request, auth, 'PUT', '/api/Customers/GetAll', { sort: [{ field: 'name', dir: 'asc' }] })).slice(0, 2);
    const streams = (await call<Row[]>(page.request, auth, 'PUT', '/api/WasteStreams/GetAll', { sort: [{ field: 'name', dir: 'asc' }] })).slice(0, 2);

    await page.goto('/collection-services');
    await page.getByRole('navigation', { name: 'Collection services screens' }).getByRole('link', { name: 'Create in bulk' }).click();
    const form = page.getByRole('form', { name: 'Bulk create form' });
    for (const row of [...customers, ...streams]) await check(form, row.name);
    await expect(form.getByLabel('Collection point').getByRole('option', { name: point.name })).toBeAttached();
    await form.getByLabel('Collection point').selectOption({ label: point.name });
    await form.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('table', { name: 'Services to create' });
    await expect(preview.getByRole('row')).toHaveCount(5);
    const previewed = (await preview.getByRole('row').allTextContents()).slice(1).sort();
    expect(previewed).toEqual(customers.flatMap((c) => streams.map((s) => `${c.name} – ${point.level} – ${s.name}`)).sort());

    await form.getByRole('button', { name: 'Create 4 services' }).click();
    await expect(page.getByRole('heading', { name: '4 services created' })).toBeVisible();
    const stored = await call<Row[]>(page.request, auth, 'PUT', '/api/CollectionServices/GetAll', eq('collectionPointId', point.id));
    expect(stored.map((s) => s.name).sort()).toEqual(previewed);
    const created = page.getByRole('table', { name: 'Created services' });
    for (const s of stored) await expect(created.getByRole('row', { name: `${s.name} ${s.qrCode}` })).toBeVisible();

    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: '0 services to create' })).toBeVisible();
    const skipped = await page.getByRole('list', { name: 'Skipped services' }).getByRole('listitem').allTextContents();
    expect(skipped.sort()).toEqual(previewed);
    await expect(form.getByRole('button', { name: /^Create \d+ services?$/ })).toBeDisabled();
    expect(await call<Row[]>(page.request, auth, 'PUT', '/api/CollectionServices/GetAll', eq('collectionPointId', point.id))).toHaveLength(4);

    // The new services' labels: the quick print filtered to the new point draws exactly their codes.
    await page.goto('/collection-services/quickQrPrint');
    await page.getByLabel('Collection point').selectOption({ label: point.name });
    await expectLabelsOf(page, stored);
  });

  test('a user without Create on collection services may not open it', async ({ page }) => {
    await signIn(page, 'readonly');
    await page.goto('/collection-services');
    const links = page.getByRole('navigation', { name: 'Collection services screens' });
    await expect(links.getByRole('link', { name: 'Quick QR print' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Create in bulk' })).toHaveCount(0);
    await page.goto('/collection-services/createInBulk');
    await expect(page.getByText('You have no permission to view this page')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Bulk create form' })).toHaveCount(0);
  });
});

test('a tablet configuration is copied with its buttons into another building', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const [stream] = await call<Row[]>(page.request, auth, 'PUT', '/api/WasteStreams/GetAll', {});
  const name = `E2E tablet ${Date.now()}-${test.info().workerIndex}`;
  const item = { collectionServiceId: null, productId: null, wasteStreamId: stream!.id, label: 'General', iconAttachmentId: null, colour: null, sortOrder: 0, isVisible: true };
  const source = await call<Row>(page.request, auth, 'POST', '/api/TabletConfigurations/CreateEntity', { name, items: [item] });
  const buildings = await buildingsOf(page.request, auth);
  const target = buildings.find((b) => b.tenantId !== HARBOUR_TOWER)!;

  await page.goto(screenPath('tabletConfigurations', 'view', source.id));
  await page.getByRole('link', { name: 'Copy to another building' }).click();
  await expect(page.getByRole('heading', { name: `Copy tablet configuration: ${name}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Copy form' });
  await expect(form.getByLabel('Target building').getByRole('option', { name: 'Harbour Tower' })).toHaveCount(0);
  await form.getByLabel('Target building').selectOption({ label: target.name });
  await form.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(`“${name}” was copied to ${target.name}.`)).toBeVisible();

  const there = await adminSessionIn(page.request, target.tenantId);
  const copies = await call<Row[]>(page.request, there, 'PUT', '/api/TabletConfigurations/GetAll', eq('name', name));
  expect(copies).toHaveLength(1);
  expect(copies[0]?.tenantId).toBe(target.tenantId);
  const copy = await call<Row>(page.request, there, 'GET', `/api/TabletConfigurations/GetById/${copies[0]!.id}`);
  expect(copy.items).toEqual([item]);
  const stillHere = await call<Row[]>(page.request, auth, 'PUT', '/api/TabletConfigurations/GetAll', eq('name', name));
  expect(stillHere.map((r) => r.id)).toEqual([source.id]);
});
