// React Query for the routes that use it (the protected layout, forgot password): the app's one
// client, created on the first of them. Loaded with those routes, never at start-up.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../data/query-client';
import { useQueryClientSlot } from './query-slot';

export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useQueryClientSlot().obtain(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
