// The shape check of a session read back from browser storage. Storage outlives releases and can
// be edited by hand: a session that is not shaped as this version needs it (say tokens without
// permissions) would crash the first screen that reads it, so it is refused whole instead.
import type { AuthData, CompanyConfiguration } from '../domain/auth';
import { APP_VERSIONS } from '../domain/enums';
import { ROLE_KEYS } from '../domain/roles';

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText: Check = (value) => typeof value === 'string';
const isWhole: Check = (value) => Number.isInteger(value);
const isFlag: Check = (value) => typeof value === 'boolean';
const nullable = (check: Check): Check => (value) => value === null || check(value);
const optional = (check: Check): Check => (value) => value === undefined || check(value);
const listOf = (check: Check): Check => (value) => Array.isArray(value) && value.every(check);
const oneOf = (allowed: readonly unknown[]): Check => (value) => allowed.includes(value);
const shaped = (fields: Record<string, Check>): Check => (value) =>
  isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

const isRoleKeys = listOf(oneOf(ROLE_KEYS));

const isCompanyConfigurationShape = shaped({
  companyName: isText,
  ...Object.fromEntries(
    ['primaryColour', 'topMenuLogo', 'minimizedMenuLogo', 'supportEmail', 'supportPhone', 'websiteUrl', 'defaultLandingPage', 'reportFooter'].map(
      (key) => [key, optional(nullable(isText))],
    ),
  ),
});

const isAuthShape = shaped({
  accessToken: (value) => typeof value === 'string' && value !== '',
  refreshToken: (value) => typeof value === 'string' && value !== '',
  expiresAt: (value) => typeof value === 'number' && Number.isFinite(value),
  id: isWhole,
  roles: isRoleKeys,
  permissions: listOf(shaped({ permissionEntityCode: isWhole, permissionAccessQualifierCode: isWhole })),
  userToken: shaped({
    id: isWhole,
    firstName: isText,
    lastName: isText,
    tenantId: nullable(isWhole),
    tenantName: nullable(isText),
    roleId: isWhole,
    roles: isRoleKeys,
    calibreBins: optional(isFlag),
  }),
  companyConfiguration: nullable(isCompanyConfigurationShape),
  forceChangePassword: isFlag,
  appFullVersion: isFlag,
  appLiteVersion: isFlag,
  appSupplierVersion: isFlag,
  appFurnitureVersion: isFlag,
  appAuditsVersion: isFlag,
  appVersions: listOf(oneOf(APP_VERSIONS)),
  roleId: isWhole,
  landingPage: nullable(isText),
  tabletConfigBuildings: listOf(isWhole),
});

export const isStoredAuth = (value: unknown): value is AuthData => isAuthShape(value);
export const isCompanyConfiguration = (value: unknown): value is CompanyConfiguration =>
  isCompanyConfigurationShape(value);
