// The loop every in-process job worker runs (architecture §6): take turns while there is work,
// sleep when a turn found none (another process's jobs are found by the next poll), wake at once
// when this process queues a job, and never end on an error (the next turn tries again).
export interface JobLoopOptions {
  /** One turn: claims and runs at most one job; false when the queue had none. */
  turn(): Promise<boolean>;
  /** Sleep between empty polls of the queue. */
  idleMs: number;
  /** Work done before each turn (e.g. removing expired files); errors go to onError. */
  beforeTurn?(): Promise<void>;
  onError?(error: unknown): void;
}

export interface JobLoop {
  /** Wakes the loop now (a job was just queued by this process). */
  kick(): void;
  stop(): Promise<void>;
}

export function startJobLoop(options: JobLoopOptions): JobLoop {
  let stopped = false;
  let wake: (() => void) | null = null;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.idleMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        await options.beforeTurn?.();
        if (!(await options.turn()) && !stopped) await sleep();
      } catch (error) {
        options.onError?.(error);
        if (!stopped) await sleep();
      }
    }
  })();

  return {
    kick: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
