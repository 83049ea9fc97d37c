// Nested audit screens (spec §2.3), admin inside Parramatta Square (seeded audits): a waste audit's
// view lists its audit collections; one is created there (its audit already chosen), edited and
// viewed; an infrastructure audit's view lists its level audits, one opens to its view and edit.
import { expect, test } from '@playwright/test';
import { adminInBuilding, gridRead, PARRAMATTA_SQUARE } from './support/building-session';
import { gridRow } from './support/grid';
import { localDateTime } from './support/local-time';
import { definition } from './support/record-view';
import { apiHeaders } from './support/session';
import { downloadedWorkbook } from './support/workbook';
import { screenPath } from '../../src/domain/screen-paths';

test('Waste audit → its audit collections: create (audit preset), edit, view', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const auth = await adminInBuilding(page, PARRAMATTA_SQUARE);
  const audit = (await gridRead(page.request, auth, 'Audits', { take: 1 })).data[0]!;
  const seeded = await gridRead(page.request, auth, 'AuditCollections', {
    take: 1,
    filter: { logic: 'and', filters: [{ field: 'wasteAuditId', operator: 'eq', value: audit.id }] },
  });
  expect(seeded.total).toBeGreaterThan(0);

  await page.goto(screenPath('wasteAudits', 'view', audit.id));
  await expect(page.getByRole('heading', { name: /^Waste audit: / })).toBeVisible();
  const children = page.getByRole('region', { name: 'Audit collections' });
  await expect(gridRow(children, seeded.data[0]!.id).first()).toBeVisible();
  await expect(children.locator('.ag-paging-row-summary-panel')).toContainText(`of ${seeded.total.toLocaleString('en-AU')}`);
  await expect(children.getByRole('heading', { level: 2, name: 'Audit collections' })).toBeVisible();

  // Its Export to Excel holds this audit's samples only, as its grid does.
  const downloading = page.waitForEvent('download');
  await children.getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = await downloadedWorkbook(await downloading);
  expect(workbook.worksheets[0]!.actualRowCount - 1).toBe(seeded.total);

  await children.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(`/waste-audits/${audit.id}/audit-collections/create`);
  const form = page.getByRole('form', { name: 'Audit collection form' });
  await expect(form.getByLabel('Audit', { exact: true })).toHaveValue(String(audit.id));
  const stream = form.getByLabel('Presented stream');
  await expect(stream.locator('option').nth(1)).toBeAttached();
  await stream.selectOption({ index: 1 });
  await form.getByLabel('Sampled at').fill(localDateTime(-86_400_000));
  await form.getByLabel('Stage').selectOption({ index: 1 });
  await form.getByLabel('Net (kg)').fill('12.34');
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(new RegExp(`/waste-audits/${audit.id}/audit-collections/view/\\d+$`));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: /^Audit collection: / })).toBeVisible();
  await expect(definition(page, 'Net (kg)')).toHaveText('12.34');
  const stored = await page.request.get(`/api/AuditCollections/GetById/${id}`, { headers: apiHeaders(auth) });
  expect(await stored.json()).toMatchObject({ wasteAuditId: audit.id, netKg: 12.34 });

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/waste-audits/${audit.id}/audit-collections/edit/${id}`);
  await page.getByLabel('Net (kg)').fill('13.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(screenPath('auditCollections', 'view', id, { params: { auditId: audit.id } }));
  await expect(definition(page, 'Net (kg)')).toHaveText('13.5');

  // Back leads to the audit, whose list now holds the new sample.
  await page.goto(screenPath('wasteAudits', 'view', audit.id));
  await expect(children.locator('.ag-paging-row-summary-panel')).toContainText(`of ${(seeded.total + 1).toLocaleString('en-AU')}`);
  const removed = await page.request.delete(`/api/AuditCollections/Delete/${id}`, { headers: apiHeaders(auth) });
  expect(removed.status()).toBe(200);
  expect(errors).toEqual([]);
});

test('Infrastructure audit → a level audit: view and edit', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const auth = await adminInBuilding(page, PARRAMATTA_SQUARE);
  const levels = await gridRead(page.request, auth, 'LevelInfrastructureAudits', { take: 1 });
  const level = levels.data[0] as { id: number; infrastructureAuditId: number };
  const auditId = level.infrastructureAuditId;

  await page.goto(screenPath('infrastructureAudits', 'view', auditId));
  await expect(page.getByRole('heading', { name: /^Infrastructure audit: / })).toBeVisible();
  const children = page.getByRole('region', { name: 'Level infrastructure audits' });
  await gridRow(children, level.id).first().click();

  await expect(page).toHaveURL(screenPath('levelInfrastructureAudits', 'view', level.id, { params: { auditId } }));
  await expect(page.getByRole('heading', { name: /^Level infrastructure audit: / })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/infrastructure-audits/${auditId}/level-infrastructure-audits/edit/${level.id}`);
  const issues = `Bin lids missing (e2e ${Date.now()})`;
  await page.getByLabel('Issues').fill(issues);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(screenPath('levelInfrastructureAudits', 'view', level.id, { params: { auditId } }));
  await expect(definition(page, 'Issues')).toHaveText(issues);
  expect(errors).toEqual([]);
});
