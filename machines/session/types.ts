// Shapes of the session machine (spec §4 "Session", architecture §4).
import type { AuthData, SwitchRequest } from '../../src/domain/auth';

export interface SessionInput {
  /** What browser storage holds under `auth` (spec §9), read once at start. */
  storedAuth: AuthData | null;
}

export interface SessionContext {
  auth: AuthData | null;
  /** Why the last sign-in, password change or switch failed; cleared by the next attempt. */
  error: string | null;
  /**
   * The user whose session last ended in this tab (sign-out, refused refresh, revocation): a
   * return address is not honoured for anyone else (spec §2.4 keeps it for the visitor sent away).
   */
  endedUserId: number | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; userName: string; password: string }
  | { type: 'session.changePassword'; currentPassword: string; newPassword: string }
  | ({ type: 'session.switch' } & SwitchRequest)
  /** The token-refresh actor obtained new tokens: the session continues with them. */
  | { type: 'session.tokensRefreshed'; auth: AuthData }
  | { type: 'session.signOut' }
  /** Auth state reverted (refresh refused, storage cleared elsewhere): signed out, no remote call. */
  | { type: 'session.revert' };

/** Ports: promise actors src/actors provides (inputs and outputs). */
export interface SignInInput {
  userName: string;
  password: string;
}
export interface ChangePasswordInput {
  auth: AuthData;
  currentPassword: string;
  newPassword: string;
}
export interface SwitchSessionInput {
  auth: AuthData;
  request: SwitchRequest;
}
export interface SignOutRemoteInput {
  auth: AuthData | null;
}

export interface PersistAuthParams {
  auth: AuthData;
}
export interface NavigateHomeParams {
  auth: AuthData;
}
