// The layout gates and the screen guard rendered over a route tree, with the real session actor.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ActorsProvider } from '../../../src/actors/ActorsProvider';
import type { AppActors } from '../../../src/actors/app-actors';
import { LayoutGate, ScreenGuard } from '../../../src/app/guards/Guards';
import { NO_PERMISSION_TEXT } from '../../../src/components/index';
import type { AuthData } from '../../../src/domain/auth';
import { guardFor } from '../../../src/domain/routes';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import { makeAuth } from '../../machines/session/fixtures';
import { actorsWith } from './support';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const page = (path: string, text: string, guarded = false) => ({
  path,
  element: guarded ? (
    <ScreenGuard guard={guardFor(path)}>
      <h1>{text}</h1>
    </ScreenGuard>
  ) : (
    <h1>{text}</h1>
  ),
});

const routes = [
  {
    element: (
      <>
        <Outlet />
        <Where />
      </>
    ),
    children: [
      { element: <LayoutGate layout="unauthenticated"><Outlet /></LayoutGate>, children: [page('/login', 'Sign in')] },
      { element: <LayoutGate layout="createNewPassword"><Outlet /></LayoutGate>, children: [page('/createNewPassword', 'New password')] },
      {
        element: <LayoutGate layout="protected"><Outlet /></LayoutGate>,
        children: [
          page('/reports/adv-report', 'Full report', true),
          page('/equipment/create', 'Create equipment', true),
          page('/collections', 'Collections', true),
        ],
      },
    ],
  },
];

let current: AppActors | null = null;
afterEach(() => current?.stop());

function renderAt(url: string, auth: AuthData | null) {
  const { actors } = actorsWith(auth);
  current = actors;
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </ActorsProvider>,
  );
}

const manager = makeAuth('manager', { permissions: permissionsForRole('manager') });
const tenant = makeAuth('tenant', { permissions: permissionsForRole('tenant') });
const flagged = { ...manager, forceChangePassword: true };

describe('guards in a route tree', () => {
  it.each([
    { name: 'no token → sign in, location kept', url: '/collections', auth: null, heading: 'Sign in', where: '/login?returnUrl=%2Fcollections' },
    { name: 'force change → create new password first', url: '/collections', auth: flagged, heading: 'New password', where: '/createNewPassword?returnUrl=%2Fcollections' },
    { name: 'signed in on a public page → landing', url: '/login', auth: manager, heading: 'Full report', where: '/reports/adv-report' },
    { name: 'missing qualifier → no permission', url: '/equipment/create', auth: tenant, heading: NO_PERMISSION_TEXT, where: '/equipment/create' },
    { name: 'qualifier held → the screen', url: '/equipment/create', auth: manager, heading: 'Create equipment', where: '/equipment/create' },
  ])('$name', async ({ url, auth, heading, where }) => {
    renderAt(url, auth);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(where);
  });

  it('follows the session: signing out on a protected page sends the user to sign in', async () => {
    renderAt('/collections', manager);
    await screen.findByRole('heading', { name: 'Collections' });
    current!.session.send({ type: 'session.revert' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // The session ended here: no return address is left for whoever signs in next (issue #13).
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });
});
