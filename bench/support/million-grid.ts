// The Collections grid over 1,000,000 collections, as bench/grid-scale.ts and bench/quick-search.ts
// both measure it: a scratch database (PGlite, or its own database on the DATABASE_URL server)
// migrated, seeded and filled (million-collections.ts), the server in this process on a loopback
// port with Fastify's own time of each answer recorded, and `timedGrid` — one PUT
// /api/Collections/Get at a time as the building's manager, 1 warm-up then `runs` timed.
import { buildApp } from '../../src/server/app';
import { openDatabase, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed';
import { buildingOf, fillCollections } from './million-collections';
import { scratchDatabase } from './scratch-database';
import { signedInClient } from './session-client';
import { median, percentile } from './stats';

export type Engine = 'PGlite' | 'PostgreSQL';

export interface GridTiming {
  name: string;
  median: number;
  p95: number;
  /** Fastify's own measure, request arrival → reply sent (no client or network in it). */
  serverMedian: number;
  rows: number;
  total: number;
  totalCapped: boolean;
}

export interface MillionGrid {
  /** The scratch database, for the bench's own lookups. */
  db: Db;
  tenantId: number;
  collections: number;
  buildSeconds: number;
  timed(name: string, body: unknown, runs: number): Promise<GridTiming>;
  close(): Promise<void>;
}

/** "more than 10,000" for a capped count, else the count. */
export const shownTotal = (t: Pick<GridTiming, 'total' | 'totalCapped'>): string =>
  t.totalCapped ? `more than ${(t.total - 1).toLocaleString('en-AU')}` : t.total.toLocaleString('en-AU');

export async function millionGrid(engine: Engine, name: string, user: string, target: number): Promise<MillionGrid> {
  const serverUrl = engine === 'PostgreSQL' ? process.env.DATABASE_URL : undefined;
  if (engine === 'PostgreSQL' && !serverUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  const scratch = await scratchDatabase(name, serverUrl);
  try {
    const built = performance.now();
    await migrate(scratch.db);
    await seedDatabase(scratch.db, { log: false });
    const tenantId = await buildingOf(scratch.db, user);
    const collections = await fillCollections(scratch.db, tenantId, target);
    const buildSeconds = (performance.now() - built) / 1000;
    // On PostgreSQL the server gets its own pool with the normal statement limit.
    const appDb = scratch.databaseUrl ? await openDatabase({ databaseUrl: scratch.databaseUrl }) : undefined;
    const app = await buildApp({ db: appDb?.db ?? scratch.db, dataDir: scratch.dataDir, accessTokenTtlSeconds: 3600, logger: false, backgroundJobs: false });
    let lastServerMs = Number.NaN;
    app.addHook('onResponse', async (_request, reply) => void (lastServerMs = reply.elapsedTime));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { auth } = await signedInClient(url, user);

    async function timed(label: string, body: unknown, runs: number): Promise<GridTiming> {
      const times: number[] = [];
      const serverTimes: number[] = [];
      let last: { data: unknown[]; total: number; totalCapped?: boolean } = { data: [], total: 0 };
      for (let run = 0; run <= runs; run += 1) {
        const started = performance.now();
        const response = await fetch(`${url}/api/Collections/Get`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${auth.accessToken}`, 'content-type': 'application/json', applicationType: 'web', 'X-API-Version': '2.0' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`${label}: ${response.status} ${text.slice(0, 300)}`);
        if (run > 0) {
          times.push(performance.now() - started);
          serverTimes.push(lastServerMs);
        }
        last = JSON.parse(text) as typeof last;
      }
      return { name: label, median: median(times), p95: percentile(times, 95), serverMedian: median(serverTimes), rows: last.data.length, total: last.total, totalCapped: last.totalCapped === true };
    }

    return {
      db: scratch.db,
      tenantId,
      collections,
      buildSeconds,
      timed,
      close: async () => {
        await app.close();
        await appDb?.close();
        await scratch.close();
      },
    };
  } catch (error) {
    await scratch.close();
    throw error;
  }
}
