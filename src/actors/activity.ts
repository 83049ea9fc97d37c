// Requests in flight that should show the loading overlay (spec §2.7): the client's activity hook
// feeds it, silent requests (export polling, lookups the spec exempts) are not counted.
import type { ActivityEvent } from '../api/client';

export interface ApiActivity {
  pending: number;
}

export interface ActivityCounter {
  onActivity(event: ActivityEvent): void;
  subscribe(listener: () => void): () => void;
  /** The same object until the count changes, as useSyncExternalStore requires. */
  getSnapshot(): ApiActivity;
}

export function createActivityCounter(): ActivityCounter {
  let snapshot: ApiActivity = { pending: 0 };
  const listeners = new Set<() => void>();
  return {
    onActivity(event) {
      if (event.silent) return;
      const pending = Math.max(0, snapshot.pending + (event.type === 'start' ? 1 : -1));
      snapshot = { pending };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
