// Sign-in → landing report (#12: its last data ≤ 400 ms after the sign-in answer). The landing's
// requests used to wait for the signed-in screens' code to arrive and run after the answer (~300 ms
// here); that code now loads while the user types, and the report's requests leave with the answer
// (src/app/prefetch/sign-in.ts), before the report screen's own code is even asked for.
import { expect, test, type Request } from '@playwright/test';
import { signInViaUi } from './support/session';

const isReportData = (r: Request) => r.method() === 'GET' && /^\/api\/Reports\/Full\/Data$/.test(new URL(r.url()).pathname);
const isReportChunk = (r: Request) => /\/assets\/ReportPage-[^/]+\.js$/.test(r.url());
const isProtectedRoutes = (r: Request) => /\/assets\/protected-routes-[^/]+\.js$/.test(r.url());
const isToken = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/token';

test('the landing report asks for its figures with the sign-in answer, once, before its screen code loads', async ({ page }) => {
  const order: string[] = [];
  page.on('request', (r) => {
    if (isToken(r)) order.push('token');
    if (isProtectedRoutes(r)) order.push('screens code');
    if (isReportChunk(r)) order.push('report screen');
    if (isReportData(r)) order.push('report data');
  });
  await page.goto('/login');
  await signInViaUi(page, 'manager');
  await expect(page).toHaveURL(/\/reports\/adv-report$/);
  await expect(page.getByRole('list', { name: 'Key figures' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(order.indexOf('screens code'), 'the signed-in screens load while the user types').toBeLessThan(order.indexOf('token'));
  expect(order.filter((what) => what === 'report data'), 'asked once: the screen used the answer in flight').toHaveLength(1);
  expect(order.indexOf('report data'), 'the figures were asked for before the report screen').toBeLessThan(order.indexOf('report screen'));
});
