// Admin acting as support admin inside one building (spec §6), with the page started in it, and
// small API reads for assertions that must check what the server stored.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../../src/domain/auth';
import { RoleId } from '../../../src/domain/roles';
import { authFor, injectAuth } from './session';
import { switchedAuth } from './switch-session';

export const HARBOUR_TOWER = 1;
export const PARRAMATTA_SQUARE = 4;

export async function adminInBuilding(page: Page, buildingId: number): Promise<AuthData> {
  const auth = await switchedAuth(page.request, await authFor(page.request, 'admin'), RoleId.supportAdmin, buildingId);
  await injectAuth(page, auth);
  return auth;
}

export function apiHeaders(auth: AuthData): Record<string, string> {
  return { authorization: `Bearer ${auth.accessToken}`, applicationType: 'web' };
}

export interface GridAnswer<T = Record<string, unknown>> {
  data: (T & { id: number })[];
  total: number;
}

/** PUT /api/{controller}/{action} with a grid query, as the session; expects 200. */
export async function gridRead<T = Record<string, unknown>>(
  request: APIRequestContext,
  auth: AuthData,
  controller: string,
  query: Record<string, unknown>,
  action = 'Get',
): Promise<GridAnswer<T>> {
  const response = await request.put(`/api/${controller}/${action}`, { headers: apiHeaders(auth), data: { skip: 0, take: 50, ...query } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GridAnswer<T>;
}

/** Live rows whose `field` equals `value` (the generic grid's eq filter). */
export async function rowsWhere(request: APIRequestContext, auth: AuthData, controller: string, field: string, value: unknown) {
  return gridRead(request, auth, controller, { filter: { logic: 'and', filters: [{ field, operator: 'eq', value }] } });
}
