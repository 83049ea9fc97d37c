// PostgreSQL cannot hold a NUL character (U+0000) in text or jsonb: a query that carries one fails
// with an encoding error, which would reach the client as a 500. So every request's text is checked
// once, after its body is parsed and before any route sees it, and the first field holding a NUL is
// named in a 400. Multipart forms are read inside their handlers, so files/upload.ts and the
// equipment form call the same check on their text parts.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers bad requests in the OAuth shape { error, error_description } (POST /token). */
    oauthErrors?: boolean;
  }
}

export const NUL_MESSAGE = 'Remove the invisible null character from this text.';

/**
 * The path ('filter.filters.0.value') of the first string or object key holding a NUL, or null.
 * Iterative, so a deeply nested body cannot exhaust the stack; a body is already bounded by the
 * body limit, and the walk costs no more than parsing it did.
 */
export function nulFieldPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, at] = next;
    if (typeof node === 'string') {
      if (node.includes('\0')) return at || '_';
      continue;
    }
    // Raw bytes (a Buffer body) are not text bound for the database.
    if (typeof node !== 'object' || node === null || ArrayBuffer.isView(node)) continue;
    const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
    // Pushed in reverse, so the first field in document order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      const childAt = at ? `${at}.${key}` : key;
      if (key.includes('\0')) return childAt.replaceAll('\0', '');
      pending.push([child, childAt]);
    }
  }
  return null;
}

const nulError = (field: string) => new HttpError(400, 'The data is not valid.', { errors: { [field]: [NUL_MESSAGE] } });

/** Throws the 400 naming the first field of `value` that holds a NUL. */
export function assertNoNul(value: unknown): void {
  const field = nulFieldPath(value);
  if (field !== null) throw nulError(field);
}

export function installNulGuard(app: FastifyInstance): void {
  // preValidation: after the body is parsed (for every route, public ones included), before schemas.
  app.addHook('preValidation', async (request, reply) => {
    const field = nulFieldPath(request.params) ?? nulFieldPath(request.query) ?? nulFieldPath(request.body);
    if (field === null) return;
    if (request.routeOptions.config.oauthErrors) {
      return reply.status(400).send({ error: 'invalid_request', error_description: `${field}: ${NUL_MESSAGE}` });
    }
    throw nulError(field);
  });
}
