// The protected screens of the route table (spec §2.2–§2.3), each loaded lazily and guarded by the
// exact qualifier its route needs. This module carries the route table and so the entity registry:
// the router adds these routes on the first navigation into the protected layout, so the sign-in
// page does not load them.
import { type RouteObject } from 'react-router-dom';
import { loadGridModule } from '../components/entity/grid/grid-module';
import { ROUTES, type AppRoute } from '../domain/routes';
import { ScreenGuard } from './guards/Guards';
import { chunkKeyOf, lazyComponent } from './lazy-reload';
import { prefetchScreenData } from './prefetch/screen-intent';
import { screenOf, type PageLoader, type Screen } from './screens';

/**
 * A list's screen comes with AG Grid's chunk, loaded side by side: the route renders once both are
 * there, and the list draws its grid at once instead of suspending (grid/grid-module.ts).
 */
function withGrid(load: PageLoader): PageLoader {
  return () => Promise.all([load(), loadGridModule()]).then(([page]) => page);
}

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
    lazy: lazyComponent(
      route.kind === 'list' ? withGrid(screen.load) : screen.load,
      ({ default: Page }) =>
        function GuardedScreen() {
          return (
            <ScreenGuard guard={route.guard}>
              <Page {...screen.props} />
            </ScreenGuard>
          );
        },
      chunkKeyOf(screen.load),
    ),
  };
}

/** Every protected screen of the route table. */
export function protectedScreenRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return routes.filter((route) => route.layout === 'protected').map((route) => screenRoute(route, screenOf(route)));
}
