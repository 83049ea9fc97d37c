// Equipment end to end (issue #5), signed in as admin acting as support admin in Harbour Tower:
// create with two images and a certificate sent as multipart, the grid row, the view's thumbnails
// and certificate link (the stored files answer 200), edit (make changed, one image removed),
// delete behind the confirm dialog; a serial held in another building refused while typing with
// that building named; bad input held back with the schema's messages until fixed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { pdfDocument, pngImage } from '../server/controllers/upload-fixtures';
import { adminInBuilding, buildingsOf, gridRead, HARBOUR_TOWER, rowsWhere } from './support/building-session';
import { apiHeaders, authFor } from './support/session';
import { screenPath } from '../../src/domain/screen-paths';

interface FileInfo {
  id: number;
  fileName: string;
  url: string;
}
type Row = { id: number; tenantId: number; serialNumber: string; make: string | null; capacityKg: number | null };
type Detail = Row & { images: FileInfo[]; calibrationCertificate: FileInfo | null };

async function rowsWithSerial(request: APIRequestContext, auth: AuthData, serialNumber: string): Promise<Row[]> {
  return (await rowsWhere<Row>(request, auth, 'Equipment', 'serialNumber', serialNumber, 'GetGrid')).data;
}

async function detail(request: APIRequestContext, auth: AuthData, id: number): Promise<Detail> {
  const response = await request.get(`/api/Equipment/GetById/${id}`, { headers: apiHeaders(auth) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

/** Counts the multipart saves the page sends. */
function saves(page: Page): { count(): number } {
  let count = 0;
  page.on('request', (r) => {
    if (/\/api\/Equipment\/(CreateEntity|PutEntity)$/.test(new URL(r.url()).pathname)) count += 1;
  });
  return { count: () => count };
}

const form = (page: Page) => page.getByRole('form', { name: 'Equipment form' });
const images = (page: Page) => page.getByRole('list', { name: 'Images' }).getByRole('img');

/** Every image of the list drawn from real bytes. */
async function expectDrawn(page: Page, count: number) {
  await expect(images(page)).toHaveCount(count);
  for (const img of await images(page).all()) {
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

test('create with images and a certificate, view, edit, delete', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const serial = `E2E-EQ-${Date.now()}`;

  await page.goto('/equipment/create');
  await expect(form(page)).toBeVisible();
  await page.getByLabel('Serial number').fill(serial);
  await page.getByLabel('Type', { exact: true }).selectOption('PlatformScale');
  await page.getByLabel('Make').fill('Avery');
  await page.getByLabel('Capacity (kg)').fill('300');
  await page.getByLabel('Add images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pngImage(6, 4) },
    { name: 'back.png', mimeType: 'image/png', buffer: pngImage(3, 3, [200, 10, 10]) },
  ]);
  await expectDrawn(page, 2);
  await page.getByLabel('Certificate file').setInputFiles({ name: 'calibration.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name: `Equipment: ${serial}` })).toBeVisible();
  const [created] = await rowsWithSerial(page.request, auth, serial);
  expect(created).toMatchObject({ serialNumber: serial, make: 'Avery', capacityKg: 300, tenantId: HARBOUR_TOWER });
  await expect(page).toHaveURL(new RegExp(`${screenPath('equipment', 'view', created!.id)}$`));
  const stored = await detail(page.request, auth, created!.id);
  expect(stored.images.map((i) => i.fileName)).toEqual(['front.png', 'back.png']);
  expect(stored.calibrationCertificate?.fileName).toBe('calibration.pdf');
  for (const file of [...stored.images, stored.calibrationCertificate!]) {
    expect((await page.request.get(file.url, { headers: apiHeaders(auth) })).status(), file.url).toBe(200);
  }

  // The view: two thumbnails from the stored bytes and the certificate link.
  await expectDrawn(page, 2);
  await expect(page.getByRole('link', { name: 'calibration.pdf' })).toHaveAttribute('href', /^blob:/);

  // The grid lists it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Equipment', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: serial })).toBeVisible();

  // Edit: another make, one image fewer.
  await page.goto(`/equipment/edit/${created!.id}`);
  await expect(form(page)).toBeVisible();
  await expectDrawn(page, 2);
  await page.getByLabel('Make').fill('Mettler');
  await page.getByRole('button', { name: 'Remove back.png' }).click();
  await expect(images(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${screenPath('equipment', 'view', created!.id)}$`));
  await expect(page.getByText('Mettler')).toBeVisible();
  await expectDrawn(page, 1);
  await expect(images(page)).toHaveAttribute('alt', 'front.png');
  const edited = await detail(page.request, auth, created!.id);
  expect(edited.make).toBe('Mettler');
  expect(edited.images.map((i) => i.fileName)).toEqual(['front.png']);
  expect(edited.calibrationCertificate?.fileName).toBe('calibration.pdf');

  // Delete behind the confirm dialog.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete equipment?' });
  await expect(dialog).toContainText(serial);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Equipment', exact: true })).toBeVisible();
  await expect(page.locator('.ag-root')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: serial })).toHaveCount(0);
  expect(await rowsWithSerial(page.request, auth, serial)).toEqual([]);
  expect((await page.request.get(`/api/Equipment/GetById/${created!.id}`, { headers: apiHeaders(auth) })).status()).toBe(404);
});

test('a serial number held in another building is refused while typing, naming that building', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  // A seeded serial of Collins Place, read as its manager; its building's name as admin.
  const collins = await authFor(page.request, 'manager.lite');
  const [held] = (await gridRead<Row>(page.request, collins, 'Equipment', { take: 1 }, 'GetGrid')).data;
  expect(held?.tenantId).not.toBe(HARBOUR_TOWER);
  const buildings = await buildingsOf(page.request, await authFor(page.request, 'admin'));
  const building = buildings.find((b) => b.tenantId === held!.tenantId)!.name;
  const typed = held!.serialNumber.toLowerCase();
  const sent = saves(page);

  await page.goto('/equipment/create');
  await page.getByLabel('Type', { exact: true }).selectOption('Tablet');
  await page.getByLabel('Serial number').pressSequentially(typed);
  const message = page.getByText(`Serial number ${typed} is already used in ${building}.`);
  await expect(message).toBeVisible();
  await expect(page.getByLabel('Serial number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Serial number')).toBeFocused();
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/equipment\/create$/);
  expect(sent.count()).toBe(0);
  expect(await rowsWithSerial(page.request, auth, held!.serialNumber)).toEqual([]);
});

test('bad input shows the schema’s messages and saves nothing until fixed', async ({ page }) => {
  const auth = await adminInBuilding(page, HARBOUR_TOWER);
  const sent = saves(page);
  const serial = `E2E-FIX-${Date.now()}`;

  await page.goto('/equipment/create');
  await page.getByLabel('Serial number').fill('a');
  await page.getByLabel('Capacity (kg)').fill('-1');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('3–50 letters, digits, /, _ or -')).toBeVisible();
  await expect(page.getByText('Must be more than 0')).toBeVisible();
  await expect(page.getByText('Choose an equipment type')).toBeVisible();
  await expect(page).toHaveURL(/\/equipment\/create$/);
  expect(sent.count()).toBe(0);

  await page.getByLabel('Serial number').fill(serial);
  await page.getByLabel('Capacity (kg)').fill('250');
  await page.getByLabel('Type', { exact: true }).selectOption('FloorScale');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: `Equipment: ${serial}` })).toBeVisible();
  expect(sent.count()).toBe(1);
  const [saved] = await rowsWithSerial(page.request, auth, serial);
  expect(saved).toMatchObject({ serialNumber: serial, capacityKg: 250, tenantId: HARBOUR_TOWER });
});
