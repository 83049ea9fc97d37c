// Claiming a job (architecture §6): one UPDATE whose subquery takes the oldest due row with
// FOR UPDATE SKIP LOCKED, so any number of processes can work the queue and each job runs once.
// A Running job whose worker stopped answering (locked long ago) is taken over.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../reports/sql';

export const STALE_LOCK_MINUTES = 10;

export interface ClaimedJob {
  id: number;
  payload: unknown;
}

export async function claimJob(db: Db, kind: string, workerId: string): Promise<ClaimedJob | null> {
  const [job] = await rowsOf<ClaimedJob>(
    db,
    sql`UPDATE jobs SET status = 'Running', locked_at = now(), locked_by = ${workerId}, modified_at = now()
        WHERE id = (
          SELECT id FROM jobs
          WHERE kind = ${kind} AND run_after <= now()
            AND (status = 'NotStarted'
                 OR (status = 'Running' AND locked_at < now() - make_interval(mins => ${STALE_LOCK_MINUTES})))
          ORDER BY id
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
        RETURNING id, payload`,
  );
  return job ?? null;
}

export async function finishJob(db: Db, id: number, outcome: { status: 'Succeeded' | 'Failed'; error?: string }): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET status = ${outcome.status}, progress = 100, error = ${outcome.error ?? null},
               locked_at = NULL, modified_at = now() WHERE id = ${id}`,
  );
}

export async function jobProgress(db: Db, id: number, percent: number): Promise<void> {
  // Progress also renews the lock, so a long export is not mistaken for a dead one.
  await db.execute(sql`UPDATE jobs SET progress = ${percent}, locked_at = now(), modified_at = now() WHERE id = ${id}`);
}
