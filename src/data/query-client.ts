// React Query defaults (spec §9: unused cached data is kept for 60 seconds).
import { QueryClient } from '@tanstack/react-query';

export const UNUSED_DATA_GC_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: UNUSED_DATA_GC_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
