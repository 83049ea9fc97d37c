// Idempotency-Key on creates (issue #11 part 4; IETF draft-ietf-httpapi-idempotency-key-header).
// The key is claimed inside the create's transaction, before the insert: a sequential duplicate
// finds the committed claim; a concurrent one blocks on the unique (user_id, key) index until the
// first transaction ends, then finds it (first committed) or claims it itself (first rolled back).
// Either way exactly one row is made. A replay answers with the record the first request created.
// Only successful creates are remembered: a create that failed may be retried with the same key.
// The same key with another route or body → 422, as the draft says. A create that makes several
// rows or answers more than one record (bulk create, copy) runs under `idempotentAnswer`, which
// stores its whole answer; the creates it makes inside do not claim the key again.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

/** The request's key, or undefined without the header; 400 naming the header when it is unusable. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  // Operations are also called with requests a server built itself (imports, tests), without headers.
  const raw = (request.headers as FastifyRequest['headers'] | undefined)?.[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(400, 'The data is not valid.', {
      errors: { 'Idempotency-Key': [`1 to ${MAX_KEY_LENGTH} visible characters (a UUID, for example)`] },
    });
  }
  return key;
}

/** Objects with their keys sorted, so two equal bodies written in another order match. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

function fingerprintOf(request: FastifyRequest, body: unknown): string {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return createHash('sha256').update(JSON.stringify([route, canonical(body ?? null)])).digest('hex');
}

export type IdempotencyClaim =
  | { kind: 'none' }
  /** The first request with this key: record the created id in the same transaction. */
  | { kind: 'claimed'; record(entityId: number): Promise<void> }
  /** A repeat: answer with this record instead of creating one. */
  | { kind: 'replay'; entityId: number };

/** The claim under both kinds of creates: one record (entityId) or a whole answer (response). */
type KeyClaim =
  | { kind: 'none' }
  | { kind: 'claimed'; record(done: { entityId: number } | { response: unknown }): Promise<void> }
  | { kind: 'replay'; entityId: number | null; response: unknown };

/** Requests whose key an enclosing operation already holds (idempotentAnswer): their inner creates make rows freely. */
const claimedByCaller = new WeakSet<FastifyRequest>();

/**
 * Claims the request's key inside `tx` (the create's transaction). Call before inserting; on
 * 'replay' throw or return without writing, so the transaction writes nothing.
 */
export async function claimIdempotencyKey(tx: Db, request: FastifyRequest, body: unknown): Promise<IdempotencyClaim> {
  const claim = await claimKey(tx, request, body);
  if (claim.kind === 'none') return claim;
  if (claim.kind === 'claimed') return { kind: 'claimed', record: (entityId) => claim.record({ entityId }) };
  // The fingerprint names the route, so a key matched here was recorded by a one-record create.
  if (claim.entityId === null) throw new Error('An Idempotency-Key of a one-record create was recorded without its record');
  return { kind: 'replay', entityId: claim.entityId };
}

async function claimKey(tx: Db, request: FastifyRequest, body: unknown): Promise<KeyClaim> {
  if (claimedByCaller.has(request)) return { kind: 'none' };
  const key = idempotencyKeyOf(request);
  if (key === undefined) return { kind: 'none' };
  const userId = request.session.userId;
  const fingerprint = fingerprintOf(request, body);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // An expired key is free again, even before the sweep removes it.
  await tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`)));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  const claimId = claimed[0]?.id;
  if (claimId !== undefined) {
    return { kind: 'claimed', record: async (done) => void (await tx.update(idempotencyKeys).set(done).where(eq(idempotencyKeys.id, claimId))) };
  }
  const [first] = await tx.select().from(idempotencyKeys).where(mine);
  if (!first || (first.entityId === null && first.response === null)) {
    throw new HttpError(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.');
  }
  if (first.fingerprint !== fingerprint) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request.', {
      errors: { 'Idempotency-Key': ['Already used with another body or route; send a new key for a new request'] },
    });
  }
  return { kind: 'replay', entityId: first.entityId, response: first.response };
}

/**
 * A create whose answer is more than one record (several rows made, warnings): `make` runs once per
 * key inside `tx` and its answer is stored with the claim, so a sequential or concurrent repeat gets
 * the same answer and writes nothing. The generic creates `make` calls do not claim the key again.
 */
export async function idempotentAnswer<T>(tx: Db, request: FastifyRequest, body: unknown, make: () => Promise<T>): Promise<T> {
  const claim = await claimKey(tx, request, body);
  if (claim.kind === 'replay') return claim.response as T;
  claimedByCaller.add(request);
  try {
    const answer = await make();
    // Stored as JSON: the replay is the answer as it was sent, not a re-read of the rows.
    if (claim.kind === 'claimed') await claim.record({ response: answer ?? null });
    return answer;
  } finally {
    claimedByCaller.delete(request);
  }
}

export async function sweepIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - IDEMPOTENCY_TTL_MS).toISOString();
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ id: idempotencyKeys.id });
  return removed.length;
}

export function installIdempotencySweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => sweepIdempotencyKeys(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'Idempotency key sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
