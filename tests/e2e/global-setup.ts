// Builds the SPA when dist is missing or older than its sources, starts the real server on a free
// port with a fresh data directory, waits until it answers, and stops it afterwards.
// E2E_BASE_URL set beforehand skips all of this and tests that server instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? 'src/server/start.ts';
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 180_000);
/** What the SPA is built from; the server's own code is not part of the bundle. */
const SPA_SOURCES = ['src', 'machines', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (target === path.join(ROOT, 'src/server')) return 0;
  let newest = 0;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function buildSpaIfStale(): void {
  const built = path.join(ROOT, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SPA_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (builtAt > sourcesAt) return;
  const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}


async function waitUntilAnswering(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  const pid = server.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup(pid, 'SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup(pid, 'SIGTERM');
  });
}

// npx and tsx start children of their own: the server runs in its own process group, ended as one.
function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  if (!existsSync(path.join(ROOT, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} does not exist: the end-to-end tests need the reference server`);
  }
  buildSpaIfStale();

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL_SECONDS: process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? process.env.ACCESS_TOKEN_TTL_SECONDS ?? '3600',
  };
  // A fresh embedded database every run, even where DATABASE_URL is set for the server suite.
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  const server = spawn('npx', ['tsx', SERVER_ENTRY], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(baseUrl, server, () => output);
  } catch (error) {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
