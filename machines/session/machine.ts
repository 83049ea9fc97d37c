import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuthData } from '../../src/domain/auth';
import type {
  ChangePasswordInput,
  NavigateHomeParams,
  PersistAuthParams,
  SessionContext,
  SessionEvent,
  SessionInput,
  SignInInput,
  SignOutRemoteInput,
  SwitchSessionInput,
} from './types';

/** Spec §9: the session is kept in browser storage under this key. */
export const AUTH_STORAGE_KEY = 'auth';
/**
 * Sign-out tells the server (best effort) but never waits longer than this: a server that does
 * not answer must not keep the user signed in on this device.
 */
export const SIGN_OUT_GRACE_MS = 5000;

/** The text for context.error: the thrown message when there is one (ports throw Errors). */
function failureText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** A port answered with a session (signed in, password changed, switched): keep it and store it. */
const answered = ({ event }: { event: { output: AuthData } }) => ({ auth: event.output });
const storeSession = [
  { type: 'keepSession', params: answered },
  { type: 'persistAuth', params: answered },
] as const;

/** Spec §4: sign-out or a reverted auth state resets auth and drawer (and the export list). */
const endSession = ['forgetAuth', 'clearPersistedAuth', 'resetCachedData', 'resetDrawer', 'resetReports'] as const;

const notProvided = (port: string) => () => Promise.reject(new Error(`${port} is not provided`));

/**
 * The session: signed out → signing in → (force change password →) signed in ⇄ switching →
 * signing out → signed out. Effects are placeholders that src/actors provides, and so is the one
 * domain rule it acts on (which route is a session's home: `navigateHome`), since machines/ reads
 * only types from src/domain.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    signIn: fromPromise<AuthData, SignInInput>(notProvided('signIn')),
    /** Resolves with the refreshed session, whose forceChangePassword is false. */
    changePassword: fromPromise<AuthData, ChangePasswordInput>(notProvided('changePassword')),
    switchSession: fromPromise<AuthData, SwitchSessionInput>(notProvided('switchSession')),
    signOutRemote: fromPromise<void, SignOutRemoteInput>(notProvided('signOutRemote')),
  },
  actions: {
    persistAuth: (_, _params: PersistAuthParams) => {},
    clearPersistedAuth: () => {},
    resetCachedData: () => {},
    clearGridState: () => {},
    dismissNotices: () => {},
    /** Spec §2.5: to the home route of the session (src/domain's landingPath decides which). */
    navigateHome: (_, _params: NavigateHomeParams) => {},
    resetDrawer: () => {},
    resetReports: () => {},
    clearError: assign({ error: null }),
    keepSession: assign((_, params: { auth: AuthData }) => ({ auth: params.auth, error: null })),
    /** Remembers whose session ended, so that their return address is not handed to the next user. */
    forgetAuth: assign(({ context }) => ({ auth: null, endedUserId: context.auth?.id ?? context.endedUserId })),
  },
  guards: {
    // Spec §2.4: a flagged user changes the password before any other page, also after reload.
    storedMustChangePassword: ({ context }) => context.auth?.forceChangePassword === true,
    hasStoredAuth: ({ context }) => context.auth !== null,
    mustChangePassword: (_, params: { auth: AuthData }) => params.auth.forceChangePassword,
    // A refresh that lands after sign-out must not bring the session back.
    isSignedIn: ({ context }) => context.auth !== null,
  },
  delays: { signOutGrace: SIGN_OUT_GRACE_MS },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ auth: input.storedAuth, error: null, endedUserId: null }),
  initial: 'hydrating',
  on: {
    'session.revert': { target: '.signedOut', actions: [...endSession] },
    'session.tokensRefreshed': {
      guard: 'isSignedIn',
      actions: [
        assign({ auth: ({ event }) => event.auth }),
        { type: 'persistAuth', params: ({ event }) => ({ auth: event.auth }) },
      ],
    },
  },
  states: {
    // Transient: picks up the session stored under `auth` before anything renders.
    hydrating: {
      always: [
        { guard: 'storedMustChangePassword', target: 'forceChangePassword' },
        { guard: 'hasStoredAuth', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: { 'session.signIn': { target: 'signingIn', actions: 'clearError' } },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        // The password goes to the port from the event only: it is never kept in context.
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          return { userName: event.userName, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: answered },
            target: 'forceChangePassword',
            actions: [...storeSession],
          },
          { target: 'signedIn', actions: [...storeSession] },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => failureText(event.error, 'Sign-in failed') }),
        },
      },
    },
    forceChangePassword: {
      initial: 'idle',
      on: { 'session.signOut': 'signingOut' },
      states: {
        idle: {
          on: { 'session.changePassword': { target: 'changingPassword', actions: 'clearError' } },
        },
        changingPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context, event }) => {
              assertEvent(event, 'session.changePassword');
              return { auth: context.auth!, currentPassword: event.currentPassword, newPassword: event.newPassword };
            },
            // The flag is cleared once the default password is changed (spec §4).
            onDone: { target: '#session.signedIn', actions: [...storeSession] },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => failureText(event.error, 'Password change failed') }),
            },
          },
        },
      },
    },
    signedIn: {
      on: {
        'session.switch': { target: 'switching', actions: 'clearError' },
        'session.signOut': 'signingOut',
      },
    },
    switching: {
      // Leaving mid-switch is honoured: the switch is dropped (its answer is never stored).
      on: { 'session.signOut': 'signingOut' },
      invoke: {
        id: 'switchSession',
        src: 'switchSession',
        input: ({ context, event }) => {
          assertEvent(event, 'session.switch');
          return { auth: context.auth!, request: { tenantId: event.tenantId, roleId: event.roleId } };
        },
        // Spec §4, in its order: nothing cached, saved or shown for the old building survives.
        onDone: {
          target: 'signedIn',
          actions: [
            'resetCachedData',
            'clearGridState',
            'dismissNotices',
            ...storeSession,
            { type: 'navigateHome', params: answered },
          ],
        },
        // The old session is still valid: stay in it and say why the switch did not happen.
        onError: {
          target: 'signedIn',
          actions: assign({ error: ({ event }) => failureText(event.error, 'Switching failed') }),
        },
      },
    },
    // Keeps the session until the server has been told (it needs the token), within a grace time.
    signingOut: {
      invoke: {
        id: 'signOutRemote',
        src: 'signOutRemote',
        input: ({ context }) => ({ auth: context.auth }),
        onDone: { target: 'signedOut', actions: [...endSession] },
        onError: { target: 'signedOut', actions: [...endSession] },
      },
      after: { signOutGrace: { target: 'signedOut', actions: [...endSession] } },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
