// A query started on navigation intent (src/app/prefetch) is answered before its screen's code has
// loaded; React Query would count that answer stale (staleTime 0) by the time the screen asks, and
// ask the server again. A primed key is taken as fresh once, by the first screen that reads it
// within PRIMED_MS; every later read follows the usual rules (and mutations still invalidate it).
// Fresh means "answered since it was primed": an answer cached from an earlier visit is not, or the
// screen would show it and ignore the prefetch still on its way (React Query's fetchQuery returns
// fresh data without waiting for a fetch in flight).
import { hashKey, type QueryKey } from '@tanstack/react-query';

export const PRIMED_MS = 15_000;

/** Key hash → when it was primed. */
const primed = new Map<string, number>();

/** Marks a key as just prefetched for the screen about to open. */
export function primeKey(queryKey: QueryKey, now = Date.now()): void {
  primed.set(hashKey(queryKey), now);
}

/** A query's staleTime: a number, or decided per query when React Query asks. */
export type PrimedStaleTime = number | ((query: { state: { dataUpdatedAt: number } }) => number);

/**
 * The staleTime the first read of a primed key uses (then the key is no longer primed): data
 * answered since the priming counts as fresh, older data does not; 0 for a key not primed or
 * primed more than PRIMED_MS ago. Decided when React Query asks, not when the screen rendered: a
 * screen subscribes after its commit (lazy chunks, lookups), and a fixed age taken at render
 * made the prefetched record stale by then, so it was asked for twice.
 */
export function takePrimed(queryKey: QueryKey, now = Date.now()): PrimedStaleTime {
  const hash = hashKey(queryKey);
  const primedAt = primed.get(hash);
  if (primedAt === undefined) return 0;
  primed.delete(hash);
  if (now - primedAt >= PRIMED_MS) return 0;
  return (query) => (query.state.dataUpdatedAt >= primedAt ? PRIMED_MS : 0);
}
