// Leftovers of uploads that never finished (issue #11 part 6): staged files whose request died or
// was cut off, and attachment folders moved into place by a transaction that never committed (the
// process died between the move and the commit: PlacedFiles could not undo it). Both are removed
// once older than an hour — on start and then periodically — so that an upload still in flight is
// never touched.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { filesRoot, stagingDir } from './storage';

export const SWEEP_AGE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 15 * 60 * 1000;

export interface SweepResult {
  stagedFiles: number;
  orphanFolders: number;
}

async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

async function olderThan(target: string, cutoff: number): Promise<boolean> {
  const info = await stat(target).catch(() => null);
  return info !== null && info.mtimeMs < cutoff;
}

async function sweepStaging(dataDir: string, cutoff: number): Promise<number> {
  const dir = stagingDir(dataDir);
  let removed = 0;
  for (const name of await entries(dir)) {
    const target = path.join(dir, name);
    if (!(await olderThan(target, cutoff))) continue;
    await rm(target, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Folders files/{tenantId}/{attachmentId} whose attachment row does not exist. */
async function sweepOrphans(db: Db, dataDir: string, cutoff: number): Promise<number> {
  const root = filesRoot(dataDir);
  let removed = 0;
  for (const tenant of (await entries(root)).filter((name) => /^\d+$/.test(name))) {
    const folders = new Map<number, string>();
    for (const name of await entries(path.join(root, tenant))) {
      const folder = path.join(root, tenant, name);
      if (/^\d+$/.test(name) && (await olderThan(folder, cutoff))) folders.set(Number(name), folder);
    }
    if (folders.size === 0) continue;
    const known = await db.select({ id: attachments.id }).from(attachments).where(inArray(attachments.id, [...folders.keys()]));
    for (const { id } of known) folders.delete(id);
    for (const folder of folders.values()) await rm(folder, { recursive: true, force: true });
    removed += folders.size;
  }
  return removed;
}

export async function sweepFiles(db: Db, dataDir: string, now = Date.now()): Promise<SweepResult> {
  const cutoff = now - SWEEP_AGE_MS;
  return { stagedFiles: await sweepStaging(dataDir, cutoff), orphanFolders: await sweepOrphans(db, dataDir, cutoff) };
}

export function installFileSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepFiles(app.db, app.dataDir).catch((error: unknown) => app.log.warn({ err: error }, 'File sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
