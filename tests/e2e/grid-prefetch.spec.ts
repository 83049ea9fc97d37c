// The grid's data in parallel with its code (#12 part 2), as the browser sees it: the first page
// of Collections is requested when the menu entry is clicked, while AG Grid's chunk is still on its
// way (held here until the data request has left, so the order is not left to a fast machine), and
// the grid then uses that answer instead of asking again; opening a row asks for the record once.
import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support/session';

const GRID_CHUNK = /\/assets\/EntityGrid-[^/]+\.js$/;
const isGridPage = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/Collections/Get';
const isRecord = (r: Request) => r.method() === 'GET' && /^\/api\/Collections\/GetById\/\d+$/.test(new URL(r.url()).pathname);

test('the Collections data request leaves with the click, before the grid chunk arrives, and only once', async ({ page }) => {
  await signIn(page, 'manager');
  let dataLeft: () => void = () => {};
  const dataRequested = new Promise<void>((resolve) => (dataLeft = resolve));
  // The grid chunk waits for the data request (5 s at most: without the prefetch it would wait for nothing).
  await page.route(GRID_CHUNK, async (route) => {
    await Promise.race([dataRequested, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await route.continue();
  });
  const events: { what: 'data' | 'chunk' | 'record'; at: number }[] = [];
  page.on('request', (r) => {
    if (isGridPage(r)) {
      events.push({ what: 'data', at: Date.now() });
      dataLeft();
    }
    if (isRecord(r)) events.push({ what: 'record', at: Date.now() });
  });
  page.on('requestfinished', (r) => {
    if (GRID_CHUNK.test(r.url())) events.push({ what: 'chunk', at: Date.now() });
  });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Collections', exact: true }).click();
  await nav.getByRole('link', { name: 'Collections', exact: true }).click();
  const firstCell = page.locator('.ag-root [role="gridcell"]:not([col-id^="ag-Grid-"])').first();
  await expect(firstCell).not.toBeEmpty();
  await page.waitForLoadState('networkidle');

  const data = events.filter((e) => e.what === 'data');
  const chunk = events.find((e) => e.what === 'chunk');
  expect(data, 'one request for the first page: the grid used the prefetched answer').toHaveLength(1);
  expect(chunk, 'the grid chunk was fetched').toBeDefined();
  expect(data[0]!.at, 'the data request left before the grid chunk arrived').toBeLessThan(chunk!.at);

  // A row opens its record: asked for once (prefetched by the route, read by the screen).
  await firstCell.click();
  await expect(page).toHaveURL(/\/collections\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(events.filter((e) => e.what === 'record')).toHaveLength(1);
});

// React holds a Suspense boundary's content back for up to 300 ms once its fallback has shown: a
// list that drew "Loading the grid…" first painted its rows ~300 ms later than it could. The route
// brings the grid's chunk with the screen, and a loaded chunk renders without suspending.
test('a list opened from the menu draws its grid with the page, never the "Loading the grid…" stand-in', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { fallback: false };
    (window as unknown as { gridFallback: typeof seen }).gridFallback = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading the grid')) seen.fallback = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await signIn(page, 'manager');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Collections', exact: true }).click();
  // Once with the grid's chunk still to load, then again with it loaded (another list).
  for (const section of ['Collections', 'Services']) {
    await nav.getByRole('link', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
    await expect(page.locator('.ag-root [role="gridcell"]:not([col-id^="ag-Grid-"])').first()).not.toBeEmpty();
  }
  expect(await page.evaluate(() => (window as unknown as { gridFallback: { fallback: boolean } }).gridFallback.fallback)).toBe(false);
});

// The first grid of a page's life used to cost twice what later ones do (AG Grid's code compiled,
// its theme laid out for the first time): a grid is drawn out of sight once the browser is idle
// after sign-in (grid-warmup.tsx). It must never be seen, never stay, and never sit beside a list's.
test('the idle warm-up grid is drawn out of sight, goes, and never sits beside a list grid', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { grids: 0, most: 0, onScreen: false };
    (window as unknown as { warmGrids: typeof seen }).warmGrids = seen;
    new MutationObserver(() => {
      const grids = [...document.querySelectorAll('.ag-root-wrapper')];
      if (grids.length > 0 && !location.pathname.startsWith('/collections')) {
        seen.grids += 1;
        // Off screen to the left and invisible: nothing a person or a screen reader meets.
        seen.onScreen ||= grids.some((g) => g.getBoundingClientRect().right > 0 || getComputedStyle(g).visibility !== 'hidden');
      }
      seen.most = Math.max(seen.most, grids.length);
    }).observe(document, { subtree: true, childList: true });
  });
  await signIn(page, 'manager');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const seen = () => page.evaluate(() => (window as unknown as { warmGrids: { grids: number; most: number; onScreen: boolean } }).warmGrids);
  await expect.poll(async () => (await seen()).grids, { message: 'a grid was drawn ahead while idle' }).toBeGreaterThan(0);
  await expect(page.locator('.ag-root-wrapper'), 'the warm-up grid has gone').toHaveCount(0);
  expect((await seen()).onScreen, 'the warm-up grid was never on screen').toBe(false);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Collections', exact: true }).click();
  await nav.getByRole('link', { name: 'Collections', exact: true }).click();
  await expect(page.locator('.ag-root [role="gridcell"]:not([col-id^="ag-Grid-"])').first()).not.toBeEmpty();
  await expect(page.locator('.ag-root-wrapper')).toHaveCount(1);
  expect((await seen()).most, 'never two grids at once').toBe(1);
});
