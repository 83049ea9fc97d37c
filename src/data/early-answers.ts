// Answers asked for before React Query exists (#12: the landing's data leaves with the sign-in
// answer, not once the signed-in layout's code has loaded and rendered): a route's loader starts
// the request (src/app/prefetch/early-report.ts) and the query under the same key takes it as its
// first fetch instead of asking again. Only once, and only while fresh.
import { hashKey } from '@tanstack/react-query';

/** An answer nobody took within this time (a sign-out came first, the user went elsewhere) is dropped. */
const KEEP_MS = 30_000;

const early = new Map<string, { answer: Promise<unknown>; at: number }>();

export function startEarly(queryKey: readonly unknown[], answer: Promise<unknown>): void {
  answer.catch(() => undefined); // its query reports a failure; unhandled until then
  early.set(hashKey(queryKey), { answer, at: Date.now() });
}

/** The early answer for `queryKey`, once; null when there is none or it is stale. */
export function takeEarly<T>(queryKey: readonly unknown[]): Promise<T> | null {
  const key = hashKey(queryKey);
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < KEEP_MS ? (found.answer as Promise<T>) : null;
}
