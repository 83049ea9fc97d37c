// Composition root (architecture §2): React Query, the root actors, the one API client, the router
// and the app-wide feedback. Effects the session needs from other layers are wired here.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ActorsProvider } from '../actors/ActorsProvider';
import type { AppActorsOptions } from '../actors/app-actors';
import { useAppActors } from '../actors/hooks';
import { createDevInspector } from '../actors/inspector';
import { toasts } from '../components/toast/toast-store';
import { ApiClientProvider } from '../data/api-context';
import { clearGridState } from '../data/grid-state';
import { createQueryClient } from '../data/query-client';
import { Feedback } from './feedback/Feedback';
import { wireErrorToasts } from './feedback/error-toasts';
import { createAppRouter } from './router';

function ClientProvider({ children }: { children: ReactNode }) {
  return <ApiClientProvider client={useAppActors().client}>{children}</ApiClientProvider>;
}

function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  const inspector = createDevInspector();
  const options: AppActorsOptions = {
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    inspect: inspector?.inspect,
    effects: {
      resetCachedData: () => queryClient.clear(),
      clearGridState: () => clearGridState(),
      dismissNotices: () => toasts.clear(),
      navigateTo: (path) => void router.navigate(path),
      openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    },
  };
  return { queryClient, router, inspector, options };
}

export function App() {
  const [{ queryClient, router, inspector, options }] = useState(createApp);
  useEffect(() => wireErrorToasts(queryClient, toasts), [queryClient]);
  useEffect(() => {
    void inspector?.attach();
  }, [inspector]);
  return (
    <QueryClientProvider client={queryClient}>
      <ActorsProvider options={options}>
        <ClientProvider>
          <RouterProvider router={router} />
          <Feedback />
        </ClientProvider>
      </ActorsProvider>
    </QueryClientProvider>
  );
}
