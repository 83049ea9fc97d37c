// React Query is not needed to show the sign-in page, so its client is created on first need by
// the routes that use it (QueryProvider, loaded with them). The app's effects and those routes
// reach the one client through this slot, which the composition root owns.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export interface QueryClientSlot {
  /** The client, once a route has needed it; null before (so there is no cached data yet). */
  readonly current: QueryClient | null;
  /** The client, created by `create` on the first call. */
  obtain(create: () => QueryClient): QueryClient;
}

/** `onCreate` runs once, with the client, when it is created (e.g. to wire the error toasts). */
export function createQueryClientSlot(onCreate: (client: QueryClient) => void): QueryClientSlot {
  let client: QueryClient | null = null;
  return {
    get current() {
      return client;
    },
    obtain(create) {
      if (!client) {
        client = create();
        onCreate(client);
      }
      return client;
    },
  };
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error('useQueryClientSlot needs a <QueryClientSlotContext.Provider> above it');
  return slot;
}
