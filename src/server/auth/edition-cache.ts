// The buildings' edition flags, cached per process for the report routes' edition check
// (reports/editions.ts), which runs on every report request. An administrator's change of a
// building's flags is announced by the database (db/session-triggers.ts) on the session stamps'
// channel and connection (session-stamps.ts): the entry is dropped in every process on the same
// database, and the writing request's settle makes it hold from that process's next request on.
import type { Db } from '../db/client';
import type { SessionStamps } from './session-stamps';
import { buildingEditions, editionsOf, unionOfEditions, type Editions } from './token-response';

/** A safety net only, as for the session stamps: announcements normally drop an entry first. */
const ENTRY_TTL_MS = 60_000;

export class EditionCache {
  private readonly entries = new Map<number, { flags: Editions; at: number }>();
  /** Bumped on every announcement, so a load that raced one is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly stamps: SessionStamps,
  ) {
    stamps.onEditionChange((tenantId) => {
      this.generation++;
      if (tenantId === null) this.entries.clear();
      else this.entries.delete(tenantId);
    });
  }

  /** editionsOf(scope), from the cache where it may be trusted. */
  async of(scope: number[] | 'all'): Promise<Editions> {
    if (scope === 'all' || scope.length === 0) return editionsOf(this.db, scope);
    const now = Date.now();
    const known = new Map<number, Editions>();
    for (const tenantId of scope) {
      const entry = this.entries.get(tenantId);
      if (entry && this.stamps.listening && now - entry.at < ENTRY_TTL_MS) known.set(tenantId, entry.flags);
    }
    const missing = scope.filter((tenantId) => !known.has(tenantId));
    if (missing.length > 0) {
      const generation = this.generation;
      const loaded = await buildingEditions(this.db, missing);
      const cacheable = this.stamps.listening && generation === this.generation;
      for (const [tenantId, flags] of loaded) {
        known.set(tenantId, flags);
        if (cacheable) this.entries.set(tenantId, { flags, at: now });
      }
    }
    return unionOfEditions(known.values());
  }
}
