// Session fixtures shared by the session machine and model tests.
import type { AuthData } from '../../../src/domain/auth';
import { Area, Qualifier, type Permission } from '../../../src/domain/permissions';
import { RoleId, type RoleKey } from '../../../src/domain/roles';

export const SWITCH_BUILDING: Permission = {
  permissionEntityCode: Area.Role,
  permissionAccessQualifierCode: Qualifier.SwitchBuilding,
};

export function makeAuth(
  acting: RoleKey,
  options: { held?: RoleKey[]; tenantId?: number | null; forceChangePassword?: boolean; permissions?: Permission[]; token?: string } = {},
): AuthData {
  const held = options.held ?? [acting];
  const tenantId = options.tenantId === undefined ? 12 : options.tenantId;
  return {
    accessToken: options.token ?? `access-${acting}-${tenantId}`,
    refreshToken: `refresh-${acting}`,
    expiresAt: 1_900_000_000_000,
    id: 42,
    roles: held,
    permissions: options.permissions ?? [],
    userToken: {
      id: 42,
      firstName: 'Ada',
      lastName: 'Lovelace',
      tenantId,
      tenantName: tenantId === null ? null : `Building ${tenantId}`,
      roleId: RoleId[acting],
      roles: held,
    },
    companyConfiguration: null,
    forceChangePassword: options.forceChangePassword ?? false,
    appFullVersion: true,
    appLiteVersion: false,
    appSupplierVersion: false,
    appFurnitureVersion: false,
    appAuditsVersion: false,
    appVersions: ['Full'],
    roleId: RoleId[acting],
    landingPage: '',
    tabletConfigBuildings: [],
  };
}
