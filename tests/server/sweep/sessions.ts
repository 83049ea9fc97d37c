// Sessions and entities the sweeps run over, taken from the registry, the role list and the demo
// users, so that a new entity, role or demo user is covered without new test code.
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../../src/domain/entities';
import type { EntityDeclaration } from '../../../src/domain/entity';
import { ROLE_KEYS, RoleId, type RoleKey } from '../../../src/domain/roles';
import { ENTITY_TABLES } from '../../../src/server/db/entity-tables';
import { DEMO_BUILDINGS } from '../../../src/server/db/seed/demo-buildings';
import { DEMO_USERS } from '../../../src/server/db/seed/demo-users';
import { refreshGrant, signInBody } from '../../helpers/server';

/**
 * SWEEP_ENTITIES=key,key narrows the sweeps to those entities: the add-an-entity test
 * (tests/domain/add-entity.test.ts) runs them on its throwaway entity alone.
 */
const ONLY = process.env.SWEEP_ENTITIES?.split(',').filter(Boolean);

/** Entities served by an entity controller: declared, with a base-columns table. */
export function controllerEntities(): EntityDeclaration[] {
  const tables = ENTITY_TABLES as Record<string, PgTable>;
  return ENTITIES.filter((e) => {
    const table = tables[e.key];
    return table !== undefined && 'isDeleted' in getTableColumns(table) && (!ONLY || ONLY.includes(e.key));
  });
}

export interface RoleSession {
  role: RoleKey;
  userName: string;
  token: string;
  tenantId: number | null;
}

/** Switches a signed-in user into `role` (and, when given, a building) with the refresh grant. */
export async function switchSession(url: string, userName: string, role: RoleKey, tenantId: number | null): Promise<RoleSession | null> {
  const signedIn = await signInBody(url, userName);
  const switched = await refreshGrant(url, { refreshToken: String(signedIn.refresh_token), roleId: RoleId[role], tenantId, userId: signedIn.id });
  return switched.status === 200 ? { role, userName, token: String(switched.body.access_token), tenantId } : null;
}

/**
 * A session acting as `role`: the demo user whose role it is, else a demo user who holds it (or
 * may assume it) switched into it, in the first building that works.
 */
export async function sessionFor(url: string, role: RoleKey): Promise<RoleSession> {
  const own = DEMO_USERS.find((u) => u.role === role && !u.forceChangePassword);
  if (own) {
    const body = await signInBody(url, own.userName);
    return { role, userName: own.userName, token: String(body.access_token), tenantId: null };
  }
  const holders = DEMO_USERS.filter((u) => u.alsoHolds?.includes(role) || (role === 'supportAdmin' && u.role === 'admin'));
  const buildings = Object.values(DEMO_BUILDINGS).map((b) => b.tenantId as number);
  for (const user of holders) {
    for (const tenantId of [null, ...buildings]) {
      const session = await switchSession(url, user.userName, role, tenantId);
      if (session) return session;
    }
  }
  throw new Error(`No demo user can act as ${role}`);
}

export const ALL_ROLES: readonly RoleKey[] = ROLE_KEYS;

type OpenApiOperation = { description?: string; requestBody?: { content?: Record<string, unknown> } };

async function openApiOperations(url: string): Promise<Map<string, OpenApiOperation>> {
  const doc = (await (await fetch(`${url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.set(`${method.toUpperCase()} ${path}`, operation);
  }
  return operations;
}

/** `METHOD /path` of every route the server documents (OpenAPI at /api/docs/json). */
export async function servedRoutes(url: string): Promise<Set<string>> {
  return new Set((await openApiOperations(url)).keys());
}

/**
 * Routes that take multipart/form-data with the entity as a JSON string in one part, as their
 * description states ("multipart/form-data: `part` (a JSON string …"): route → the part's name.
 */
export async function jsonPartRoutes(url: string): Promise<Map<string, string>> {
  const parts = new Map<string, string>();
  for (const [route, operation] of await openApiOperations(url)) {
    const part = /multipart\/form-data: `([^`]+)` \(a JSON string/.exec(operation.description ?? '')?.[1];
    if (part) parts.set(route, part);
  }
  return parts;
}
