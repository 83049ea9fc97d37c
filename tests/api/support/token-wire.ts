// A realistic POST /token answer as the server sends it (OWIN style: most values are strings).
import { Area, Qualifier } from '../../../src/domain/permissions';

export const USER_TOKEN = {
  id: 42,
  firstName: 'Olivia',
  lastName: 'Nguyen',
  tenantId: 3,
  tenantName: '200 George Street',
  roleId: 1,
  roles: ['owner', 'manager'],
};

export function rawTokenResponse(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    access_token: 'eyJhbGciOiJIUzI1NiJ9.access',
    token_type: 'bearer',
    expires_in: 1799,
    refresh_token: 'b7c1f0e2-refresh',
    id: '42',
    roles: '["owner","manager"]',
    permissions: JSON.stringify([
      { permissionEntityCode: Area.Packages, permissionAccessQualifierCode: Qualifier.View },
      { permissionEntityCode: Area.Products, permissionAccessQualifierCode: Qualifier.Edit },
    ]),
    userToken: JSON.stringify(USER_TOKEN),
    companyConfiguration: JSON.stringify({ companyName: 'GreenCycle', primaryColour: '#2E7D32', supportEmail: null }),
    appFullVersion: 'true',
    appLiteVersion: 'false',
    appSupplierVersion: 'true',
    appFurnitureVersion: 'False',
    appAuditsVersion: 'true',
    forceChangePassword: 'false',
    roleId: '1',
    landingPage: '/reports/adv-report',
    tabletConfigBuildings: '[3]',
    '.issued': 'Mon, 02 Mar 2026 10:00:00 GMT',
    ...overrides,
  };
}
