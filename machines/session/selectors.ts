import type { SnapshotFrom } from 'xstate';
import type { AuthData } from '../../src/domain/auth';
import type { Permission } from '../../src/domain/permissions';
import type { SessionMachine } from './machine';

type Snapshot = SnapshotFrom<SessionMachine>;

export const selectAuth = (s: Snapshot): AuthData | null => s.context.auth;
/** Signed in and past the forced password change (a switch in flight keeps the user signed in). */
export const selectIsSignedIn = (s: Snapshot): boolean => s.matches('signedIn') || s.matches('switching');
export const selectMustChangePassword = (s: Snapshot): boolean => s.matches('forceChangePassword');
export const selectIsSigningIn = (s: Snapshot): boolean => s.matches('signingIn');
export const selectIsSwitching = (s: Snapshot): boolean => s.matches('switching');
export const selectIsChangingPassword = (s: Snapshot): boolean =>
  s.matches({ forceChangePassword: 'changingPassword' });
export const selectSessionError = (s: Snapshot): string | null => s.context.error;
/** The user whose session last ended in this tab (see SessionContext.endedUserId). */
export const selectEndedUserId = (s: Snapshot): number | null => s.context.endedUserId;
export const selectPermissions = (s: Snapshot): readonly Permission[] => s.context.auth?.permissions ?? [];
