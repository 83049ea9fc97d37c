// The POST /token answer (OWIN style: beyond the OAuth fields every value is a string) turned into
// the client's AuthData (spec §7): camelCased keys, JSON strings parsed, 'true' → true, an absolute
// expiry, and the editions the user may use.
// zod/mini: this module is on the start-up path (a stored session is read before anything shows),
// and the mini build keeps zod's classic API out of the sign-in page's JavaScript.
import * as z from 'zod/mini';
import type { AuthData } from '../domain/auth';
import { APP_VERSIONS, type AppVersion } from '../domain/enums';
import { Area, Qualifier, type Permission } from '../domain/permissions';
import { ROLE_KEYS, type RoleKey } from '../domain/roles';
import { ApiError } from './errors';

function camelCaseKey(key: string): string {
  const joined = key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

export function camelCaseKeys(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [camelCaseKey(key), value]));
}

/** A field the server sends as a JSON string (an already-parsed value is taken as is). */
function jsonOf<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    schema,
  );
}

const wholeNumber = () => z.pipe(z.coerce.number(), z.int());
const flag = z.transform((value: unknown) => value === 'true' || value === true);
const nullableText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value || null),
);
const optionalText = z.nullish(z.string());

const isRoleKey = (value: string): value is RoleKey => (ROLE_KEYS as string[]).includes(value);
const AREAS: readonly number[] = Object.values(Area);
const QUALIFIERS: readonly number[] = Object.values(Qualifier);

// Roles and permissions this client does not know are dropped, not fatal: a newer server may
// grant more than this build can show.
const roleKeys = z.pipe(
  z.array(z.string()),
  z.transform((keys) => keys.filter(isRoleKey)),
);
const permissions = z.pipe(
  z.array(z.object({ permissionEntityCode: z.coerce.number(), permissionAccessQualifierCode: z.coerce.number() })),
  z.transform((list) =>
    list.filter(
      (p): p is Permission =>
        AREAS.includes(p.permissionEntityCode) && QUALIFIERS.includes(p.permissionAccessQualifierCode),
    ),
  ),
);

const userToken = z.object({
  id: wholeNumber(),
  firstName: z.string(),
  lastName: z.string(),
  tenantId: z._default(z.nullable(wholeNumber()), null),
  tenantName: z._default(z.nullable(z.string()), null),
  roleId: wholeNumber(),
  roles: roleKeys,
  calibreBins: z.optional(z.boolean()),
});

const companyConfiguration = z.nullable(
  z.object({
    companyName: z.string(),
    primaryColour: optionalText,
    topMenuLogo: optionalText,
    minimizedMenuLogo: optionalText,
    supportEmail: optionalText,
    supportPhone: optionalText,
    websiteUrl: optionalText,
    defaultLandingPage: optionalText,
    reportFooter: optionalText,
  }),
);

/** The camelCased wire format of a successful POST /token. */
export const tokenResponseSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresIn: z.coerce.number().check(z.positive()),
  id: wholeNumber(),
  roles: jsonOf(roleKeys),
  permissions: jsonOf(permissions),
  userToken: jsonOf(userToken),
  companyConfiguration: jsonOf(z._default(companyConfiguration, null)),
  appFullVersion: flag,
  appLiteVersion: flag,
  appSupplierVersion: flag,
  appFurnitureVersion: flag,
  appAuditsVersion: flag,
  forceChangePassword: flag,
  roleId: wholeNumber(),
  landingPage: nullableText,
  tabletConfigBuildings: jsonOf(z._default(z.array(wholeNumber()), [])),
});

/** The editions switched on, in the order Full, Lite, Supplier, Furniture, Audits. */
function appVersionsOf(flags: Record<`app${AppVersion}Version`, boolean>): AppVersion[] {
  return APP_VERSIONS.filter((version) => flags[`app${version}Version`]);
}

/** `now` is ms since epoch at the time the answer arrived; expiresAt = now + expires_in seconds. */
export function normalizeTokenResponse(raw: unknown, now: number): AuthData {
  const parsed =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? tokenResponseSchema.safeParse(camelCaseKeys(raw as Record<string, unknown>))
      : null;
  if (!parsed?.success) {
    throw new ApiError('PARSING_ERROR', { status: 200, data: parsed?.error.message ?? raw });
  }
  const { expiresIn, ...fields } = parsed.data;
  return { ...fields, expiresAt: now + expiresIn * 1000, appVersions: appVersionsOf(fields) };
}
