// The guards of spec §2.4 as a table: who sees which layout, where everyone else is sent.
import { describe, expect, it } from 'vitest';
import { mayReturnTo } from '../../../src/app/guards/access';
import { decideAccessWith, destinationWith, type Access, type AccessInput } from '../../../src/app/guards/access-rules';
import type { AuthData } from '../../../src/domain/auth';
import { guardFor, type RouteLayout } from '../../../src/domain/routes';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { makeAuth } from '../../machines/session/fixtures';

const manager = makeAuth('manager', { permissions: permissionsForRole('manager') });
const tenant = makeAuth('tenant', { permissions: permissionsForRole('tenant') });
const flagged = makeAuth('manager', { permissions: permissionsForRole('manager'), forceChangePassword: true });

interface Row {
  name: string;
  auth: AuthData | null;
  mustChangePassword?: boolean;
  layout: RouteLayout;
  at: string;
  expected: Access;
}

const at = (url: string) => {
  const [pathname, search = ''] = url.split('?');
  return { pathname: pathname!, search: search ? `?${search}` : '' };
};

const ROWS: Row[] = [
  // No token: sent to sign in, the original location kept.
  { name: 'no token, protected page', auth: null, layout: 'protected', at: '/collections/view/7?tab=2', expected: { type: 'redirect', to: '/login?returnUrl=%2Fcollections%2Fview%2F7%3Ftab%3D2' } },
  { name: 'no token, sign-in page', auth: null, layout: 'unauthenticated', at: '/login', expected: { type: 'render' } },
  { name: 'no token, create-new-password', auth: null, layout: 'createNewPassword', at: '/createNewPassword', expected: { type: 'redirect', to: '/login' } },
  // Force change: before any other page.
  { name: 'force change, protected page', auth: flagged, mustChangePassword: true, layout: 'protected', at: '/collections', expected: { type: 'redirect', to: '/createNewPassword?returnUrl=%2Fcollections' } },
  { name: 'force change, sign-in page', auth: flagged, mustChangePassword: true, layout: 'unauthenticated', at: '/login', expected: { type: 'redirect', to: '/createNewPassword' } },
  { name: 'force change, its own page', auth: flagged, mustChangePassword: true, layout: 'createNewPassword', at: '/createNewPassword', expected: { type: 'render' } },
  // Signed in on a public page: the landing page (spec §2.5), or where they were going.
  { name: 'signed in, sign-in page', auth: manager, layout: 'unauthenticated', at: '/login', expected: { type: 'redirect', to: '/reports/adv-report' } },
  { name: 'signed in, forgot password', auth: manager, layout: 'unauthenticated', at: '/forgotPassword', expected: { type: 'redirect', to: '/reports/adv-report' } },
  { name: 'signed in, sign-in with returnUrl', auth: manager, layout: 'unauthenticated', at: '/login?returnUrl=%2Fequipment', expected: { type: 'redirect', to: '/equipment' } },
  { name: 'signed in, create-new-password after the change', auth: manager, layout: 'createNewPassword', at: '/createNewPassword?returnUrl=%2Fcollections', expected: { type: 'redirect', to: '/collections' } },
  // Screen guards: the exact qualifier of the route.
  { name: 'signed in, qualifier held', auth: manager, layout: 'protected', at: '/equipment/create', expected: { type: 'render' } },
  { name: 'signed in, qualifier missing', auth: tenant, layout: 'protected', at: '/equipment/create', expected: { type: 'noPermission' } },
  { name: 'signed in, page without a guard', auth: tenant, layout: 'protected', at: '/help', expected: { type: 'render' } },
  // Editions (spec §1): a Full-only session holds the Lite/Supplier/Audits report areas, not their editions.
  { name: 'Full edition, its own report', auth: manager, layout: 'protected', at: '/reports/adv-report', expected: { type: 'render' } },
  { name: 'Full edition, the Lite report', auth: manager, layout: 'protected', at: '/reports/lite-report', expected: { type: 'noPermission' } },
  { name: 'Full edition, the Audits report', auth: manager, layout: 'protected', at: '/reports/audit', expected: { type: 'noPermission' } },
  { name: 'Full edition, the Supplier dashboard', auth: manager, layout: 'protected', at: '/dashboard-supplier', expected: { type: 'noPermission' } },
  { name: 'Full edition, sign-in with a returnUrl to the Lite report', auth: manager, layout: 'unauthenticated', at: '/login?returnUrl=%2Freports%2Flite-report', expected: { type: 'redirect', to: '/reports/adv-report' } },
];

describe('decideAccess (with the route table at hand)', () => {
  it.each(ROWS)('$name', ({ auth, mustChangePassword = false, layout, at: url, expected }) => {
    const location = at(url);
    const guard = layout === 'protected' ? guardFor(location.pathname) : null;
    const input: AccessInput = { auth, mustChangePassword, layout, guard, location };
    expect(decideAccessWith(input, mayReturnTo)).toEqual(expected);
  });
});

describe('the destination after sign-in', () => {
  it.each([
    ['no returnUrl', '', '/reports/adv-report'],
    ['a page the user may open', '?returnUrl=%2Fcollections%2Fview%2F3', '/collections/view/3'],
    ['a page the user may not open', '?returnUrl=%2Fequipment%2Fcreate', '/reports/adv-report'],
    ['another site', '?returnUrl=%2F%2Fevil.example%2F', '/reports/adv-report'],
    ['an absolute URL', '?returnUrl=https%3A%2F%2Fevil.example%2F', '/reports/adv-report'],
    ['a public page', '?returnUrl=%2FforgotPassword', '/reports/adv-report'],
    ['an unknown page', '?returnUrl=%2Fnowhere', '/reports/adv-report'],
  ])('%s', (_name, search, expected) => {
    expect(destinationWith(tenant, search, mayReturnTo)).toBe(expected);
  });
});
