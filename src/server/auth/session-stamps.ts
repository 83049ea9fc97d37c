// What the auth hook must know about a token's user on every request — current security stamp,
// active, forceChangePassword — from an in-process cache, so the common request costs no query.
// Entries are dropped when the database announces a change (db/session-triggers.ts, LISTEN/NOTIFY),
// which reaches every server process on the same database; mutating requests wait for the
// announcements their own writes caused (settle), so a revocation holds from the next request on.
// The same connection hands a building's edition-flag announcements to the edition cache
// (edition-cache.ts) and the tables' write announcements to the grids' count memo
// (routes/generic/count-memo.ts), so the caches share one listener and one settle.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { EDITION_PAYLOAD_PREFIX, SESSION_CHANNEL, TABLE_PAYLOAD_PREFIX } from '../db/session-triggers';

export interface UserSessionState {
  stamp: number;
  /** Not deleted and not deactivated. */
  active: boolean;
  forceChangePassword: boolean;
}

/** A safety net only: announcements normally drop an entry long before this. */
const ENTRY_TTL_MS = 60_000;
const RECONNECT_DELAY_MS = 1_000;

interface Listener {
  /** One round trip on the listening connection: announcements committed before it are handled. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One round trip for many callers: a caller that arrives while one is on the wire may have
 * committed after it left, so it waits for the next one, which every caller arriving meanwhile
 * shares. Also keeps the listening connection to one query at a time (node-postgres deprecates a
 * second query on a busy client: under concurrent writes each request used to send its own).
 */
export function coalescedRoundTrip(roundTrip: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const trip = roundTrip().then(() => undefined);
    const done = () => {
      running = null;
    };
    running = trip.then(done, done);
    return trip;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

async function listenPglite(client: PGlite, onNotify: (payload: string) => void): Promise<Listener> {
  const unlisten = await client.listen(SESSION_CHANNEL, onNotify);
  return { settle: coalescedRoundTrip(() => client.query('SELECT 1')), close: unlisten };
}

async function listenPostgres(pool: pg.Pool, onNotify: (payload: string) => void, onLost: () => void): Promise<Listener> {
  // A connection of its own: a pooled one would be handed to queries and stop listening.
  const client = new pg.Client(pool.options);
  let closed = false;
  client.on('notification', (message) => onNotify(message.payload ?? ''));
  client.on('error', () => undefined);
  client.on('end', () => {
    if (!closed) onLost();
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${SESSION_CHANNEL}`);
  } catch (error) {
    // The caller retries; this attempt's 'end' must not schedule a second retry beside it.
    closed = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    settle: coalescedRoundTrip(() => client.query('SELECT 1')),
    close: async () => {
      closed = true;
      await client.end();
    },
  };
}

export class SessionStamps {
  private readonly entries = new Map<number, { state: UserSessionState | null; at: number }>();
  /** Bumped on every announcement, so a load that raced one is not cached. */
  private generation = 0;
  private listener: Listener | null = null;
  private stopped = false;
  private reconnect: NodeJS.Timeout | undefined;
  private readonly editionListeners = new Set<(tenantId: number | null) => void>();
  private readonly tableListeners = new Set<(table: string | null) => void>();

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
  }

  private async listen(): Promise<void> {
    const client = (this.db as unknown as { $client: unknown }).$client;
    const onNotify = (payload: string) => {
      if (payload.startsWith(TABLE_PAYLOAD_PREFIX)) this.tableChanged(payload.slice(TABLE_PAYLOAD_PREFIX.length));
      else if (payload.startsWith(EDITION_PAYLOAD_PREFIX)) this.editionChanged(Number(payload.slice(EDITION_PAYLOAD_PREFIX.length)));
      else this.forget(Number(payload));
    };
    let listener: Listener;
    if (client instanceof PGlite) listener = await listenPglite(client, onNotify);
    else if (client instanceof pg.Pool) listener = await listenPostgres(client, onNotify, () => this.lost());
    else throw new Error('Session stamps: unknown database client.');
    if (this.stopped) {
      await listener.close();
      return;
    }
    this.listener = listener;
    // A read that began while nobody listened may have missed a write committed meanwhile, and
    // would otherwise be cached now that `listening` is true again (its generation unchanged).
    this.forgetAll();
  }

  /** The listening connection dropped: trust nothing cached until it is back; retry once a second. */
  private lost(): void {
    this.listener = null;
    this.forgetAll();
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      this.listen().catch(() => this.lost());
    }, RECONNECT_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    this.reconnect = undefined;
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
    this.forgetAll();
  }

  forget(userId: number): void {
    this.generation++;
    if (Number.isInteger(userId)) this.entries.delete(userId);
    else this.entries.clear();
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
    this.editionChanged(null);
    this.tableChanged(null);
  }

  /** True while announcements arrive: only then may anything be cached. */
  get listening(): boolean {
    return this.listener !== null;
  }

  /** Calls `listener` with a building's tenantId when its edition flags changed, null when anything may have. */
  onEditionChange(listener: (tenantId: number | null) => void): void {
    this.editionListeners.add(listener);
  }

  /** Calls `listener` with a table's name when a statement wrote to it, null when any may have been. */
  onTableChange(listener: (table: string | null) => void): void {
    this.tableListeners.add(listener);
  }

  private tableChanged(table: string | null): void {
    for (const listener of this.tableListeners) listener(table);
  }

  private editionChanged(tenantId: number | null): void {
    for (const listener of this.editionListeners) listener(Number.isInteger(tenantId) ? tenantId : null);
  }

  async settle(): Promise<void> {
    await this.listener?.settle().catch(() => this.forgetAll());
  }

  /** The user's state; null when the user no longer exists. Cached only while listening. */
  async get(userId: number): Promise<UserSessionState | null> {
    const cached = this.entries.get(userId);
    if (cached && this.listener && Date.now() - cached.at < ENTRY_TTL_MS) return cached.state;
    const generation = this.generation;
    const [row] = await this.db
      .select({ stamp: users.securityStamp, status: users.status, isDeleted: users.isDeleted, force: users.forceChangePassword })
      .from(users)
      .where(eq(users.id, userId));
    const state = row ? { stamp: row.stamp, active: row.status === 0 && !row.isDeleted, forceChangePassword: row.force } : null;
    if (this.listener && generation === this.generation) this.entries.set(userId, { state, at: Date.now() });
    return state;
  }
}
