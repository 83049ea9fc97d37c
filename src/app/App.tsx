// Composition root (architecture §2): the React Query client's slot, the root actors, the one API
// client, the router and the app-wide feedback. Effects the session needs from other layers are
// wired here.
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ActorsProvider } from '../actors/ActorsProvider';
import type { AppActorsOptions } from '../actors/app-actors';
import { useAppActors } from '../actors/hooks';
import { createDevInspector } from '../actors/inspector';
import { toasts } from '../components/toast/toast-store';
import { ApiClientProvider } from '../data/api-context';
import { clearGridState } from '../data/grid-state';
import { Feedback } from './feedback/Feedback';
import { wireErrorToasts } from './feedback/error-toasts';
import { setEarlyContext } from './prefetch/early-context';
import { createQueryClientSlot, QueryClientSlotContext, useQueryClientSlot } from './query/query-slot';
import { createAppRouter } from './router';
import { prefetchAroundSignIn } from './prefetch/sign-in';
import { SessionScopeProvider } from './session-scope';

/** The one API client and the session's scope, for every screen below the root. */
function DataProvider({ children }: { children: ReactNode }) {
  const { client, session } = useAppActors();
  const queryClients = useQueryClientSlot();
  // Before the first navigation's loaders run (they may start the landing's requests).
  useState(() => setEarlyContext({ client, auth: () => session.getSnapshot().context.auth, queryClients }));
  useEffect(() => prefetchAroundSignIn(session), [session]);
  return (
    <ApiClientProvider client={client}>
      <SessionScopeProvider>{children}</SessionScopeProvider>
    </ApiClientProvider>
  );
}

function createApp() {
  // React Query loads with the routes that use it (QueryProvider); the error toasts are wired to
  // its caches when the client is created.
  const queryClients = createQueryClientSlot((client) => wireErrorToasts(client, toasts));
  const router = createAppRouter();
  // Inspection is a development aid: a production build leaves the inspector out.
  const inspector = import.meta.env.DEV ? createDevInspector() : null;
  const options: AppActorsOptions = {
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    inspect: inspector?.inspect,
    effects: {
      resetCachedData: () => queryClients.current?.clear(),
      clearGridState: () => clearGridState(),
      dismissNotices: () => toasts.clear(),
      navigateTo: (path) => void router.navigate(path),
      openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    },
  };
  return { queryClients, router, inspector, options };
}

export function App() {
  const [{ queryClients, router, inspector, options }] = useState(createApp);
  useEffect(() => {
    void inspector?.attach();
  }, [inspector]);
  return (
    <QueryClientSlotContext.Provider value={queryClients}>
      <ActorsProvider options={options}>
        <DataProvider>
          <RouterProvider router={router} />
          <Feedback />
        </DataProvider>
      </ActorsProvider>
    </QueryClientSlotContext.Provider>
  );
}
