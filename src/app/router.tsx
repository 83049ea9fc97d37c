// The route table (spec §2.3–§2.4): '/' → /login (replace); sign-in and forgot-password in the
// unauthenticated layout; create-new-password in its own; every other screen in the protected
// layout. The router starts with the public routes only: the protected screens come from the
// route table, which is built from the entity registry, so they are added on the first navigation
// that needs them (patchRoutesOnNavigation) and the sign-in page loads neither.
import { createBrowserRouter, Navigate, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { ROOT_REDIRECT } from '../domain/route-match';
import { CreateNewPasswordLayout } from './layouts/CreateNewPasswordLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyComponent, loadOrReloadOnce } from './lazy-reload';

/** The id of the protected layout route, under which the protected screens are patched in. */
export const PROTECTED_ROUTE_ID = 'protected';

type PatchRoutes = NonNullable<DOMRouterOpts['patchRoutesOnNavigation']>;
type ProtectedRoutesModule = { protectedScreenRoutes(): RouteObject[] };

/**
 * Adds the protected screens under the protected layout, once per router. A path that matches
 * nothing asks again; it gets the same answer, and React Router shows 404 Not Found.
 */
export function protectedRoutesPatcher(
  load: () => Promise<ProtectedRoutesModule> = () => import('./protected-routes'),
): PatchRoutes {
  let patched: Promise<void> | null = null;
  return ({ patch }) => {
    patched ??= loadOrReloadOnce(load).then(
      ({ protectedScreenRoutes }) => patch(PROTECTED_ROUTE_ID, protectedScreenRoutes()),
      (error: unknown) => {
        // Let a later navigation try again (the failure itself shows the error page).
        patched = null;
        throw error;
      },
    );
    return patched;
  };
}

const loadProtectedLayout = () => import('./layouts/ProtectedLayout');

/**
 * The code every signed-in screen needs (the route table, the shell), fetched while the sign-in
 * request is in flight: without it, the landing report's requests waited ~300 ms after the sign-in
 * answer for these chunks to arrive and run (#12). A failure here is left to the navigation.
 */
export function preloadSignedInCode(): void {
  void import('./protected-routes').catch(() => undefined);
  void loadProtectedLayout().catch(() => undefined);
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: null,
      children: [
        { index: true, element: <Navigate to={ROOT_REDIRECT} replace /> },
        {
          element: <PublicLayout />,
          children: [
            { path: '/login', lazy: lazyComponent(() => import('../features/auth/LoginPage'), (m) => m.default) },
            {
              path: '/forgotPassword',
              // The page asks the server through React Query, which loads with it.
              lazy: lazyComponent(
                () => Promise.all([import('../features/auth/ForgotPasswordPage'), import('./query/QueryProvider')]),
                ([{ default: Page }, { QueryProvider }]) =>
                  function ForgotPassword() {
                    return (
                      <QueryProvider>
                        <Page />
                      </QueryProvider>
                    );
                  },
              ),
            },
          ],
        },
        {
          element: <CreateNewPasswordLayout />,
          children: [
            {
              path: '/createNewPassword',
              lazy: lazyComponent(() => import('../features/auth/CreateNewPasswordPage'), (m) => m.default),
            },
          ],
        },
        {
          // The shell (menu, top bar, building selector) is a chunk of its own too.
          id: PROTECTED_ROUTE_ID,
          lazy: lazyComponent(loadProtectedLayout, (m) => m.ProtectedLayout),
          children: [],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(
  create: (routes: RouteObject[], options: DOMRouterOpts) => AppRouter = createBrowserRouter,
): AppRouter {
  return create(createAppRoutes(), { patchRoutesOnNavigation: protectedRoutesPatcher() });
}
