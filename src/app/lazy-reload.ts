// Spec §2.4: "A failed lazy load reloads the page" — after a deployment the old chunk names are
// gone, and a reload fetches the new ones. Once only: a flag in sessionStorage says a reload was
// tried, so a chunk that fails again shows the error page instead of reloading for ever.
export const LAZY_RELOAD_FLAG = 'lazyReloadAttempted';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

const browserDeps = (): ReloadDeps => ({ storage: sessionStorage, reload: () => window.location.reload() });

export async function loadOrReloadOnce<T>(load: () => Promise<T>, deps: ReloadDeps = browserDeps()): Promise<T> {
  try {
    const loaded = await load();
    deps.storage.removeItem(LAZY_RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (deps.storage.getItem(LAZY_RELOAD_FLAG) !== null) {
      // The reload did not help: show the error, and let a later failure try a reload again.
      deps.storage.removeItem(LAZY_RELOAD_FLAG);
      throw error;
    }
    deps.storage.setItem(LAZY_RELOAD_FLAG, '1');
    deps.reload();
    // The page is going away; nothing should render in the meantime.
    return new Promise<never>(() => {});
  }
}

/** A route's `lazy`: the module's component, reloading the page once when the chunk is gone. */
export function lazyComponent<M, C>(load: () => Promise<M>, pick: (module: M) => C) {
  return async () => ({ Component: pick(await loadOrReloadOnce(load)) });
}
