// Token expiry (spec §8) against a server whose access tokens live a few seconds: an expired token
// is refreshed once and the page goes on; a refused refresh signs the user out.
import { SHORT_TOKEN_TTL_SECONDS, expect, test } from './support/own-server';
import { authFor, injectAuth, navigateInApp, pathOf, signIn, storedAuth, tokenCalls } from './support/session';

test('an access token that expires mid-session is refreshed once, and the page keeps working', async ({ page }) => {
  const first = await signIn(page, 'manager');
  await page.goto('/profile');
  await expect(page.getByText('Max', { exact: false }).first()).toBeVisible();
  const calls = tokenCalls(page);
  const answers: Array<{ url: string; status: number }> = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) answers.push({ url: r.url(), status: r.status() });
  });
  // Let the token expire while the user is on the page, then open a list that fetches rows.
  await page.waitForTimeout(SHORT_TOKEN_TTL_SECONDS * 1000 + 500);
  await navigateInApp(page, '/equipment');
  await expect.poll(() => answers.some((a) => a.url.includes('/api/Equipment/') && a.status === 200)).toBe(true);
  expect(answers.filter((a) => a.status === 401).length).toBeGreaterThan(0);
  // However many requests were refused, one refresh served them all and each went through again.
  expect(calls.count()).toBe(1);
  const refused = answers.filter((a) => a.status === 401).map((a) => a.url);
  for (const url of refused) expect(answers.some((a) => a.url === url && a.status === 200), url).toBe(true);
  const now = await storedAuth(page);
  expect(now?.accessToken).not.toBe(first.accessToken);
  expect(now?.refreshToken).not.toBe(first.refreshToken);
  expect(pathOf(page)).toBe('/equipment');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);
});

test('a refused refresh (refresh token already spent) signs the user out', async ({ page }) => {
  const auth = await authFor(page.request, 'manager');
  // Spend the refresh token elsewhere: the copy the browser holds is now a replay the server refuses.
  const spent = await page.request.post('/token', {
    form: { grant_type: 'refresh_token', refresh_token: auth.refreshToken, roleId: auth.roleId, tenantId: auth.userToken.tenantId ?? '' },
    headers: { UserId: String(auth.id) },
  });
  expect(spent.status()).toBe(200);
  // An access token the server does not accept makes the first request ask for a refresh.
  await injectAuth(page, { ...auth, accessToken: `${auth.accessToken}x` });
  const calls = tokenCalls(page);
  await page.goto('/profile');
  // A session that ended leaves no return address for whoever signs in next (issue #13).
  await expect(page).toHaveURL('/login');
  expect(calls.count()).toBe(1);
  expect(await storedAuth(page)).toBeNull();
});
