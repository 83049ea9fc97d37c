// Admin acting as support admin inside one building (spec §6), with the page started in it, and
// small API reads for assertions that must check what the server stored.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthData } from '../../../src/domain/auth';
import { RoleId } from '../../../src/domain/roles';
import { apiHeaders, authFor, injectAuth } from './session';
import { switchedAuth } from './switch-session';

export const HARBOUR_TOWER = 1;
export const PARRAMATTA_SQUARE = 4;

/** Admin's session as support admin inside `buildingId`, from the API. */
export async function adminSessionIn(request: APIRequestContext, buildingId: number): Promise<AuthData> {
  return switchedAuth(request, await authFor(request, 'admin'), RoleId.supportAdmin, buildingId);
}

/** The page starts signed in as admin inside `buildingId`; returns the session. */
export async function adminInBuilding(page: Page, buildingId: number): Promise<AuthData> {
  const auth = await adminSessionIn(page.request, buildingId);
  await injectAuth(page, auth);
  return auth;
}

/** The buildings the session may open (PUT /api/Authorization/GetAllBuildings); expects 200. */
export async function buildingsOf(request: APIRequestContext, auth: AuthData): Promise<{ name: string; tenantId: number }[]> {
  const response = await request.put('/api/Authorization/GetAllBuildings', { headers: apiHeaders(auth), data: {} });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { name: string; tenantId: number }[];
}

export interface GridAnswer<T = Record<string, unknown>> {
  data: (T & { id: number })[];
  total: number;
  totalCapped?: boolean;
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
export async function rowsWhere<T = Record<string, unknown>>(
  request: APIRequestContext,
  auth: AuthData,
  controller: string,
  field: string,
  value: unknown,
  action = 'Get',
) {
  return gridRead<T>(request, auth, controller, { filter: { logic: 'and', filters: [{ field, operator: 'eq', value }] } }, action);
}
