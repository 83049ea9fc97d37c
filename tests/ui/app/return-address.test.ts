// Issue #13: sign-out kept the return address, so the next person to sign in landed on the
// previous user's page. A session that ended in this tab leaves no return address behind, and a
// return address is honoured only for the user whose session ended.
import { describe, expect, it } from 'vitest';
import { mayReturnTo } from '../../../src/app/guards/access';
import { decideAccessWith, destinationWith } from '../../../src/app/guards/access-rules';
import { guardFor } from '../../../src/domain/routes';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { makeAuth } from '../../machines/session/fixtures';

const previous = { ...makeAuth('manager', { permissions: permissionsForRole('manager') }), id: 7 };
const next = { ...makeAuth('manager', { permissions: permissionsForRole('manager') }), id: 8 };
const page = { pathname: '/collections/view/3', search: '' };

describe('the return address after a session ends', () => {
  it('a signed-out visitor who never had a session here keeps where they were going', () => {
    const access = decideAccessWith(
      { auth: null, mustChangePassword: false, layout: 'protected', guard: guardFor(page.pathname), location: page, endedUserId: null },
      mayReturnTo,
    );
    expect(access).toEqual({ type: 'redirect', to: '/login?returnUrl=%2Fcollections%2Fview%2F3' });
  });

  it('after sign-out (or a refused refresh, or a revoked session) the sign-in page has no return address', () => {
    const access = decideAccessWith(
      { auth: null, mustChangePassword: false, layout: 'protected', guard: guardFor(page.pathname), location: page, endedUserId: previous.id },
      mayReturnTo,
    );
    expect(access).toEqual({ type: 'redirect', to: '/login' });
  });

  it('a return address is honoured for the user whose session ended, not for the next one', () => {
    const search = '?returnUrl=%2Fcollections%2Fview%2F3';
    expect(destinationWith(previous, search, mayReturnTo, previous.id)).toBe('/collections/view/3');
    expect(destinationWith(next, search, mayReturnTo, previous.id)).toBe('/reports/adv-report');
    const signIn = { pathname: '/login', search };
    expect(decideAccessWith({ auth: next, mustChangePassword: false, layout: 'unauthenticated', guard: null, location: signIn, endedUserId: previous.id }, mayReturnTo))
      .toEqual({ type: 'redirect', to: '/reports/adv-report' });
  });
});
