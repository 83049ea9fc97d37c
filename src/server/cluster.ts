// `npm start -- --workers N` on PostgreSQL: N server processes behind one port (node:cluster; the
// primary accepts connections and hands them to the workers in turn). The primary does the
// start-up work once — SPA build, migrations, seed — then forks; each worker opens its own pool,
// runs its own background-job loop (jobs are claimed FOR UPDATE SKIP LOCKED, jobs/claim.ts) and
// learns of revoked sessions through PostgreSQL NOTIFY (db/session-triggers.ts). Tokens verify
// everywhere because the signing secret is one row in the database (auth/secret.ts).
import cluster, { type Worker } from 'node:cluster';

export interface ClusterOptions {
  workers: number;
  /** Called once, when every worker listens for the first time. */
  onListening(): void;
  log?(message: string): void;
}

export interface RunningCluster {
  /** Stops every worker (SIGTERM: each closes its server and pool) and resolves when all exited. */
  stop(): Promise<void>;
}

/** In the primary: forks the workers and keeps N running; a worker that dies is replaced. */
export function startCluster(options: ClusterOptions): RunningCluster {
  const log = options.log ?? ((message: string) => console.error(message));
  const listened = new Set<number>();
  let stopping = false;
  let announced = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listened.add(worker.id);
      if (!announced && listened.size >= options.workers) {
        announced = true;
        options.onListening();
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that never listened will not do better on a second try (a bad setting, a port in
    // use): stop rather than fork in a loop.
    if (!listened.has(worker.id)) {
      log(`Server process ${worker.process.pid} exited (${signal ?? code}) before listening; stopping.`);
      void stop().then(() => process.exit(1));
      return;
    }
    log(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });

  for (let i = 0; i < options.workers; i += 1) fork();

  async function stop(): Promise<void> {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
  return { stop };
}
