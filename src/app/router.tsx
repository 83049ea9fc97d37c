// The route table (spec §2.3–§2.4): '/' → /login (replace); sign-in and forgot-password in the
// unauthenticated layout; create-new-password in its own; every other screen in the protected
// layout, loaded lazily and guarded by the exact qualifier its route needs.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/index';
import { ROOT_REDIRECT, ROUTES, type AppRoute } from '../domain/routes';
import { ScreenGuard } from './guards/Guards';
import { CreateNewPasswordLayout } from './layouts/CreateNewPasswordLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { loadOrReloadOnce } from './lazy-reload';
import { screenOf, type Screen } from './screens';

/** A route's `lazy`: the module's component, reloading the page once when the chunk is gone. */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadOrReloadOnce(load)) });
}

function screenRoute(route: AppRoute, screen: Screen): RouteObject {
  return {
    path: route.path,
    lazy: lazyComponent(screen.load, ({ default: Page }) =>
      function GuardedScreen() {
        return (
          <ScreenGuard guard={route.guard}>
            <Page {...screen.props} />
          </ScreenGuard>
        );
      },
    ),
  };
}

/** The protected screens whose modules exist. */
export function protectedScreenRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return routes
    .filter((route) => route.layout === 'protected')
    .flatMap((route) => {
      const screen = screenOf(route);
      return screen ? [screenRoute(route, screen)] : [];
    });
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
              lazy: lazyComponent(() => import('../features/auth/ForgotPasswordPage'), (m) => m.default),
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
          // The shell (menu, top bar, building selector) is a chunk of its own: the sign-in page
          // does not load it.
          lazy: lazyComponent(() => import('./layouts/ProtectedLayout'), (m) => m.ProtectedLayout),
          children: protectedScreenRoutes(),
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(create: (routes: RouteObject[]) => AppRouter = createBrowserRouter): AppRouter {
  return create(createAppRoutes());
}
