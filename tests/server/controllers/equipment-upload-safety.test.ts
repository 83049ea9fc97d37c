// Uploads over real HTTP, as an attacker or a failure would have them: a file is stored and served
// under the extension of its detected type; an equipment item and its files are one unit of work
// (a write that fails after its first image records no image and leaves no file behind); and the
// sweep removes old staged files and folders no attachment row owns.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, equipment } from '../../../src/server/db/schema';
import { SWEEP_AGE_MS, sweepFiles } from '../../../src/server/files/sweep';
import { filesRoot, stagingDir } from '../../../src/server/files/storage';
import { signIn, startTestServer, type TestServer } from '../../helpers/server';
import { floorScale, pngImage, sendMultipart, type UploadPart } from './upload-fixtures';

type FileInfo = { id: number; fileName: string; contentType: string; url: string };
type Detail = { id: number; tenantId: number; images: FileInfo[] };

/** The name the injected database fault refuses (a trigger, so the failure is the database's own). */
const FAULTY_NAME = 'second-fails.png';

let server: TestServer;
let token: string;
const RUN = Math.random().toString(36).slice(2, 8);
let serial = 0;
const scale = () => floorScale(`UP-${RUN}-${++serial}`);
const image = (bytes: Buffer, fileName: string, type = 'image/png'): UploadPart => ({ name: 'image', bytes, fileName, type });
const create = (files: readonly UploadPart[]) => sendMultipart(server.url, token, 'POST', '/api/Equipment/CreateEntity', { equipmentItem: JSON.stringify(scale()) }, files);

async function counts(): Promise<{ items: number; files: number }> {
  const [e] = await server.db.select({ n: count() }).from(equipment);
  const [a] = await server.db.select({ n: count() }).from(attachments);
  return { items: Number(e?.n), files: Number(a?.n) };
}

/** Every attachment folder on disk (files/{tenantId}/{id}) and every staged file. */
function onDisk(): { folders: string[]; staged: string[] } {
  const root = filesRoot(server.dataDir);
  const tenants = existsSync(root) ? readdirSync(root).filter((n) => /^\d+$/.test(n)) : [];
  const folders = tenants.flatMap((t) => readdirSync(path.join(root, t)).map((id) => `${t}/${id}`));
  const staging = stagingDir(server.dataDir);
  return { folders: folders.sort(), staged: existsSync(staging) ? readdirSync(staging) : [] };
}

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, 'manager');
  await server.db.execute(sql.raw(`
    CREATE FUNCTION refuse_faulty_upload() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.file_name = '${FAULTY_NAME}' THEN RAISE EXCEPTION 'injected storage fault'; END IF;
      RETURN NEW;
    END $$`));
  await server.db.execute(sql.raw('CREATE TRIGGER refuse_faulty_upload BEFORE INSERT ON attachments FOR EACH ROW EXECUTE FUNCTION refuse_faulty_upload()'));
});
afterAll(async () => {
  await server?.close();
});

describe('stored uploads take the extension of their detected type', () => {
  it('a PNG sent as evil.html is stored as evil.png and served as image/png with nosniff', async () => {
    const png = pngImage(3, 3);
    const created = await create([image(png, 'evil.html', 'text/html')]);
    expect(created.status).toBe(200);
    const [stored] = (created.body as Detail).images;
    expect(stored).toMatchObject({ fileName: 'evil.png', contentType: 'image/png' });
    expect(stored?.url).toMatch(/\/evil\.png$/);
    expect(existsSync(path.join(filesRoot(server.dataDir), String((created.body as Detail).tenantId), String(stored?.id), 'evil.png'))).toBe(true);
    const served = await fetch(`${server.url}${stored?.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a JPEG keeps .jpeg, a name without an extension gets one', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    const created = await create([image(jpeg, 'Site photo.jpeg', 'image/jpeg'), image(pngImage(), 'scan', 'application/octet-stream')]);
    expect(created.status).toBe(200);
    expect((created.body as Detail).images.map((i) => i.fileName)).toEqual(['Site photo.jpeg', 'scan.png']);
  });

  it('bytes of no allowed type are refused with 400 naming the part', async () => {
    const before = await counts();
    const refused = await create([image(Buffer.from('<script>alert(1)</script>'), 'photo.png')]);
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { errors: Record<string, string[]> }).errors)).toEqual(['image']);
    expect(await counts()).toEqual(before);
  });
});

describe('an equipment item and its files are all or nothing', () => {
  it('a create whose second image fails in the transaction records neither image, nor the item, and leaves no file', async () => {
    const before = { counts: await counts(), disk: onDisk() };
    const failed = await create([image(pngImage(), 'first.png'), image(pngImage(2, 2), FAULTY_NAME)]);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await counts()).toEqual(before.counts);
    expect(onDisk()).toEqual({ folders: before.disk.folders, staged: [] });
  });

  it('a create whose second part is refused after the first was staged records nothing and leaves no staged file', async () => {
    const before = { counts: await counts(), disk: onDisk() };
    const refused = await create([image(pngImage(), 'first.png'), image(Buffer.from('GIF89a not allowed'), 'second.gif', 'image/gif')]);
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: Record<string, string[]> }).errors.image?.[0]).toContain('second.gif');
    expect(await counts()).toEqual(before.counts);
    expect(onDisk()).toEqual({ folders: before.disk.folders, staged: [] });
  });

  it('an edit that fails keeps the item\'s images as they were', async () => {
    const created = await create([image(pngImage(), 'kept.png')]);
    const item = created.body as Detail & Record<string, unknown>;
    const before = { counts: await counts(), disk: onDisk() };
    const failed = await sendMultipart(server.url, token, 'PUT', '/api/Equipment/PutEntity', {
      equipmentItem: JSON.stringify({ ...scale(), id: item.id, removedImageIds: [item.images[0]?.id] }),
    }, [image(pngImage(), 'new.png'), image(pngImage(), FAULTY_NAME)]);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await counts()).toEqual(before.counts);
    expect(onDisk()).toEqual({ folders: before.disk.folders, staged: [] });
    const kept = await fetch(`${server.url}${item.images[0]?.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(kept.status).toBe(200);
  });
});

describe('the sweep', () => {
  it('removes staged files and row-less folders older than an hour, and nothing else', async () => {
    const live = (await create([image(pngImage(), 'live.png')])).body as Detail;
    const liveFolder = path.join(filesRoot(server.dataDir), String(live.tenantId), String(live.images[0]?.id));
    mkdirSync(stagingDir(server.dataDir), { recursive: true });
    const oldStaged = path.join(stagingDir(server.dataDir), 'old-upload');
    const freshStaged = path.join(stagingDir(server.dataDir), 'upload-in-flight');
    const orphan = path.join(filesRoot(server.dataDir), String(live.tenantId), '2000000000');
    writeFileSync(oldStaged, 'x');
    writeFileSync(freshStaged, 'x');
    mkdirSync(orphan, { recursive: true });
    writeFileSync(path.join(orphan, 'left-by-a-crash.png'), pngImage());
    const past = new Date(Date.now() - SWEEP_AGE_MS - 60_000);
    for (const target of [oldStaged, orphan, liveFolder]) utimesSync(target, past, past);

    expect(await sweepFiles(server.db, server.dataDir)).toEqual({ stagedFiles: 1, orphanFolders: 1 });
    expect([existsSync(oldStaged), existsSync(orphan)]).toEqual([false, false]);
    expect([existsSync(freshStaged), existsSync(liveFolder)]).toEqual([true, true]);
  });
});
