// Claiming a job (architecture §6): one UPDATE whose subquery takes the oldest due row with
// FOR UPDATE SKIP LOCKED, so any number of processes can work the queue and each job runs once.
// A running job's worker renews its heartbeat every few seconds (jobs/worker.ts); a Running job
// whose heartbeat is older than JOB_STALE_SECONDS lost its worker (a crash, kill -9) and is taken
// over: an import then goes on from its checkpoint.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../reports/sql';
import { storableText } from './error-text';

/** A Running job silent this long is taken over (JOB_STALE_SECONDS in the environment, default 30). */
export const JOB_STALE_SECONDS = Number(process.env.JOB_STALE_SECONDS) > 0 ? Number(process.env.JOB_STALE_SECONDS) : 30;
/** How often a running job's heartbeat is renewed: a few beats fit in the stale window. */
export const HEARTBEAT_MS = Math.min(5000, (JOB_STALE_SECONDS * 1000) / 3);

/**
 * How many times a job may be claimed (JOB_MAX_ATTEMPTS in the environment, default 5). A job whose
 * worker keeps dying on it, or whose failure could not be recorded, would otherwise be taken over
 * every JOB_STALE_SECONDS forever; a claim past this count ends it Failed instead of running it.
 */
export const JOB_MAX_ATTEMPTS = Number(process.env.JOB_MAX_ATTEMPTS) > 0 ? Number(process.env.JOB_MAX_ATTEMPTS) : 5;

export interface ClaimedJob {
  id: number;
  payload: unknown;
  /** Claims so far, this one included. */
  attempts: number;
}

export async function claimJob(db: Db, kind: string, workerId: string): Promise<ClaimedJob | null> {
  const [job] = await rowsOf<ClaimedJob>(
    db,
    sql`UPDATE jobs SET status = 'Running', locked_at = now(), heartbeat_at = now(), locked_by = ${workerId},
            attempts = attempts + 1, modified_at = now()
        WHERE id = (
          SELECT id FROM jobs
          WHERE kind = ${kind} AND run_after <= now()
            AND (status = 'NotStarted'
                 OR (status = 'Running' AND COALESCE(heartbeat_at, locked_at) < now() - make_interval(secs => ${JOB_STALE_SECONDS})))
          ORDER BY id
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
        RETURNING id, payload, attempts`,
  );
  return job ?? null;
}

export async function finishJob(db: Db, id: number, outcome: { status: 'Succeeded' | 'Failed'; error?: string }): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET status = ${outcome.status}, progress = 100, error = ${outcome.error === undefined ? null : storableText(outcome.error)},
               locked_at = NULL, modified_at = now() WHERE id = ${id}`,
  );
}

/** Records why a job failed while it is still Running (finishJob then marks it Failed). */
export async function jobError(db: Db, id: number, error: string): Promise<void> {
  await db.execute(sql`UPDATE jobs SET error = ${storableText(error)}, modified_at = now() WHERE id = ${id}`);
}

/** Renews a running job's heartbeat; false when the job is no longer this worker's (taken over). */
export async function jobHeartbeat(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE jobs SET heartbeat_at = now() WHERE id = ${id} AND locked_by = ${workerId} AND status = 'Running' RETURNING id`,
  );
  return rows.length > 0;
}

export async function jobProgress(db: Db, id: number, percent: number): Promise<void> {
  // Progress also renews the lock, so a long export is not mistaken for a dead one.
  await db.execute(sql`UPDATE jobs SET progress = ${percent}, locked_at = now(), modified_at = now() WHERE id = ${id}`);
}
