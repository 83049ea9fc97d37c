// `npm start` serves the built SPA: build it with vite when dist/ is missing or older than the
// sources, so that a fresh checkout works with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'machines', 'index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    // The server's own files do not change the SPA bundle.
    if (target.endsWith('src') && entry === 'server') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function spaIsStale(distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return sources > statSync(index).mtimeMs;
}

/** Builds the SPA when stale; returns false (and keeps serving the API) if the build fails. */
export function buildSpaIfStale(distDir: string): boolean {
  if (!spaIsStale(distDir)) return true;
  console.log('Building the web app (vite build)…');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) console.error('The web app build failed; serving the API only.');
  return result.status === 0;
}
