// A query started on navigation intent (src/app/prefetch) is answered before its screen's code has
// loaded; React Query would count that answer stale (staleTime 0) by the time the screen asks, and
// ask the server again. A primed key is taken as fresh once, by the first screen that reads it
// within PRIMED_MS; every later read follows the usual rules (and mutations still invalidate it).
import { hashKey, type QueryKey } from '@tanstack/react-query';

export const PRIMED_MS = 15_000;

const primed = new Map<string, number>();

/** Marks a key as just prefetched for the screen about to open. */
export function primeKey(queryKey: QueryKey, now = Date.now()): void {
  primed.set(hashKey(queryKey), now + PRIMED_MS);
}

/** The staleTime the first read of a primed key uses (then the key is no longer primed); 0 otherwise. */
export function takePrimed(queryKey: QueryKey, now = Date.now()): number {
  const hash = hashKey(queryKey);
  const until = primed.get(hash);
  if (until === undefined) return 0;
  primed.delete(hash);
  return until > now ? PRIMED_MS : 0;
}
