// Issue #11 part 5: one server process per PGlite data directory. Two processes on one directory
// both started, both issued note id 1, and acknowledged writes were lost; now the second refuses
// to start with a message saying why, while the first keeps serving. PostgreSQL is for several.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DataDirLockedError, holdDataDirLock } from '../../src/server/db/data-dir-lock';
import { childSite, startChild, type ChildServer, type ChildSite } from './transactions-io/child-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = Boolean(process.env.DATABASE_URL);
const scratch = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A pid no process has: the highest Linux allows is 2^22. */
const DEAD_PID = 4_194_303;

/** `npm start`'s entry once more; resolves when it exits, with its code and output. */
function startAgain(site: ChildSite): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...site.env };
  if (!site.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

describe.skipIf(onPostgres)('the data directory lock', () => {
  it('is held while the database is open and removed when it is closed', { timeout: 180_000 }, async () => {
    const dir = path.join(scratch, 'clean');
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await database.close();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a lock whose owner is alive, and takes over one whose owner is gone', () => {
    const dir = path.join(scratch, 'stale');
    const file = path.join(dir, 'server.lock');
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${process.ppid}\n`);
    expect(() => holdDataDirLock(dir)).toThrow(new RegExp(`in use by another server process \\(pid ${process.ppid}\\)`));
    writeFileSync(file, `${DEAD_PID}\n`);
    const lock = holdDataDirLock(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });
});

describe('a second server on the same data', () => {
  let first: ChildServer | undefined;
  let site: ChildSite | undefined;
  afterAll(async () => {
    await first?.kill();
    await site?.dispose();
  });

  it.skipIf(onPostgres)('on one PGlite DATA_DIR: the second exits with the message, the first keeps serving; after a crash the lock is taken over', async () => {
    site = await childSite();
    first = await startChild(site);
    const second = await startAgain(site);
    expect(second.code).not.toBe(0);
    expect(second.output).toMatch(/The data directory .* is in use by another server process \(pid \d+\)\. .*use PostgreSQL \(DATABASE_URL\)/);
    expect((await fetch(`${first.url}/api/docs/json`)).status).toBe(200);
    console.log(`second start on one DATA_DIR: exit code ${second.code}: ${second.output.trim().split('\n')[0]}`);
    await first.kill(); // SIGKILL: the lock file stays behind with a dead pid
    first = await startChild(site);
    expect((await fetch(`${first.url}/api/docs/json`)).status).toBe(200);
  }, 240_000);
});
