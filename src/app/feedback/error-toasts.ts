// Spec §8: "When any query fails, an error toast shows", worded by errorMessage (the spec's order).
// Wired to React Query's caches, so no screen has to remember it. A query or mutation can opt out
// with `meta: { silent: true }` (it shows its own message); a 401 is the session's business (the
// refresh path signs the user out), not a toast.
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, isUnauthorized } from '../../api/errors';

export interface ErrorToastTarget {
  error(message: string): unknown;
}

const isSilent = (meta: Record<string, unknown> | undefined) => meta?.silent === true;

export function shouldToast(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  return !isSilent(meta) && !isUnauthorized(error);
}

/** Subscribes both caches; returns the unsubscribe. */
export function wireErrorToasts(queryClient: QueryClient, target: ErrorToastTarget): () => void {
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (shouldToast(error, event.query.meta)) target.error(errorMessage(error));
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (shouldToast(error, event.mutation.options.meta)) target.error(errorMessage(error));
  });
  return () => {
    offQueries();
    offMutations();
  };
}
