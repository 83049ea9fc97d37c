// Hands the signed-in session (building, role, permissions) to the entity screens' data layer, so
// their query keys belong to the building and their buttons follow the permissions. Shared by the
// generic pages and the feature folders that build on the entity screens.
import { useMemo, type ReactNode } from 'react';
import { selectAuth, useSessionSelector } from '../../actors/hooks';
import { EntitySessionProvider, type EntitySession } from '../../data/entity-session';

export function WithEntitySession({ children }: { children: ReactNode }) {
  const auth = useSessionSelector(selectAuth);
  const session = useMemo<EntitySession | null>(
    () => (auth ? { tenantId: auth.userToken.tenantId, roleId: auth.roleId, permissions: auth.permissions } : null),
    [auth],
  );
  return session ? <EntitySessionProvider session={session}>{children}</EntitySessionProvider> : <>{children}</>;
}
