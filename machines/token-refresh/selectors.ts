import type { SnapshotFrom } from 'xstate';
import type { TokenRefreshMachine } from './machine';

type Snapshot = SnapshotFrom<TokenRefreshMachine>;

export const selectIsRefreshing = (s: Snapshot): boolean => s.matches('refreshing');
export const selectHasFailed = (s: Snapshot): boolean => s.matches('failed');
export const selectGeneration = (s: Snapshot): number => s.context.generation;
export const selectCurrentToken = (s: Snapshot): string | null => s.context.accessToken;
export const selectLastError = (s: Snapshot): string | null => s.context.lastError;
