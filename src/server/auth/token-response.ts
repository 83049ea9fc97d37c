// The body of a successful POST /token, in the OWIN wire format (README.md, API contract notes):
// OAuth fields as such, everything else as strings (JSON strings for lists and objects, 'true'/'false').
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { CompanyConfiguration, UserToken } from '../../domain/auth';
import { permissionsForRole } from '../../domain/role-matrix';
import { RoleId, type RoleKey } from '../../domain/roles';
import type { Db } from '../db/client';
import { companyConfigurations, packages, tabletConfigurations } from '../db/schema';
import type { SessionChoice, UserRow } from './session-rules';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
  [field: string]: string | number;
}

const EDITIONS = ['appFull', 'appLite', 'appSupplier', 'appFurniture', 'appAudits'] as const;
export type Editions = Record<(typeof EDITIONS)[number], boolean>;

const noEditions = (): Editions => ({ appFull: false, appLite: false, appSupplier: false, appFurniture: false, appAudits: false });

/** The union of buildings' flags (none: no edition). */
export function unionOfEditions(buildings: Iterable<Editions>): Editions {
  const flags = noEditions();
  for (const building of buildings) for (const e of EDITIONS) flags[e] ||= building[e];
  return flags;
}

/** Each building's own flags; a tenantId without a building has none. */
export async function buildingEditions(db: Db, tenantIds: readonly number[]): Promise<Map<number, Editions>> {
  const rows = await db
    .select({ tenantId: packages.tenantId, ...Object.fromEntries(EDITIONS.map((e) => [e, packages[e]])) })
    .from(packages)
    .where(inArray(packages.tenantId, [...tenantIds]));
  const found = new Map(tenantIds.map((t) => [t, noEditions()]));
  for (const row of rows as Array<Editions & { tenantId: number }>) {
    const { tenantId, ...flags } = row;
    found.set(tenantId, flags);
  }
  return found;
}

/** The session's edition flags: its building's, the union over a portfolio view, all for 'all'. */
export async function editionsOf(db: Db, scope: number[] | 'all'): Promise<Editions> {
  if (scope === 'all') return Object.fromEntries(EDITIONS.map((e) => [e, true])) as Editions;
  if (scope.length === 0) return noEditions();
  return unionOfEditions((await buildingEditions(db, scope)).values());
}

async function companyConfigurationOf(db: Db): Promise<CompanyConfiguration | null> {
  const [row] = await db
    .select()
    .from(companyConfigurations)
    .where(and(eq(companyConfigurations.isDeleted, false), eq(companyConfigurations.status, 0)))
    .orderBy(asc(companyConfigurations.id))
    .limit(1);
  if (!row) return null;
  const { companyName, primaryColour, topMenuLogo, minimizedMenuLogo, supportEmail, supportPhone } = row;
  const { websiteUrl, defaultLandingPage, reportFooter } = row;
  return { companyName, primaryColour, topMenuLogo, minimizedMenuLogo, supportEmail, supportPhone, websiteUrl, defaultLandingPage, reportFooter };
}

/** Buildings (in the session's scope) whose tablet configuration has been generated (spec §3, §4). */
async function tabletConfigBuildings(db: Db, scope: number[] | 'all'): Promise<number[]> {
  const generated = and(eq(tabletConfigurations.isDeleted, false), isNotNull(tabletConfigurations.generatedAt));
  const where = scope === 'all' ? generated : and(generated, inArray(tabletConfigurations.tenantId, scope));
  const rows = await db.selectDistinct({ tenantId: tabletConfigurations.tenantId }).from(tabletConfigurations).where(where);
  return rows.map((r) => r.tenantId).sort((a, b) => a - b);
}

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

export async function tokenResponse(
  db: Db,
  user: UserRow,
  heldRoles: RoleKey[],
  choice: SessionChoice,
  scope: number[] | 'all',
  tokens: IssuedTokens,
): Promise<TokenResponse> {
  const [building] = choice.tenantId === null ? [] : await db.select().from(packages).where(eq(packages.tenantId, choice.tenantId));
  const editions = await editionsOf(db, scope);
  const userToken: UserToken = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    tenantId: choice.tenantId,
    tenantName: building?.tenantName ?? null,
    roleId: RoleId[choice.roleKey],
    roles: heldRoles,
    calibreBins: building?.calibreBins ?? false,
  };
  const text = (b: boolean) => (b ? 'true' : 'false');
  return {
    access_token: tokens.accessToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    id: String(user.id),
    roles: JSON.stringify(heldRoles),
    permissions: JSON.stringify(permissionsForRole(choice.roleKey)),
    userToken: JSON.stringify(userToken),
    companyConfiguration: JSON.stringify(await companyConfigurationOf(db)),
    appFullVersion: text(editions.appFull),
    appLiteVersion: text(editions.appLite),
    appSupplierVersion: text(editions.appSupplier),
    appFurnitureVersion: text(editions.appFurniture),
    appAuditsVersion: text(editions.appAudits),
    forceChangePassword: text(user.forceChangePassword),
    roleId: String(RoleId[choice.roleKey]),
    landingPage: user.landingPage ?? '',
    tabletConfigBuildings: JSON.stringify(await tabletConfigBuildings(db, scope)),
  };
}
