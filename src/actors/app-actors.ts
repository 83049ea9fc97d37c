// The root actors of the app, created once: the session, drawer and reports actors (the last made
// by the signed-in layout, reports-slot.ts), and the one HTTP client composed with the token-refresh
// lock. Effects that belong to other layers (React Query's cache, grid state, toasts, the router, window.open) are handed in by src/app.
import type { InspectionEvent } from 'xstate';
import type { ApiClient } from '../api/client';
import { createActivityCounter, type ActivityCounter } from './activity';
import { createSessionClient } from './api-client';
import { clientSessionId } from './client-session-id';
import { createDrawerActor, type DrawerActor } from './drawer';
import type { FieldErrorStore } from './field-errors';
import { createReportsSlot, type ReportsSlot } from './reports-slot';
import { createSessionActor, type SessionActor } from './session';
import { AUTH_STORAGE_KEY, browserStorage, type KeyValueStorage } from './storage';
import type { TokenRefresh } from './token-refresh';

/** The effects src/app supplies. */
export interface AppEffects {
  resetCachedData(): void;
  clearGridState(): void;
  /** Dismisses the toasts; the export notices are the reports actor's and are reset here. */
  dismissNotices(): void;
  navigateTo(path: string): void;
  openWindow(url: string): void;
}

export interface AppActorsOptions {
  /** `import.meta.env.VITE_API_BASE_URL ?? ''` (same origin). */
  baseUrl: string;
  effects: AppEffects;
  /** Defaults to localStorage; null keeps nothing (tests). */
  storage?: KeyValueStorage | null;
  /** The dev inspector's observer (see inspector.ts). */
  inspect?: (event: InspectionEvent) => void;
  /** Where the cross-tab 'storage' event is listened to; defaults to window when present. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface AppActors {
  session: SessionActor;
  drawer: DrawerActor;
  reports: ReportsSlot;
  tokenRefresh: TokenRefresh;
  client: ApiClient;
  activity: ActivityCounter;
  /** Field errors of the last refused password change. */
  passwordErrors: FieldErrorStore;
  /** Idempotent. */
  start(): void;
  stop(): void;
}

export function createAppActors(options: AppActorsOptions): AppActors {
  const storage = options.storage === undefined ? browserStorage('localStorage') : options.storage;
  const eventTarget = options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;
  const activity = createActivityCounter();
  const holder: { session?: SessionActor } = {};

  const { client, tokenRefresh } = createSessionClient({
    baseUrl: options.baseUrl,
    clientSessionId: clientSessionId(),
    onActivity: activity.onActivity,
    storage,
    auth: {
      getAuth: () => holder.session?.getSnapshot().context.auth ?? null,
      setAuth: (auth) => holder.session?.send({ type: 'session.tokensRefreshed', auth }),
      // Spec §8: no auth data or a refused refresh logs the user out; there is no session left to
      // tell the server about, so the auth state is reverted.
      signOut: () => holder.session?.send({ type: 'session.revert' }),
    },
  });

  const drawer = createDrawerActor(storage, options.inspect);
  const reports = createReportsSlot({ client, storage, openWindow: options.effects.openWindow, inspect: options.inspect });
  const { actor: session, passwordErrors } = createSessionActor({
    client,
    waitForUnlock: () => tokenRefresh.waitForUnlock(),
    storage,
    inspect: options.inspect,
    effects: {
      resetCachedData: options.effects.resetCachedData,
      clearGridState: options.effects.clearGridState,
      dismissNotices: () => {
        options.effects.dismissNotices();
        reports.send({ type: 'reports.revert' });
      },
      navigateTo: options.effects.navigateTo,
      resetDrawer: () => drawer.send({ type: 'drawer.reset' }),
      resetReports: () => reports.send({ type: 'reports.revert' }),
    },
  });
  holder.session = session;

  // Another tab signed out (or its refresh was refused): this tab's session ends as well.
  const onStorage = (event: StorageEvent) => {
    const removed = event.key === AUTH_STORAGE_KEY || event.key === null; // null: storage.clear()
    if (removed && event.newValue === null && session.getSnapshot().context.auth) {
      session.send({ type: 'session.revert' });
    }
  };

  let state: 'idle' | 'running' | 'stopped' = 'idle';
  return {
    session,
    drawer,
    reports,
    tokenRefresh,
    client,
    activity,
    passwordErrors,
    start() {
      if (state !== 'idle') return;
      state = 'running';
      drawer.start();
      session.start();
      eventTarget?.addEventListener('storage', onStorage);
    },
    stop() {
      if (state !== 'running') return;
      state = 'stopped';
      eventTarget?.removeEventListener('storage', onStorage);
      session.stop();
      reports.stop();
      drawer.stop();
      tokenRefresh.stop();
    },
  };
}
