// What the entity screens need to know about the session: which building and role the cache
// belongs to (so a switch never shows another building's cache) and which permissions decide the
// actions. The app root provides it once from the session actor (src/app/session-scope.tsx), so
// every hook below it keys by the session; src/data may not import src/actors.
import { createContext, useContext, type ReactNode } from 'react';
import type { Permission } from '../domain/permissions';

export interface EntitySession {
  tenantId: number | null;
  roleId: number | null;
  permissions: readonly Permission[];
}

/** Part of every entity query key: cached rows belong to one building and role. */
export type SessionScope = Pick<EntitySession, 'tenantId' | 'roleId'>;

const EntitySessionContext = createContext<EntitySession | null>(null);

/** `session` null: signed out (nothing hidden, keys without a building or role). */
export function EntitySessionProvider({ session, children }: { session: EntitySession | null; children: ReactNode }) {
  return <EntitySessionContext.Provider value={session}>{children}</EntitySessionContext.Provider>;
}

/**
 * The session, or null outside a provider. Without one no action is hidden: hiding a button is a
 * courtesy, the server's permission check is the protection.
 */
export function useEntitySession(): EntitySession | null {
  return useContext(EntitySessionContext);
}

export function scopeOf(session: EntitySession | null): SessionScope {
  return { tenantId: session?.tenantId ?? null, roleId: session?.roleId ?? null };
}
