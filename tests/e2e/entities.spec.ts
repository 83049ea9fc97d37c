// Every entity section with generic screens, generated from the route table (itself built from the
// registry): signed in as admin inside Harbour Tower (as support admin, spec §6), each list shows
// the server's rows (or its empty grid when the server has none), each create screen a real form,
// and a seeded row its view and edit screens — never an error page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../src/domain/auth';
import { entityByKey } from '../../src/domain/entities';
import type { EntityDeclaration, ScreenKind } from '../../src/domain/entity';
import { canOpen, ROUTES, type AppRoute } from '../../src/domain/routes';
import { adminInBuilding, HARBOUR_TOWER } from './support/building-session';
import { apiHeaders } from './support/session';
import { screenPath } from '../../src/domain/screen-paths';

const GRID_ACTIONS: Record<string, string> = { Equipment: 'GetGrid' };

type ScreenRoute = AppRoute & { kind: ScreenKind; entity: string };
const isScreen = (r: AppRoute): r is ScreenRoute => r.entity !== undefined && ['list', 'create', 'edit', 'view'].includes(r.kind);

/**
 * The generic screens of the route table, grouped by section base (nested audit screens need an
 * audit of their own: not generated here).
 */
const SECTIONS = new Map<string, ScreenRoute[]>();
for (const route of ROUTES.filter(isScreen).filter((r) => !r.path.includes(':auditId'))) {
  const base = route.path.replace(/\/(create|edit\/:entityId|view\/:entityId)$/, '');
  SECTIONS.set(base, [...(SECTIONS.get(base) ?? []), route]);
}

async function firstRow(request: APIRequestContext, auth: AuthData, e: EntityDeclaration) {
  const response = await request.put(`/api/${e.controller}/${GRID_ACTIONS[e.controller] ?? 'Get'}`, {
    headers: apiHeaders(auth),
    data: { skip: 0, take: 1 },
  });
  // A list the session may not read counts as empty: its screens are then checked without a row.
  if (!response.ok()) return { total: 0, id: null };
  const body = (await response.json()) as { data: { id: number }[]; total: number };
  return { total: body.total, id: body.data[0]?.id ?? null };
}

async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: /^(404|403|405|400) |Unexpected Application Error!/ })).toHaveCount(0);
  await expect(page.getByText('You have no permission to view this page')).toHaveCount(0);
}

for (const [base, routes] of SECTIONS) {
  const e = entityByKey(routes[0]!.entity);
  const has = (kind: ScreenKind) => routes.some((r) => r.kind === kind);
  test(`${e.labelPlural} (${base}): ${routes.map((r) => r.kind).join(', ')}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // AG Grid reports a feature used without its module on the console, and drops the feature.
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('AG Grid')) errors.push(message.text());
    });
    const auth = await adminInBuilding(page, HARBOUR_TOWER);
    const seeded = await firstRow(page.request, auth, e);
    const may = (path: string) => canOpen(auth.permissions, path);

    if (has('list') && may(base)) {
      await page.goto(base);
      await expect(page.getByRole('heading', { name: e.labelPlural, exact: true })).toBeVisible();
      if (seeded.total > 0) await expect(page.getByRole('gridcell').first()).toBeVisible();
      else await expect(page.locator('.ag-root')).toBeVisible();
      await expectNoErrorPage(page);
    }
    if (has('create') && may(`${base}/create`)) {
      await page.goto(`${base}/create`);
      await expect(page.getByRole('form', { name: `${e.label} form` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
      await expectNoErrorPage(page);
    }
    if (seeded.id !== null) {
      if (has('view') && may(screenPath(e, 'view', seeded.id))) {
        await page.goto(screenPath(e, 'view', seeded.id));
        await expect(page.getByRole('heading', { name: new RegExp(`^${e.label}: `) })).toBeVisible();
        await expectNoErrorPage(page);
      }
      if (has('edit') && may(`${base}/edit/${seeded.id}`)) {
        await page.goto(`${base}/edit/${seeded.id}`);
        await expect(page.getByRole('form', { name: `${e.label} form` })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
        await expectNoErrorPage(page);
      }
    }
    expect(errors).toEqual([]);
  });
}
