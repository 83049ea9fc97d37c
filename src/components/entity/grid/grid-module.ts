// AG Grid's chunk (EntityGrid.tsx), loaded once and shared by whoever asks first: the list route
// (src/app/protected-routes.tsx), hover and idle preloads (src/app/prefetch/screen-intent.ts) and
// the list itself (EntityList.tsx). Once it has loaded, a list renders it directly instead of
// through React.lazy: a lazy component suspends on its first render even when its chunk is there,
// and React then holds the revealed grid back for its Suspense throttle (300 ms), which was most
// of the time from a click on a list to its first row (#12).
import type * as EntityGridModule from './EntityGrid';

export type GridModule = typeof EntityGridModule;

let loaded: GridModule | null = null;
let loading: Promise<GridModule> | null = null;

/** Loads the grid's chunk (once; again after a failure). */
export function loadGridModule(): Promise<GridModule> {
  loading ??= import('./EntityGrid').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The grid's module when its chunk has loaded; null before. */
export function loadedGridModule(): GridModule | null {
  return loaded;
}
