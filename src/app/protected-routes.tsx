// The protected screens of the route table (spec §2.2–§2.3), each loaded lazily and guarded by the
// exact qualifier its route needs. This module carries the route table and so the entity registry:
// the router adds these routes on the first navigation into the protected layout, so the sign-in
// page does not load them.
import { type RouteObject } from 'react-router-dom';
import { ROUTES, type AppRoute } from '../domain/routes';
import { ScreenGuard } from './guards/Guards';
import { lazyComponent } from './lazy-reload';
import { prefetchScreenData } from './prefetch/screen-intent';
import { screenOf, type Screen } from './screens';

function screenRoute(route: AppRoute, screen: Screen): RouteObject {
  return {
    path: route.path,
    // Runs beside the lazy load of the screen's code, so its first request leaves at once; never
    // on a revalidation (a search change in the same screen), which the screen handles itself.
    loader: ({ request }) => {
      const url = new URL(request.url);
      prefetchScreenData(url.pathname, url.search);
      return null;
    },
    shouldRevalidate: () => false,
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

/** Every protected screen of the route table. */
export function protectedScreenRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return routes.filter((route) => route.layout === 'protected').map((route) => screenRoute(route, screenOf(route)));
}
