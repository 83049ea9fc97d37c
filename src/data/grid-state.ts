// Saved list-grid state (columns, sort, filters, page) lives in session storage, one key per grid
// (spec §9). Switching building or view clears all of it (spec §4).
export const GRID_STATE_PREFIX = 'grid:';

export function gridStateKey(gridId: string): string {
  return `${GRID_STATE_PREFIX}${gridId}`;
}

export function readGridState<T>(gridId: string, storage: Storage = sessionStorage): T | null {
  const raw = storage.getItem(gridStateKey(gridId));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeGridState(gridId: string, state: unknown, storage: Storage = sessionStorage): void {
  storage.setItem(gridStateKey(gridId), JSON.stringify(state));
}

export function clearGridState(storage: Storage = sessionStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(GRID_STATE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
