// The generic controller's operations for an import kind, on the import's own transaction, and
// the request they run for: the uploader's session (building, scope, user) as the job recorded it.
// So an imported row goes through the same validation, lookup checks, hooks and scope as one
// created through a form, and nothing else decides what an import may write.
import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/session';
import type { Db } from '../db/client';
import { ENTITY_TABLES } from '../db/entity-tables';
import { entityOperations, type EntityOperations } from '../routes/generic/operations';
import { entitySource } from '../routes/generic/source';
import { ENTITY_HOOKS } from '../routes/hooks';
import type { ImportKind } from './import-kinds';

export function kindOperations(db: Db, kind: ImportKind): EntityOperations {
  const hooks = ENTITY_HOOKS[kind.key];
  const declaration = kind.declaration;
  return entityOperations(db, declaration, entitySource(declaration, ENTITY_TABLES[kind.key], hooks?.extraFields), hooks);
}

/** What the operations read of a request, for a write the import job makes on the uploader's behalf. */
export function importRequest(session: Session, body: unknown): FastifyRequest {
  const url = '/api/Imports';
  return { session, body, headers: {}, method: 'POST', url, routeOptions: { url } } as unknown as FastifyRequest;
}
