// The token-refresh actor: the machine's lock given its real effects. Every request answered 401
// calls `requestRefresh(failedToken)`; all concurrent askers share one refresh (spec §8), and tabs
// of one browser share it through the Web Locks API where it exists (architecture §4).
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { tokenRefreshMachine, type TokenRefreshMachine } from '../../machines/token-refresh';
import type { RefreshTokensInput, RefreshTokensOutput } from '../../machines/token-refresh';
import type { AuthData } from '../domain/auth';
import { browserStorage, readStoredAuth, writeStoredAuth, type KeyValueStorage } from './storage';

/** Where the current session lives; the session actor plugs in here. */
export interface AuthPort {
  getAuth(): AuthData | null;
  /** Receives a refreshed session (the session stores it and moves on with it). */
  setAuth(auth: AuthData): void;
  signOut(): void;
}

/** The part of navigator.locks this uses. */
export interface LockRunner {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRefreshOptions {
  auth: AuthPort;
  /** The network refresh: the app passes `(auth) => renewSession(client, auth)`. */
  renew(auth: AuthData): Promise<AuthData>;
  /** Defaults to navigator.locks when present; null runs without a cross-tab lock. */
  locks?: LockRunner | null;
  /** Defaults to localStorage when present; null reads no other tab's tokens. */
  storage?: KeyValueStorage | null;
  onRefreshed?(accessToken: string, generation: number): void;
}

export interface TokenRefresh {
  actor: ActorRefFrom<TokenRefreshMachine>;
  /** The token to retry with, or null when the session could not be refreshed. */
  requestRefresh(failedToken: string): Promise<string | null>;
  /** When a refresh is in flight, resolves once it has ended either way; undefined (nothing to wait for) when none is. */
  waitForUnlock(): Promise<void> | undefined;
  reset(): void;
  stop(): void;
}

export const AUTH_REFRESH_LOCK = 'auth-refresh';

function browserLocks(): LockRunner | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** Runs under the lock; decides whether a network refresh is needed at all. */
async function obtainFreshToken(options: TokenRefreshOptions, storage: KeyValueStorage | null, failedToken: string): Promise<string> {
  const current = options.auth.getAuth();
  if (!current) throw new Error('No auth data');
  // Another tab refreshed while this one waited for the lock: take its session, spend nothing.
  const stored = storage ? readStoredAuth(storage) : null;
  if (stored && stored.accessToken !== failedToken && stored.expiresAt > current.expiresAt) {
    options.auth.setAuth(stored);
    return stored.accessToken;
  }
  // This tab already holds a newer token than the one that failed (a refresh or switch since).
  if (current.accessToken !== failedToken) return current.accessToken;
  const next = await options.renew(current);
  // Stored before the lock is released, so the next tab in line sees it.
  if (storage) writeStoredAuth(storage, next);
  options.auth.setAuth(next);
  return next.accessToken;
}

export function createTokenRefresh(options: TokenRefreshOptions): TokenRefresh {
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const storage = options.storage === undefined ? browserStorage('localStorage') : options.storage;

  const refreshTokens = fromPromise<RefreshTokensOutput, RefreshTokensInput>(async ({ input }) => {
    const run = () => obtainFreshToken(options, storage, input.failedToken);
    const accessToken = locks ? await locks.request(AUTH_REFRESH_LOCK, run) : await run();
    return { accessToken };
  });

  const actor = createActor(
    tokenRefreshMachine.provide({
      actors: { refreshTokens },
      actions: {
        signOut: () => options.auth.signOut(),
        tokensRefreshed: (_, params) => options.onRefreshed?.(params.accessToken, params.generation),
      },
    }),
  ).start();

  return {
    actor,
    async requestRefresh(failedToken) {
      const generation = actor.getSnapshot().context.generation;
      actor.send({ type: 'refresh.request', failedToken });
      const now = actor.getSnapshot();
      // Still idle: the last refresh already replaced this token; retry with the current one.
      if (now.matches('idle')) return now.context.accessToken;
      if (now.matches('failed')) return null;
      // Refreshing (started now or earlier): wait for this flight's outcome.
      const outcome = await waitFor(actor, (s) => s.context.generation > generation || s.matches('failed'));
      return outcome.matches('failed') ? null : outcome.context.accessToken;
    },
    waitForUnlock() {
      if (!actor.getSnapshot().matches('refreshing')) return undefined;
      return waitFor(actor, (s) => !s.matches('refreshing')).then(() => undefined);
    },
    reset: () => actor.send({ type: 'refresh.reset' }),
    stop: () => actor.stop(),
  };
}
