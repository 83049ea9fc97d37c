// The router starts with the public routes only; the protected screens are patched in on the
// first navigation that needs them, and a signed-in visitor's returnUrl is judged once the route
// table has loaded.
import { act, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActorsProvider } from '../../../src/actors/ActorsProvider';
import type { AppActors } from '../../../src/actors/app-actors';
import { decideAccessWith, type AccessInput } from '../../../src/app/guards/access-rules';
import { LayoutGate } from '../../../src/app/guards/Guards';
import { chunkKeyOf, LAZY_RELOAD_MARKS } from '../../../src/app/lazy-reload';
import { createQueryClientSlot, QueryClientSlotContext } from '../../../src/app/query/query-slot';
import { createAppRoutes, PROTECTED_ROUTE_ID, protectedRoutesPatcher } from '../../../src/app/router';
import type { AuthData } from '../../../src/domain/auth';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { makeAuth } from '../../machines/session/fixtures';
import { actorsWith } from './support';

// The first lazy import of the sign-in page or the route table is transformed on the spot: on a
// busy machine that alone takes longer than the default second of the find* queries.
configure({ asyncUtilTimeout: 10_000 });

const manager = makeAuth('manager', { permissions: permissionsForRole('manager') });
const tenant = makeAuth('tenant', { permissions: permissionsForRole('tenant') });

let current: AppActors | null = null;
afterEach(() => {
  current?.stop();
  current = null;
  sessionStorage.clear();
});

function renderRouter(router: ReturnType<typeof createMemoryRouter>, auth: AuthData | null) {
  const { actors } = actorsWith(auth);
  current = actors;
  render(
    <QueryClientSlotContext.Provider value={createQueryClientSlot(() => {})}>
      <ActorsProvider actors={actors}>
        <RouterProvider router={router} />
      </ActorsProvider>
    </QueryClientSlotContext.Provider>,
  );
}

function Where() {
  return <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;
}

const protectedLayoutOf = (routes: RouteObject[]) => routes[0]!.children!.find((r) => r.id === PROTECTED_ROUTE_ID);

describe('the route table at start-up', () => {
  it('has the protected layout without screens', () => {
    expect(protectedLayoutOf(createAppRoutes())?.children).toEqual([]);
  });
});

describe('protectedRoutesPatcher', () => {
  const screens = () => [{ path: '/help', element: <h1>Help</h1> }];
  const patchArgs = (patch: (id: string | null, children: RouteObject[]) => void) =>
    ({ patch, path: '/help', matches: [], fetcherKey: undefined, signal: new AbortController().signal }) as never;

  it('loads the protected routes once and patches them under the protected layout once', async () => {
    const load = vi.fn(async () => ({ protectedScreenRoutes: screens }));
    const patch = vi.fn();
    const patcher = protectedRoutesPatcher(load);
    await Promise.all([patcher(patchArgs(patch)), patcher(patchArgs(patch))]);
    await patcher(patchArgs(patch));
    expect(load).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith(PROTECTED_ROUTE_ID, [expect.objectContaining({ path: '/help' })]);
  });

  it('tries again on a later navigation when the load failed for good', async () => {
    // A reload was already tried, so the failure is thrown instead of reloading the page.
    const load = vi
      .fn<() => Promise<{ protectedScreenRoutes: typeof screens }>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce({ protectedScreenRoutes: screens });
    sessionStorage.setItem(LAZY_RELOAD_MARKS, JSON.stringify({ [chunkKeyOf(load)]: Date.now() }));
    const patch = vi.fn();
    const patcher = protectedRoutesPatcher(load);
    await expect(patcher(patchArgs(patch))).rejects.toThrow('chunk gone');
    await patcher(patchArgs(patch));
    expect(load).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenCalledTimes(1);
  });
});

describe('the app routes with the patcher', () => {
  const helpOnly = () => vi.fn(async () => ({ protectedScreenRoutes: () => [{ path: '/help', element: <h1>Help</h1> }] }));
  const appRouterAt = (url: string, load: ReturnType<typeof helpOnly>) =>
    createMemoryRouter(createAppRoutes(), { initialEntries: [url], patchRoutesOnNavigation: protectedRoutesPatcher(load) });

  it('opens a protected path on first load: the screens are patched in, then the guard sends a visitor to sign in', async () => {
    const load = helpOnly();
    const router = appRouterAt('/help', load);
    renderRouter(router, null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnUrl=%2Fhelp');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a path the route table does not have', async () => {
    const load = helpOnly();
    const router = appRouterAt('/nowhere', load);
    renderRouter(router, null);
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('decideAccessWith', () => {
  const signedInAt = (search: string): AccessInput => ({
    auth: manager,
    mustChangePassword: false,
    layout: 'unauthenticated',
    guard: null,
    location: { pathname: '/login', search },
  });

  it('sends a signed-in visitor without a returnUrl to the landing page without the route table', () => {
    expect(decideAccessWith(signedInAt(''), null)).toEqual({ type: 'redirect', to: '/reports/adv-report' });
  });

  it('waits for the route table to judge a returnUrl', () => {
    expect(decideAccessWith(signedInAt('?returnUrl=%2Fequipment'), null)).toEqual({ type: 'pending' });
    expect(decideAccessWith(signedInAt('?returnUrl=%2Fequipment'), () => true)).toEqual({ type: 'redirect', to: '/equipment' });
    expect(decideAccessWith(signedInAt('?returnUrl=%2Fequipment'), () => false)).toEqual({
      type: 'redirect',
      to: '/reports/adv-report',
    });
  });
});

describe('the sign-in gate with a returnUrl', () => {
  const gateRoutes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        { element: <LayoutGate layout="unauthenticated"><Outlet /></LayoutGate>, children: [{ path: '/login', element: <h1>Sign in</h1> }] },
        { path: '/collections', element: <h1>Collections</h1> },
        { path: '/reports/adv-report', element: <h1>Full report</h1> },
      ],
    },
  ];

  it.each([
    { name: 'a page the user may open', auth: manager, url: '/login?returnUrl=%2Fcollections', heading: 'Collections' },
    { name: 'a page the user may not open', auth: tenant, url: '/login?returnUrl=%2Fequipment%2Fcreate', heading: 'Full report' },
  ])('loads the route table, then sends the visitor on: $name', async ({ auth, url, heading }) => {
    renderRouter(createMemoryRouter(gateRoutes, { initialEntries: [url] }), auth);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
