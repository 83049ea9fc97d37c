// The real server as a child process (`npm start`'s entry, tsx src/server/start.ts) on its own
// copy of the run's seeded template — a DATA_DIR for PGlite, a database on PostgreSQL — so a test
// can kill -9 it and start it again on the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { databaseUrlFor, onServer, TEST_DATA_ROOT } from '../../helpers/server-global-setup';
import { freePort } from '../../../scripts/free-port';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ChildSite {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export interface ChildServer {
  url: string;
  /** SIGKILL: no shutdown code runs, as in a crash. */
  kill(): Promise<void>;
}


/** A copy of the template and a port, kept across restarts; `settings` join the environment. */
export async function childSite(settings: Record<string, string> = {}): Promise<ChildSite> {
  const id = `child${process.pid}_${Date.now().toString(36)}`;
  const dataDir = path.join(TEST_DATA_ROOT, id);
  const template = inject('serverTemplate');
  const base = { ...settings, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_SPA_BUILD: '1', LOG_LEVEL: 'error' };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await onServer(databaseUrl, (c) => c.query(`CREATE DATABASE ${id} TEMPLATE ${template.database}`));
    return {
      env: { ...base, DATABASE_URL: databaseUrlFor(databaseUrl, id) },
      dispose: async () => {
        await onServer(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${id} WITH (FORCE)`));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(template.dir, dataDir, { recursive: true });
  return { env: base, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function answering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/docs/json`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms`);
}

export async function startChild(site: ChildSite): Promise<ChildServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...site.env };
  if (!site.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${site.env.PORT}`;
  try {
    await answering(url, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
  return {
    url,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
