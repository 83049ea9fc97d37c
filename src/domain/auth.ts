// Auth data and the current session (spec §3). These are the normalised, camelCased shapes the
// client keeps after sign-in; the wire format of POST /token is in src/api.
import type { AppVersion } from './enums';
import type { Permission } from './permissions';
import type { RoleKey } from './roles';

export interface CompanyConfiguration {
  companyName: string;
  primaryColour?: string | null;
  topMenuLogo?: string | null;
  minimizedMenuLogo?: string | null;
  supportEmail?: string | null;
  supportPhone?: string | null;
  websiteUrl?: string | null;
  defaultLandingPage?: string | null;
  reportFooter?: string | null;
}

export interface UserToken {
  id: number;
  firstName: string;
  lastName: string;
  tenantId: number | null;
  tenantName: string | null;
  roleId: number;
  roles: RoleKey[];
  calibreBins?: boolean;
}

export interface AuthData {
  accessToken: string;
  refreshToken: string;
  /** Absolute expiry of the access token, ms since epoch. */
  expiresAt: number;
  id: number;
  roles: RoleKey[];
  permissions: Permission[];
  userToken: UserToken;
  companyConfiguration: CompanyConfiguration | null;
  forceChangePassword: boolean;
  appFullVersion: boolean;
  appLiteVersion: boolean;
  appSupplierVersion: boolean;
  appFurnitureVersion: boolean;
  appAuditsVersion: boolean;
  appVersions: AppVersion[];
  roleId: number;
  landingPage: string | null;
  /** Buildings whose tablet configuration has been generated (spec §3), each recorded once. */
  tabletConfigBuildings: number[];
}

/** What a building or view switch asks for (spec §7: tenantId, roleId, refreshToken, userId). */
export interface SwitchRequest {
  tenantId: number | null;
  roleId: number;
}
