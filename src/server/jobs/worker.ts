// A worker for one kind of job (architecture §6): its loop claims the oldest due job of that kind
// (claimJob's FOR UPDATE SKIP LOCKED: any number of server processes may run one), runs it while
// renewing the job's heartbeat every few seconds (so a dead worker's job is taken over soon), and
// marks it Succeeded, or Failed with the error's message once the kind has recorded the failure on
// its own row (the export's or import's status). A job claimed more than JOB_MAX_ATTEMPTS times
// (its worker died on it each time, or its failure could not be written) is not run again: it ends
// Failed saying so. The failure's text is made storable (error-text.ts) before it is written
// anywhere, and each step of recording it is tried on its own, so one refused write cannot leave
// the job Running to be taken over again and again. installJobWorker makes it reachable from routes
// (they wake it when they queue a job) and stops it with the app.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { claimJob, finishJob, HEARTBEAT_MS, JOB_MAX_ATTEMPTS, jobError, jobHeartbeat } from './claim';
import { storableText } from './error-text';
import { startJobLoop, type JobLoop, type JobLoopOptions } from './loop';

export type JobWorker = JobLoop;

export interface JobWorkerOptions<P> extends Pick<JobLoopOptions, 'beforeTurn' | 'onError'> {
  db: Db;
  kind: string;
  /** Sleep between empty polls of the queue (another process's jobs are found this way). */
  idleMs?: number;
  run(job: { id: number; payload: P }): Promise<void>;
  /** Records a job's failure where its users read it, before the job itself is marked Failed. */
  failed(payload: P, message: string): Promise<void>;
}

const messageOf = (error: unknown): string => storableText(error instanceof Error ? error.message : String(error));

/** Why a job that was claimed too often is stopped, in the words its users read. */
export const tooManyAttemptsMessage = (attempts: number): string =>
  `This job was started ${attempts} times without finishing, so it was stopped. Try again, or ask support to look at it.`;

export function startJobWorker<P>(options: JobWorkerOptions<P>): JobWorker {
  const { db, kind } = options;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  async function fail(id: number, payload: P, reason: string): Promise<void> {
    // The reason first: whoever reads the kind's row as failed finds it (an import's status reads it from the job).
    await jobError(db, id, reason).catch(options.onError);
    await options.failed(payload, reason).catch(options.onError);
    await finishJob(db, id, { status: 'Failed', error: reason });
  }

  async function turn(): Promise<boolean> {
    const job = await claimJob(db, kind, workerId);
    if (!job) return false;
    const payload = job.payload as P;
    if (job.attempts > JOB_MAX_ATTEMPTS) {
      await fail(job.id, payload, tooManyAttemptsMessage(job.attempts - 1));
      return true;
    }
    const heartbeat = setInterval(() => void jobHeartbeat(db, job.id, workerId).catch(options.onError), HEARTBEAT_MS);
    try {
      await options.run({ id: job.id, payload });
      await finishJob(db, job.id, { status: 'Succeeded' });
    } catch (error) {
      await fail(job.id, payload, messageOf(error));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  return startJobLoop({ idleMs: options.idleMs ?? 2000, turn, beforeTurn: options.beforeTurn, onError: options.onError });
}

/** Decorates the app with the worker (null: this process runs no background jobs) and stops it on close. */
export function installJobWorker(app: FastifyInstance, key: string, worker: JobWorker | null): void {
  app.decorate(key, worker);
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
