// /api/Equipment and GET /files over real HTTP: multipart create and edit with real PNG and PDF
// files, the stored layout and the served bytes, the 10 MB limit and file types, serial numbers
// unique across buildings (GetBuildingName and 409s naming the building), the grid, building
// scope, permissions and delete.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, equipment } from '../../../src/server/db/schema';
import { TEST_DATA_ROOT } from '../../helpers/server-global-setup';
import { api, signInAll, startTestServer, type TestServer } from '../../helpers/server';
import { floorScale, pdfDocument, pngImage, sendMultipart, type UploadPart } from './upload-fixtures';

let server: TestServer;
const tokens: Record<string, string> = {};
type FileInfo = { id: number; fileName: string; contentType: string; sizeBytes: number; url: string };
type Detail = Record<string, unknown> & { id: number; tenantId: number; images: FileInfo[]; calibrationCertificate: FileInfo | null };

const as = (user: string, method: string, p: string, json?: unknown) => api(server.url, tokens[user] ?? null, method, p, json);
const send = (user: string, method: 'POST' | 'PUT', item: unknown, files: readonly UploadPart[] = []) =>
  sendMultipart(server.url, tokens[user] ?? null, method, `/api/Equipment/${method === 'POST' ? 'CreateEntity' : 'PutEntity'}`, { equipmentItem: typeof item === 'string' ? item : JSON.stringify(item) }, files);

const RUN = Math.random().toString(36).slice(2, 8);
const front = pngImage(4, 3);
const back = pngImage(2, 2, [200, 10, 10]);
const certificate = pdfDocument();
const image = (bytes: Buffer, fileName: string): UploadPart => ({ name: 'image', bytes, fileName, type: 'image/png' });
const cert = (bytes: Buffer, fileName: string, type = 'application/pdf'): UploadPart => ({ name: 'calibrationCertificate', bytes, fileName, type });

async function counts(): Promise<[number, number]> {
  const [e] = await server.db.select({ n: count() }).from(equipment);
  const [a] = await server.db.select({ n: count() }).from(attachments);
  return [e?.n ?? -1, a?.n ?? -1];
}

async function download(user: string | null, url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${tokens[user]}` } : {};
  const response = await fetch(`${server.url}${url}`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

let scaleA: Detail;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await signInAll(server.url, ['owner', 'manager', 'manager.lite', 'tenant', 'readonly', 'admin']));
  const created = await send('manager', 'POST', floorScale(`FS-${RUN}-A`), [image(front, `front-${RUN}.png`), image(back, 'back.png'), cert(certificate, 'Cert 2026.pdf')]);
  expect(created.status).toBe(200);
  scaleA = created.body as Detail;
});
afterAll(async () => {
  await server?.close();
});

describe('multipart create and the stored files', () => {
  it('CreateEntity stores the fields, the images and the certificate, and returns them with URLs', () => {
    expect(scaleA).toMatchObject({ serialNumber: `FS-${RUN}-A`, equipmentType: 'FloorScale', capacityKg: 600, tenantId: 1, state: 'InService' });
    expect(scaleA.images.map((i) => [i.fileName, i.contentType, i.sizeBytes])).toEqual([
      [`front-${RUN}.png`, 'image/png', front.length],
      ['back.png', 'image/png', back.length],
    ]);
    expect(scaleA.calibrationCertificate).toMatchObject({ fileName: 'Cert 2026.pdf', contentType: 'application/pdf', sizeBytes: certificate.length });
    expect(scaleA.calibrationCertificate?.url).toBe(`/files/${scaleA.calibrationCertificate?.id}/Cert%202026.pdf`);
  });

  it('the bytes live under files/{tenantId}/{attachmentId}/{fileName} and are recorded as kinds 3 and 4', async () => {
    const first = scaleA.images[0] as FileInfo;
    const where = readdirSync(TEST_DATA_ROOT).filter((dir) => existsSync(path.join(TEST_DATA_ROOT, dir, 'files', '1', String(first.id), `front-${RUN}.png`)));
    expect(where).toHaveLength(1);
    const rows = await server.db.select({ id: attachments.id, kind: attachments.kind, ownerType: attachments.ownerType, ownerId: attachments.ownerId }).from(attachments);
    const mine = rows.filter((r) => r.ownerId === scaleA.id && r.ownerType === 'Equipment').map((r) => r.kind).sort();
    expect(mine).toEqual([3, 3, 4]);
  });

  it('GET /files serves the bytes with the bearer token and the building scope', async () => {
    const pdf = await download('owner', scaleA.calibrationCertificate?.url as string);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.bytes.equals(certificate)).toBe(true);
    const png = await download('readonly', (scaleA.images[0] as FileInfo).url);
    expect(png.bytes.equals(front)).toBe(true);
    expect((await download(null, (scaleA.images[0] as FileInfo).url)).status).toBe(401);
    expect((await download('manager.lite', (scaleA.images[0] as FileInfo).url)).status).toBe(404);
    expect((await download('tenant', (scaleA.images[0] as FileInfo).url)).status).toBe(403);
    expect((await download('admin', (scaleA.images[0] as FileInfo).url)).status).toBe(200);
    expect((await download('owner', `/files/${(scaleA.images[0] as FileInfo).id}/other.png`)).status).toBe(404);
  });

  it('GetById returns the item with its files; another building gets 404', async () => {
    const read = await as('readonly', 'GET', `/api/Equipment/GetById/${scaleA.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(scaleA);
    expect((await as('manager.lite', 'GET', `/api/Equipment/GetById/${scaleA.id}`)).status).toBe(404);
  });

  it('an item without files has none', async () => {
    const bare = await send('manager', 'POST', floorScale(`FS-${RUN}-B`));
    expect(bare.body).toMatchObject({ serialNumber: `FS-${RUN}-B`, images: [], calibrationCertificate: null });
  });
});

