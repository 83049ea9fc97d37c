// Where attachment bytes live (architecture §6): `${dataDir}/files/{tenantId}/{attachmentId}/{fileName}`,
// one folder per attachment so file names never collide, and the attachments table records
// kind, owner, type, size and the URL it is served at (GET /files/{id}/{fileName}). Uploads are
// staged under `${dataDir}/files/.staging` and moved into place once their row exists.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AttachmentKind } from '../../domain/enums';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';

export const FILES_DIR = 'files';
const STAGING_DIR = '.staging';

export function filesRoot(dataDir: string): string {
  return path.join(dataDir, FILES_DIR);
}

export function stagingDir(dataDir: string): string {
  return path.join(filesRoot(dataDir), STAGING_DIR);
}

export async function newStagingPath(dataDir: string): Promise<string> {
  const dir = stagingDir(dataDir);
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

export function attachmentPath(dataDir: string, row: { tenantId: number; id: number; fileName: string }): string {
  return path.join(filesRoot(dataDir), String(row.tenantId), String(row.id), row.fileName);
}

export function attachmentUrl(row: { id: number; fileName: string }): string {
  return `/files/${row.id}/${encodeURIComponent(row.fileName)}`;
}

/** A file name safe on every file system and in a URL path segment; keeps the extension. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const base = path.basename((name ?? '').replaceAll('\\', '/')).normalize('NFC');
  const cleaned = base.replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^[.\s]+/, '').trim().slice(-120);
  return cleaned || fallback;
}

export interface StagedFile {
  /** The form part it came in. */
  field: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  stagedPath: string;
}

export interface AttachmentOwner {
  kind: AttachmentKind;
  ownerType: string;
  ownerId: number;
  tenantId: number;
  userId: number;
}

/**
 * Records a staged upload within the caller's transaction and moves its bytes into place; returns
 * the id and the folder the bytes now live in. Until the transaction commits the folder has no
 * row: undo it if the transaction fails (PlacedFiles), and sweepFiles removes it if the process
 * dies first.
 */
async function recordAttachment(tx: Db, dataDir: string, file: StagedFile, owner: AttachmentOwner): Promise<{ id: number; folder: string }> {
  const [row] = await tx
    .insert(attachments)
    .values({
      kind: owner.kind,
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      url: '',
      createdById: owner.userId,
    })
    .returning({ id: attachments.id });
  const id = (row as { id: number }).id;
  await tx.update(attachments).set({ url: attachmentUrl({ id, fileName: file.fileName }) }).where(eq(attachments.id, id));
  const target = attachmentPath(dataDir, { tenantId: owner.tenantId, id, fileName: file.fileName });
  await mkdir(path.dirname(target), { recursive: true });
  await rename(file.stagedPath, target);
  return { id, folder: path.dirname(target) };
}

/** The files one unit of work has put in place: removed again when its transaction fails. */
export class PlacedFiles {
  private readonly folders: string[] = [];

  constructor(private readonly dataDir: string) {}

  async record(tx: Db, file: StagedFile, owner: AttachmentOwner): Promise<number> {
    const { id, folder } = await recordAttachment(tx, this.dataDir, file, owner);
    this.folders.push(folder);
    return id;
  }

  async undo(): Promise<void> {
    await Promise.all(this.folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

/** Records one staged upload in a transaction of its own; the row and the file exist together. */
export async function storeAttachment(db: Db, dataDir: string, file: StagedFile, owner: AttachmentOwner): Promise<number> {
  const placed = new PlacedFiles(dataDir);
  try {
    return await db.transaction((tx) => placed.record(tx, file, owner));
  } catch (error) {
    await placed.undo();
    throw error;
  }
}

type RetiredAttachment = { id: number; tenantId: number; fileName: string };

/** Soft-deletes attachment rows (in the caller's transaction when `db` is one); returns those it retired. */
export async function retireAttachments(db: Db, ids: readonly number[], userId: number): Promise<RetiredAttachment[]> {
  if (ids.length === 0) return [];
  return db
    .update(attachments)
    .set({ isDeleted: true, modifiedAt: new Date().toISOString(), modifiedById: userId })
    .where(and(inArray(attachments.id, [...ids]), eq(attachments.isDeleted, false)))
    .returning({ id: attachments.id, tenantId: attachments.tenantId, fileName: attachments.fileName });
}

/** Deletes the bytes of retired attachments: only once their retirement has committed. */
export async function dropAttachmentBytes(dataDir: string, rows: readonly RetiredAttachment[]): Promise<void> {
  await Promise.all(rows.map((row) => rm(path.dirname(attachmentPath(dataDir, row)), { recursive: true, force: true })));
}

export async function discardStaged(files: readonly StagedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.stagedPath, { force: true })));
}
