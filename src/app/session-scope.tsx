// The one place the session reaches the data layer: every query key below the app root carries
// the session's building and role, and every action follows its permissions, without a screen
// wrapping itself (src/data may not import src/actors, so the root hands the session down).
import { useMemo, type ReactNode } from 'react';
import { selectAuth, useSessionSelector } from '../actors/hooks';
import { EntitySessionProvider, type EntitySession } from '../data/entity-session';

export function SessionScopeProvider({ children }: { children: ReactNode }) {
  const auth = useSessionSelector(selectAuth);
  const session = useMemo<EntitySession | null>(
    () => (auth ? { tenantId: auth.userToken.tenantId, roleId: auth.roleId, permissions: auth.permissions } : null),
    [auth],
  );
  return <EntitySessionProvider session={session}>{children}</EntitySessionProvider>;
}
