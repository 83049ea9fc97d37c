// Two sessions edit one collection (issue #11 part 4, "Must show"): the manager's form is open
// while the scanner saves through the API; the manager's save then shows the conflict view (who,
// which fields: yours → theirs) with the typed value still in its input. "Keep my changes" saves
// it on the current version (read back from the API: the manager's value, version moved twice);
// "Use their version" reloads the form with the scanner's value.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { collectionEntity } from '../../src/domain/entities/collections';
import { gridRead } from './support/building-session';
import { apiHeaders, authFor, signIn } from './support/session';

type Row = Record<string, unknown> & { id: number; version: number };

async function readCollection(request: APIRequestContext, auth: AuthData, id: number): Promise<Row> {
  const response = await request.get(`/api/Collections/GetById/${id}`, { headers: apiHeaders(auth) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Row;
}

/** Another session's edit through the API: the stored record with one field changed. */
async function editThroughApi(request: APIRequestContext, auth: AuthData, id: number, changes: Record<string, unknown>): Promise<Row> {
  const row = await readCollection(request, auth, id);
  const declared = Object.fromEntries(Object.keys(collectionEntity.fields).filter((name) => row[name] !== undefined).map((name) => [name, row[name]]));
  const response = await request.put('/api/Collections/PutEntity', {
    headers: apiHeaders(auth),
    data: { ...declared, id, version: row.version, status: row.status, ...changes },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Row;
}

async function openEditForm(page: Page, id: number) {
  await page.goto(`${collectionEntity.route}/edit/${id}`);
  const form = page.getByRole('form', { name: 'Collection form' });
  await expect(form).toBeVisible();
  return form;
}

test('a stale save shows the conflict; keep my changes applies them on the current version; use their version reloads theirs', async ({ page }) => {
  const manager = await signIn(page, 'manager');
  const scanner = await authFor(page.request, 'scanner');
  const [first] = (await gridRead(page.request, manager, 'Collections', { take: 1, sort: [{ field: 'id', dir: 'asc' }] })).data;
  const id = first?.id as number;
  const stamp = Date.now();

  // Keep my changes.
  const form = await openEditForm(page, id);
  const note = form.getByLabel('Contamination note');
  await note.fill(`mine ${stamp}`);
  const theirs = await editThroughApi(page.request, scanner, id, { contaminationNote: `theirs ${stamp}` });
  await form.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('region', { name: 'Someone else saved this record' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('alert')).toContainText('This record was changed by');
  await expect(conflict.getByRole('list', { name: 'Fields that differ' })).toHaveText(`Contamination note: mine ${stamp} → theirs ${stamp}`);
  await expect(note).toHaveValue(`mine ${stamp}`);
  await conflict.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(page.getByText('Collection saved.').first()).toBeVisible();
  const kept = await readCollection(page.request, manager, id);
  expect(kept).toMatchObject({ contaminationNote: `mine ${stamp}`, version: theirs.version + 1 });

  // Use their version.
  const again = await openEditForm(page, id);
  await again.getByLabel('Contamination note').fill(`mine again ${stamp}`);
  const newer = await editThroughApi(page.request, scanner, id, { contaminationNote: `theirs again ${stamp}` });
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(conflict).toBeVisible();
  await expect(again.getByLabel('Contamination note')).toHaveValue(`mine again ${stamp}`);
  await conflict.getByRole('button', { name: 'Use their version' }).click();
  await expect(conflict).toBeHidden();
  await expect(again.getByLabel('Contamination note')).toHaveValue(`theirs again ${stamp}`);
  // Saving now goes on the current version: no second conflict.
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection saved.').first()).toBeVisible();
  expect(await readCollection(page.request, manager, id)).toMatchObject({ contaminationNote: `theirs again ${stamp}`, version: newer.version + 1 });
});
