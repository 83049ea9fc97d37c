// The landing report reads the collection rollup (src/server/db/schema/rollups.ts), kept by the
// database in the write's own transaction: a collection added through the form shows in the
// report's total weight at once. On a server of its own, so that no other spec's collections
// land in Harbour Tower between the two readings.
import type { Page, Request, Response } from '@playwright/test';
import type { Kpi, ReportData } from '../../src/domain/report-data';
import { gridRead } from './support/building-session';
import { localDateTime } from './support/local-time';
import { expect, test } from './support/own-server';
import { apiHeaders, authFor, demoUser, signIn } from './support/session';

const ADDED_KG = 150;

const isReportData = (r: Response) => new URL(r.url()).pathname === '/api/Reports/Full/Data' && r.status() === 200;
const pathOf = (r: Request | Response) => new URL(r.url()).pathname;

/** Opens the landing report; answers its total weight as served and as the tile shows it. */
async function totalWeight(page: Page): Promise<{ kg: number; tile: string }> {
  // #12: the figures are asked for with the embed resource, not once its answer is in.
  const order: string[] = [];
  const onRequest = (r: Request) => void (pathOf(r) === '/api/Reports/Full/Data' && order.push('data asked'));
  const onResponse = (r: Response) => void (pathOf(r) === '/api/PowerBI/GetReportEmbedResource' && order.push('embed answered'));
  page.on('request', onRequest);
  page.on('response', onResponse);
  const answer = page.waitForResponse(isReportData);
  await page.goto(demoUser('manager').landing);
  const data = (await (await answer).json()) as ReportData;
  page.off('request', onRequest);
  page.off('response', onResponse);
  expect(order).toEqual(['data asked', 'embed answered']);
  const kpi = data.kpis.find((k: Kpi) => k.key === 'totalKg');
  if (kpi?.value == null) throw new Error('The Full report has no total weight figure');
  const tile = page.getByRole('list', { name: 'Key figures' }).locator('[data-kpi="totalKg"]');
  await expect(tile).toBeVisible();
  return { kg: kpi.value, tile: (await tile.textContent()) ?? '' };
}

test('a collection added through the form raises the landing report’s total weight', async ({ page }) => {
  await signIn(page, 'manager');
  const before = await totalWeight(page);
  // This server's tokens live seconds: the API calls below sign in afresh.

  // A paper service of the building: its stream has no block limit near the added weight.
  const services = await gridRead<{ id: number }>(page.request, await authFor(page.request, 'manager'), 'CollectionServices', {
    take: 1,
    filter: { logic: 'and', filters: [{ field: 'wasteStreamIdLabel', operator: 'contains', value: 'Paper' }] },
  });
  const serviceId = services.data[0]?.id;
  if (!serviceId) throw new Error('Harbour Tower has no paper service');

  await page.goto('/collections/create');
  const form = page.getByRole('form', { name: 'Collection form' });
  await form.getByLabel('Collected at').fill(localDateTime(-3_600_000));
  const serviceSelect = form.getByLabel('Service', { exact: true });
  await expect(serviceSelect.locator(`option[value="${serviceId}"]`)).toBeAttached();
  await serviceSelect.selectOption(String(serviceId));
  await form.getByLabel('Net (kg)').fill(String(ADDED_KG));
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const after = await totalWeight(page);
  expect(after.kg).toBeCloseTo(before.kg + ADDED_KG, 2);
  expect(after.tile).not.toBe(before.tile);

  // A manager may not delete collections; the building's owner may.
  const owner = await authFor(page.request, 'owner');
  const removed = await page.request.delete(`/api/Collections/Delete/${id}`, { headers: apiHeaders(owner) });
  expect(removed.status()).toBe(200);
  expect((await totalWeight(page)).kg).toBeCloseTo(before.kg, 2);
});
