// The signed-in session a request carries (set by the auth hook from the bearer token).
import type { Permission } from '../../domain/permissions';
import type { RoleKey } from '../../domain/roles';

export interface Session {
  userId: number;
  roleKey: RoleKey;
  roleId: number;
  heldRoles: RoleKey[];
  /** The session's building; null for the system-wide or portfolio view. */
  tenantId: number | null;
  /** For tenant-role users: the occupier they belong to. */
  customerId: number | null;
  permissions: Permission[];
  /** The refresh-token family the session belongs to (kept on a password change by this session). */
  familyId?: string;
  /** Tenant ids whose rows the session may see (see buildingScope). */
  scope: number[] | 'all';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every non-public route; absent (null) on public ones. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (POST /token, forgot password, docs). */
    public?: boolean;
    /**
     * A read sent as PUT (a grid page, GetAll: the API contract's verbs): it writes nothing, so it
     * has no announcements of its own to take in before answering (auth/guards.ts).
     */
    readOnly?: boolean;
  }
}
