// Page helpers for signed-in tests. Tests that are not about signing in get their session from the
// API (POST /token) and start with it in localStorage, as the app stores it: fast and the same
// session shape the app itself keeps.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { normalizeTokenResponse } from '../../../src/api/token-response';
import type { AuthData } from '../../../src/domain/auth';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../../../src/server/db/seed/demo-users';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser };

export function demoUser(userName: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.userName === userName);
  if (!user) throw new Error(`No demo user ${userName}`);
  return user;
}

/** A session from the API, shaped as the app keeps it under `auth`. */
export async function authFor(request: APIRequestContext, userName: string, password = DEMO_PASSWORD): Promise<AuthData> {
  const response = await request.post('/token', { form: { grant_type: 'password', username: userName, password } });
  expect(response.status(), `sign-in of ${userName}`).toBe(200);
  return normalizeTokenResponse(await response.json(), Date.now());
}

/** The headers of an API call made as the session (spec §7). */
export function apiHeaders(auth: AuthData): Record<string, string> {
  return { authorization: `Bearer ${auth.accessToken}`, applicationType: 'web' };
}

/**
 * Puts `auth` in localStorage before the app's first script runs, once per tab: a reload or a
 * sign-out later in the test is not undone by it.
 */
export async function injectAuth(page: Page, auth: AuthData): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:auth-injected')) return;
    localStorage.setItem('auth', value);
    sessionStorage.setItem('e2e:auth-injected', '1');
  }, JSON.stringify(auth));
}

/** Signed in as `userName` (through the API) when the page first loads; returns the session. */
export async function signIn(page: Page, userName: string): Promise<AuthData> {
  const auth = await authFor(page.request, userName);
  await injectAuth(page, auth);
  return auth;
}

/** Signs in through the sign-in page, as a user would. */
export async function signInViaUi(page: Page, userName: string, password = DEMO_PASSWORD, path = '/login'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(path);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Navigates inside the running app (no reload), as a link would. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The session the app keeps in localStorage. */
export async function storedAuth(page: Page): Promise<AuthData | null> {
  const text = await page.evaluate(() => localStorage.getItem('auth'));
  return text ? (JSON.parse(text) as AuthData) : null;
}

/** POST /token calls the page makes (refreshes and switches), for counting. */
export function tokenCalls(page: Page): { count(): number } {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/token') calls += 1;
  });
  return { count: () => calls };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** As admin, sets a user's forceChangePassword flag (the Users section's own field). */
export async function flagForPasswordChange(request: APIRequestContext, userName: string): Promise<void> {
  const headers = apiHeaders(await authFor(request, 'admin'));
  const list = await request.put('/api/Users/GetAll', { headers, data: {} });
  expect(list.status()).toBe(200);
  const row = ((await list.json()) as Array<Record<string, unknown>>).find((u) => u.userName === userName);
  if (!row) throw new Error(`No user ${userName}`);
  const updated = await request.put('/api/Users/PutEntity', { headers, data: { ...row, forceChangePassword: true } });
  expect(updated.status(), await updated.text()).toBe(200);
}
