// Spec §2.4: "A failed lazy load reloads the page" — after a deployment the old chunk names are
// gone, and a reload fetches the new ones. At most once per chunk within RELOAD_WINDOW_MS: the
// time of each chunk's reload is kept in sessionStorage (it survives the reload), so a chunk that
// fails again shows the error page (with its Reload button) instead of reloading for ever. The
// marks are per chunk because another chunk loading fine (the layout, say) says nothing about
// this one: one mark for all let a broken screen reload the page 33 times in 15 s.
export const LAZY_RELOAD_MARKS = 'lazyReloads';
/** Within this time a chunk that failed after its reload is not reloaded again. */
export const RELOAD_WINDOW_MS = 5 * 60_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
  now?(): number;
}

const browserDeps = (): ReloadDeps => ({ storage: sessionStorage, reload: () => window.location.reload() });

type Marks = Record<string, number>;

function readMarks(storage: ReloadDeps['storage']): Marks {
  try {
    const value: unknown = JSON.parse(storage.getItem(LAZY_RELOAD_MARKS) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Marks) : {};
  } catch {
    return {};
  }
}

function writeMarks(storage: ReloadDeps['storage'], marks: Marks): void {
  if (Object.keys(marks).length === 0) storage.removeItem(LAZY_RELOAD_MARKS);
  else storage.setItem(LAZY_RELOAD_MARKS, JSON.stringify(marks));
}

/**
 * A short name for the chunk a loader loads: its source, which names the module it imports (in a
 * build, the hashed file), hashed to keep the marks small.
 */
export function chunkKeyOf(load: () => unknown): string {
  let hash = 5381;
  for (const char of String(load)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

export async function loadOrReloadOnce<T>(
  load: () => Promise<T>,
  deps: ReloadDeps = browserDeps(),
  chunk: string = chunkKeyOf(load),
): Promise<T> {
  const now = deps.now ?? Date.now;
  try {
    const loaded = await load();
    const marks = readMarks(deps.storage);
    if (chunk in marks) {
      delete marks[chunk];
      writeMarks(deps.storage, marks);
    }
    return loaded;
  } catch (error) {
    const marks = readMarks(deps.storage);
    const reloadedAt = marks[chunk];
    // The reload did not help: the route's error page shows the failure with a Reload button. The
    // mark stays, so navigating there again within the window shows it again rather than reloading.
    if (reloadedAt !== undefined && now() - reloadedAt < RELOAD_WINDOW_MS) throw error;
    writeMarks(deps.storage, { ...marks, [chunk]: now() });
    deps.reload();
    // The page is going away; nothing should render in the meantime.
    return new Promise<never>(() => {});
  }
}

/**
 * A route's `lazy`: the module's component, reloading the page once when the chunk is gone.
 * `chunk` names it in the marks when `load` wraps the module's own loader (one wrapper's source
 * is the same for every screen it wraps).
 */
export function lazyComponent<M, C>(load: () => Promise<M>, pick: (module: M) => C, chunk: string = chunkKeyOf(load)) {
  return async () => ({ Component: pick(await loadOrReloadOnce(load, undefined, chunk)) });
}
