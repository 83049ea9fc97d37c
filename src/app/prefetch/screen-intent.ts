// Navigation intent (#12 part 2): the data a screen will ask for first leaves as soon as the user
// asks for the screen — the route's loader calls prefetchScreenData — while the screen's code (and
// AG Grid's) is still loading; and that code is fetched ahead on hover or focus of a menu entry
// (preloadScreen) and once the browser is idle after sign-in (preloadGridIdle). The prefetcher
// itself needs React's world (query client, API client, session), so the protected layout
// registers it (ScreenPrefetch.tsx); before it has, a report screen's requests start without it
// (early-report.ts) and other screens' intent only loads code.
import { loadGridModule, type GridModule } from '../../components/entity/grid/grid-module';
import { matchRoute, type RouteMatch } from '../../domain/routes';
import { screenOf } from '../screens';
import { startReportRequests } from './early-report';

export type ScreenPrefetcher = (match: RouteMatch, search: string) => void;

let prefetcher: ScreenPrefetcher | null = null;

/** Registers the prefetcher; returns its removal. */
export function setScreenPrefetcher(next: ScreenPrefetcher): () => void {
  prefetcher = next;
  return () => {
    if (prefetcher === next) prefetcher = null;
  };
}

/** Starts the first request of the screen at `pathname` (a list's first grid page, a record). */
export function prefetchScreenData(pathname: string, search = ''): void {
  const match = matchRoute(pathname);
  if (match && prefetcher) prefetcher(match, search);
  else if (match) startReportRequests(match, search);
}

const loaded = new Set<string>();

/** Fetches the code of the screen at `path` (and AG Grid's, for a list) without running it. */
export function preloadScreen(path: string): void {
  const match = matchRoute(path);
  if (!match || match.route.layout !== 'protected') return;
  const screen = screenOf(match.route);
  if (!loaded.has(screen.module)) {
    loaded.add(screen.module);
    void screen.load().catch(() => loaded.delete(screen.module));
  }
  if (match.route.kind === 'list') void loadGridModule().catch(() => undefined);
}

/** Runs `task` once the browser has nothing else to do; returns its cancellation. */
function whenIdle(task: () => void, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}

/**
 * AG Grid's chunk once the browser has nothing else to do (after sign-in, the landing drawn), then,
 * at the next idle moment, a grid drawn out of sight (grid-warmup.tsx) so the first list opened
 * does not pay the browser's first-time costs. The returned cleanup (the protected layout leaving,
 * as at sign-out) also holds when the chunk arrives after it: nothing is drawn on the page left to.
 */
export function preloadGridIdle(load: () => Promise<Pick<GridModule, 'warmUpGrid'>> = loadGridModule): () => void {
  let cancelled = false;
  let cancel = whenIdle(() => {
    load().then(
      (grid) => {
        if (!cancelled) cancel = whenIdle(() => grid.warmUpGrid(), 500);
      },
      () => undefined,
    );
  }, 2_000);
  return () => {
    cancelled = true;
    cancel();
  };
}
