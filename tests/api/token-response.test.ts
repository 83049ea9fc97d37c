import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { camelCaseKeys, normalizeTokenResponse } from '../../src/api/token-response';
import { Area, Qualifier } from '../../src/domain/permissions';
import { rawTokenResponse, USER_TOKEN } from './support/token-wire';

const NOW = Date.UTC(2026, 2, 2, 10, 0, 0);

describe('normalizeTokenResponse', () => {
  it('camel-cases, parses the JSON strings, reads the flags and derives expiry and editions', () => {
    expect(normalizeTokenResponse(rawTokenResponse(), NOW)).toEqual({
      accessToken: 'eyJhbGciOiJIUzI1NiJ9.access',
      refreshToken: 'b7c1f0e2-refresh',
      expiresAt: NOW + 1799 * 1000,
      id: 42,
      roles: ['owner', 'manager'],
      permissions: [
        { permissionEntityCode: Area.Packages, permissionAccessQualifierCode: Qualifier.View },
        { permissionEntityCode: Area.Products, permissionAccessQualifierCode: Qualifier.Edit },
      ],
      userToken: USER_TOKEN,
      companyConfiguration: { companyName: 'GreenCycle', primaryColour: '#2E7D32', supportEmail: null },
      appFullVersion: true,
      appLiteVersion: false,
      appSupplierVersion: true,
      appFurnitureVersion: false,
      appAuditsVersion: true,
      appVersions: ['Full', 'Supplier', 'Audits'],
      forceChangePassword: false,
      roleId: 1,
      landingPage: '/reports/adv-report',
      tabletConfigBuildings: [3],
    });
  });

  it('orders editions Full, Lite, Supplier, Furniture, Audits whatever the key order', () => {
    const raw = rawTokenResponse({
      appAuditsVersion: 'true',
      appFurnitureVersion: 'true',
      appSupplierVersion: 'true',
      appLiteVersion: 'true',
      appFullVersion: 'true',
    });
    expect(normalizeTokenResponse(raw, NOW).appVersions).toEqual(['Full', 'Lite', 'Supplier', 'Furniture', 'Audits']);
  });

  it("treats only 'true' as true", () => {
    const auth = normalizeTokenResponse(
      rawTokenResponse({ forceChangePassword: 'true', appFullVersion: 'TRUE', appAuditsVersion: '1' }),
      NOW,
    );
    expect(auth.forceChangePassword).toBe(true);
    expect(auth.appFullVersion).toBe(false);
    expect(auth.appAuditsVersion).toBe(false);
  });

  it("reads companyConfiguration 'null', an empty landing page and a user without a building", () => {
    const auth = normalizeTokenResponse(
      rawTokenResponse({
        companyConfiguration: 'null',
        landingPage: '',
        userToken: JSON.stringify({ id: 1, firstName: 'A', lastName: 'B', tenantId: null, tenantName: null, roleId: 2, roles: ['admin'] }),
      }),
      NOW,
    );
    expect(auth.companyConfiguration).toBeNull();
    expect(auth.landingPage).toBeNull();
    expect(auth.userToken.tenantId).toBeNull();
  });

  it('drops roles and permissions this client does not know', () => {
    const auth = normalizeTokenResponse(
      rawTokenResponse({
        roles: '["owner","galacticOverlord"]',
        permissions: '[{"permissionEntityCode":999,"permissionAccessQualifierCode":1}]',
      }),
      NOW,
    );
    expect(auth.roles).toEqual(['owner']);
    expect(auth.permissions).toEqual([]);
  });

  it('throws PARSING_ERROR for an answer that is not a token response', () => {
    for (const raw of [null, 'text', [], rawTokenResponse({ access_token: undefined }), rawTokenResponse({ roles: '[not json' })]) {
      expect(() => normalizeTokenResponse(raw, NOW)).toThrow(ApiError);
    }
    const thrown = (() => {
      try {
        normalizeTokenResponse({}, NOW);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({ kind: 'PARSING_ERROR', status: 200 });
  });
});

describe('camelCaseKeys', () => {
  it.each([
    ['access_token', 'accessToken'],
    ['expires_in', 'expiresIn'],
    ['UserToken', 'userToken'],
    ['appFullVersion', 'appFullVersion'],
    ['.issued', '.issued'],
  ])('%s → %s', (key, expected) => {
    expect(Object.keys(camelCaseKeys({ [key]: 1 }))).toEqual([expected]);
  });
});
