// The session actor: the machine given its real ports (the auth calls through the one client) and
// effects. Effects outside this layer (the query cache, grid state, notices, navigation) are handed
// in by the composition root, which owns those libraries.
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import {
  sessionMachine,
  type ChangePasswordInput,
  type SignInInput,
  type SignOutRemoteInput,
  type SwitchSessionInput,
} from '../../machines/session';
import { changePassword, refreshSession, renewSession, signIn } from '../api/auth';
import type { ApiClient } from '../api/client';
import { errorMessage, isApiError } from '../api/errors';
import { getMyBuilding } from '../api/package';
import type { AuthData } from '../domain/auth';
import { landingPath } from '../domain/landing';
import { Area, hasPermission, Qualifier } from '../domain/permissions';
import { createFieldErrorStore, type FieldErrorStore } from './field-errors';
import { readStoredAuth, writeStoredAuth, type KeyValueStorage } from './storage';

/** What a session transition does beyond the actors layer (spec §4). */
export interface SessionEffects {
  resetCachedData(): void;
  clearGridState(): void;
  dismissNotices(): void;
  navigateTo(path: string): void;
  resetDrawer(): void;
  resetReports(): void;
}

export interface SessionActorOptions {
  client: ApiClient;
  /** Resolves once no token refresh is in flight (the refresh lock); undefined when none is. */
  waitForUnlock?(): Promise<void> | undefined;
  storage: KeyValueStorage | null;
  effects: SessionEffects;
  inspect?: (event: InspectionEvent) => void;
}

/** The machine keeps a text; the user needs the server's words (spec §8 order), not "HTTP 400". */
async function withServerMessage<T>(call: () => Promise<T>, fieldErrors?: FieldErrorStore): Promise<T> {
  fieldErrors?.set({});
  try {
    return await call();
  } catch (error) {
    if (fieldErrors && isApiError(error)) fieldErrors.set(fieldErrorsOf(error.data));
    throw new Error(errorMessage(error), { cause: error });
  }
}

function fieldErrorsOf(data: unknown): Record<string, string[]> {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

export function createSessionActor({ client, storage, effects, inspect, waitForUnlock }: SessionActorOptions) {
  const passwordErrors = createFieldErrorStore();
  /**
   * The session to spend the refresh token of: the current one, once no refresh is in flight. A
   * token refresh may have rotated the refresh token since the event was sent; spending the old
   * one would be refused as a reuse (and revoke the whole family). Only a running actor asks.
   */
  const latestAuth = async (sent: AuthData): Promise<AuthData> => {
    await waitForUnlock?.();
    return actor.getSnapshot().context.auth ?? sent;
  };
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise<AuthData, SignInInput>(({ input }) =>
        withServerMessage(() => signIn(client, input.userName, input.password)),
      ),
      // The change clears forceChangePassword on the server; a refresh brings the cleared session.
      changePassword: fromPromise<AuthData, ChangePasswordInput>(({ input }) =>
        withServerMessage(async () => {
          await changePassword(client, { currentPassword: input.currentPassword, newPassword: input.newPassword });
          return renewSession(client, await latestAuth(input.auth));
        }, passwordErrors),
      ),
      switchSession: fromPromise<AuthData, SwitchSessionInput>(({ input }) =>
        withServerMessage(async () => {
          const auth = await latestAuth(input.auth);
          // Spec §7's second GetMy call, with a tenantId: the chosen building is confirmed as one
          // this session may still open (the switcher's list may be older than a portfolio change
          // or a deleted building) before the session, its caches and its grid state are left.
          if (input.request.tenantId !== null && hasPermission(auth.permissions, Area.Packages, Qualifier.View)) {
            await getMyBuilding(client, input.request.tenantId);
          }
          return refreshSession(client, {
            refreshToken: auth.refreshToken,
            userId: auth.id,
            roleId: input.request.roleId,
            tenantId: input.request.tenantId,
          });
        }),
      ),
      // The API has no sign-out call (spec §7): forgetting the tokens here is the sign-out.
      signOutRemote: fromPromise<void, SignOutRemoteInput>(async () => {}),
    },
    actions: {
      persistAuth: (_, params) => {
        if (storage) writeStoredAuth(storage, params.auth);
      },
      clearPersistedAuth: () => {
        if (storage) writeStoredAuth(storage, null);
      },
      resetCachedData: () => effects.resetCachedData(),
      clearGridState: () => effects.clearGridState(),
      dismissNotices: () => effects.dismissNotices(),
      navigateHome: (_, params) => effects.navigateTo(landingPath(params.auth)),
      resetDrawer: () => effects.resetDrawer(),
      resetReports: () => effects.resetReports(),
    },
  });
  const actor = createActor(machine, { input: { storedAuth: storage ? readStoredAuth(storage) : null }, inspect });
  return { actor, passwordErrors };
}

export type SessionActor = ReturnType<typeof createSessionActor>['actor'];