describe('refusals write nothing', () => {
  it('403 without Create (tenant, read-only user), 401 without a token', async () => {
    const before = await counts();
    expect((await send('tenant', 'POST', floorScale(`FS-${RUN}-T`), [image(front, 'x.png')])).status).toBe(403);
    expect((await send('readonly', 'POST', floorScale(`FS-${RUN}-R`))).status).toBe(403);
    expect((await sendMultipart(server.url, null, 'POST', '/api/Equipment/CreateEntity', { equipmentItem: '{}' }, [])).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('bad fields: 400 with field errors from the declaration schema', async () => {
    const before = await counts();
    const bad = await send('manager', 'POST', { serialNumber: 'x', capacityKg: -1 }, [image(front, 'f.png')]);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['capacityKg', 'equipmentType', 'serialNumber']);
    const dates = await send('manager', 'POST', { ...floorScale(`FS-${RUN}-D`), calibrationDate: '2026-05-01', calibrationDueDate: '2026-04-01' }, [cert(certificate, 'c.pdf')]);
    expect((dates.body as { errors: object }).errors).toEqual({ calibrationDueDate: ['The calibration due date must be after the calibration date'] });
    const notJson = await send('manager', 'POST', 'serialNumber=FS-1', [image(front, 'f.png')]);
    expect(notJson).toEqual({ status: 400, body: { message: 'The data is not valid.', errors: { equipmentItem: ['A JSON object of the equipment fields'] } } });
    const json = await as('manager', 'POST', '/api/Equipment/CreateEntity', floorScale(`FS-${RUN}-J`));
    expect(json).toEqual({ status: 400, body: { message: 'Send the form as multipart/form-data.' } });
    expect(await counts()).toEqual(before);
  });

  it('wrong file types: 400 naming the part', async () => {
    const before = await counts();
    const pdfAsImage = await send('manager', 'POST', floorScale(`FS-${RUN}-C`), [{ name: 'image', bytes: certificate, fileName: 'sneaky.png', type: 'image/png' }]);
    expect(pdfAsImage).toEqual({ status: 400, body: { message: 'The files are not valid.', errors: { image: ["'sneaky.png' is not a JPEG or PNG image."] } } });
    const text = await send('manager', 'POST', floorScale(`FS-${RUN}-C`), [cert(Buffer.from('<script>alert(1)</script>'), 'cert.pdf')]);
    expect((text.body as { errors: object }).errors).toEqual({ calibrationCertificate: ["'cert.pdf' is not a PDF or a JPEG or PNG image."] });
    const two = await send('manager', 'POST', floorScale(`FS-${RUN}-C`), [cert(certificate, 'a.pdf'), cert(certificate, 'b.pdf')]);
    expect((two.body as { errors: object }).errors).toEqual({ calibrationCertificate: ['Send one file only.'] });
    expect(await counts()).toEqual(before);
  });

  it('a file over 10 MB is a 413 with a clear message; files up to 10 MB each pass', async () => {
    const before = await counts();
    const big = Buffer.concat([front, Buffer.alloc(10 * 1024 * 1024 + 1 - front.length)]);
    const refused = await send('manager', 'POST', floorScale(`FS-${RUN}-BIG`), [image(big, 'huge.png')]);
    expect(refused).toEqual({ status: 413, body: { message: "The file 'huge.png' is larger than the 10 MB limit.", errors: { image: ["The file 'huge.png' is larger than the 10 MB limit."] } } });
    expect(await counts()).toEqual(before);
    const nearly = Buffer.concat([front, Buffer.alloc(9 * 1024 * 1024)]);
    const accepted = await send('manager', 'POST', floorScale(`FS-${RUN}-NEAR`), [image(nearly, 'nearly.png'), cert(Buffer.concat([certificate, Buffer.alloc(3 * 1024 * 1024)]), 'c.pdf')]);
    expect(accepted.status).toBe(200);
    expect((accepted.body as Detail).images[0]?.sizeBytes).toBe(nearly.length);
  });
});

describe('serial numbers are unique across buildings', () => {
  it('GetBuildingName names the building holding a serial (any case, any building) and nothing else', async () => {
    const found = await as('manager.lite', 'GET', `/api/Equipment/GetBuildingName?serialNumber=${encodeURIComponent(`fs-${RUN}-a`)}`);
    expect(found).toEqual({ status: 200, body: { buildingName: 'Harbour Tower' } });
    expect((await as('manager', 'GET', '/api/Equipment/GetBuildingName?serialNumber=NO-SUCH-1')).body).toEqual({ buildingName: null });
    expect((await as('manager', 'GET', '/api/Equipment/GetBuildingName')).status).toBe(400);
    expect((await as('tenant', 'GET', '/api/Equipment/GetBuildingName?serialNumber=x')).status).toBe(403);
  });

  it('a duplicate on create or edit is a 409 naming the building', async () => {
    const before = await counts();
    const dup = await sendMultipart(server.url, tokens['manager.lite'] ?? null, 'POST', '/api/Equipment/CreateEntity', { equipmentItem: JSON.stringify(floorScale(`fs-${RUN}-A`)) }, [image(front, 'dup.png')]);
    const text = `Serial number fs-${RUN}-A is already used in Harbour Tower.`;
    expect(dup).toEqual({ status: 409, body: { message: text, errors: { serialNumber: [text] } } });
    expect(await counts()).toEqual(before);
    const own = (await send('manager.lite', 'POST', floorScale(`FS-${RUN}-COL`))).body as Detail;
    expect(own.tenantId).toBe(2);
    const edit = await send('manager.lite', 'PUT', { ...floorScale(`FS-${RUN}-a`), id: own.id });
    expect(edit.status).toBe(409);
    expect((edit.body as { errors: { serialNumber: string[] } }).errors.serialNumber[0]).toMatch(/Harbour Tower/);
    expect((await send('manager.lite', 'PUT', { ...floorScale(`FS-${RUN}-COL`), id: own.id, make: 'Wedderburn' })).status).toBe(200);
  });
});

describe('grid, edit and delete', () => {
  it('GetGrid pages the items in scope (and Get is not a route)', async () => {
    const filter = { logic: 'and', filters: [{ field: 'serialNumber', operator: 'startswith', value: `FS-${RUN}` }] };
    const page = (await as('owner', 'PUT', '/api/Equipment/GetGrid', { page: 1, pageSize: 2, filter, sort: [{ field: 'serialNumber', dir: 'asc' }] })).body as { data: Detail[]; total: number };
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.serialNumber)).toEqual([`FS-${RUN}-A`, `FS-${RUN}-B`]);
    const collins = (await as('manager.lite', 'PUT', '/api/Equipment/GetGrid', { filter })).body as { data: Detail[]; total: number };
    expect(collins.data.map((r) => r.serialNumber)).toEqual([`FS-${RUN}-COL`]);
    expect((await as('owner', 'PUT', '/api/Equipment/Get', {})).status).toBe(404);
    expect((await as('tenant', 'PUT', '/api/Equipment/GetGrid', {})).status).toBe(403);
  });

  it('PutEntity adds new images, removes removedImageIds and replaces the certificate', async () => {
    const [frontImage, backImage] = scaleA.images as [FileInfo, FileInfo];
    const oldCertificate = scaleA.calibrationCertificate as FileInfo;
    const item = { ...floorScale(`FS-${RUN}-A`), id: scaleA.id, make: 'Mettler', removedImageIds: [backImage.id] };
    const newCert = pngImage(3, 3);
    const edited = await send('manager', 'PUT', item, [image(pngImage(5, 5), 'side.png'), cert(newCert, 'cert-2027.png', 'image/png')]);
    expect(edited.status).toBe(200);
    const body = edited.body as Detail;
    expect(body.make).toBe('Mettler');
    expect(body.images.map((i) => i.fileName)).toEqual([frontImage.fileName, 'side.png']);
    expect(body.calibrationCertificate).toMatchObject({ fileName: 'cert-2027.png', contentType: 'image/png' });
    expect((await download('owner', backImage.url)).status).toBe(404);
    expect((await download('owner', oldCertificate.url)).status).toBe(404);
    expect((await download('owner', body.calibrationCertificate?.url as string)).bytes.equals(newCert)).toBe(true);
  });

  it("PutEntity refuses to remove another item's file, and another building's item", async () => {
    const before = await counts();
    const other = (await as('owner', 'GET', `/api/Equipment/GetById/${scaleA.id}`)).body as Detail;
    const byB = { logic: 'and', filters: [{ field: 'serialNumber', operator: 'eq', value: `FS-${RUN}-B` }] };
    const b = ((await as('owner', 'PUT', '/api/Equipment/GetGrid', { filter: byB })).body as { data: Detail[] }).data[0] as Detail;
    const refused = await send('manager', 'PUT', { ...floorScale(`FS-${RUN}-B`), id: b.id, removedImageIds: [(other.images[0] as FileInfo).id] });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['removedImageIds']);
    expect((await send('manager.lite', 'PUT', { ...floorScale(`FS-${RUN}-A`), id: scaleA.id })).status).toBe(404);
    expect((await send('readonly', 'PUT', { ...floorScale(`FS-${RUN}-A`), id: scaleA.id })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('Delete needs Delete; it frees the serial and retires the files', async () => {
    const fileUrl = ((await as('owner', 'GET', `/api/Equipment/GetById/${scaleA.id}`)).body as Detail).images[0]?.url as string;
    expect((await download('owner', fileUrl)).status).toBe(200);
    expect((await as('manager', 'DELETE', `/api/Equipment/Delete/${scaleA.id}`)).status).toBe(403);
    expect(await as('owner', 'DELETE', `/api/Equipment/Delete/${scaleA.id}`)).toEqual({ status: 200, body: { id: scaleA.id } });
    expect((await as('owner', 'GET', `/api/Equipment/GetById/${scaleA.id}`)).status).toBe(404);
    expect((await download('owner', fileUrl)).status).toBe(404);
    expect((await as('owner', 'GET', `/api/Equipment/GetBuildingName?serialNumber=FS-${RUN}-A`)).body).toEqual({ buildingName: null });
    expect((await send('manager.lite', 'POST', floorScale(`FS-${RUN}-A`))).status).toBe(200);
  });
});
