// One server process per PGlite data directory (issue #11): two processes on the same files both
// started, handed out the same ids and lost acknowledged writes. The owner's pid is kept in
// DATA_DIR/server.lock, created exclusively; a lock whose process is gone (a crash, kill -9) is
// taken over. Several processes on one database is what PostgreSQL (DATABASE_URL) is for.
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Directories this process holds: a second opener in the same process is refused too. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Moves a stale lock aside. Renaming is atomic, so of two processes taking over the same stale
 * lock one moves it and the other finds the winner's fresh lock on its next look.
 */
function takeOver(file: string, stalePid: number | null): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (ownerOf(aside) !== stalePid) renameSync(aside, file); // someone else's fresh lock: put it back
  else rmSync(aside, { force: true });
}

function lockedMessage(dataDir: string, pid: number): string {
  return (
    `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
    'The embedded database serves one process: stop the other server, or set DATA_DIR to another directory, ' +
    'or use PostgreSQL (DATABASE_URL) to run several processes on one database. ' +
    `If no such process exists, delete ${path.join(dataDir, 'server.lock')}.`
  );
}

export function holdDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, 'server.lock');
  if (held.has(dir)) throw new DataDirLockedError(lockedMessage(dir, process.pid));
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(file)) break;
    const pid = ownerOf(file);
    // Our own pid in the file is a previous life of this pid (a container restarts as the same pid).
    if (pid !== null && pid !== process.pid && alive(pid)) throw new DataDirLockedError(lockedMessage(dir, pid));
    if (attempt >= 3) throw new DataDirLockedError(`Could not take over the stale lock ${file}.`);
    takeOver(file, pid);
  }
  held.add(dir);
  const releaseOnExit = () => release();
  function release(): void {
    if (!held.delete(dir)) return;
    process.off('exit', releaseOnExit);
    if (ownerOf(file) === process.pid) rmSync(file, { force: true });
  }
  process.once('exit', releaseOnExit);
  return { file, release };
}
