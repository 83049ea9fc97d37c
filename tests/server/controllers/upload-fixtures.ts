// Real files for the upload tests: a valid PNG (signature, IHDR, IDAT, IEND with their CRCs), a
// one-page PDF, and multipart requests sent with fetch's FormData.
import { crc32, deflateSync } from 'node:zlib';

/** An equipment item's fields as its form sends them: a floor scale with `serialNumber`. */
export function floorScale(serialNumber: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { serialNumber, equipmentType: 'FloorScale', make: 'Avery', capacityKg: 600, resolutionKg: 0.2, calibrationDate: '2026-01-10', calibrationDueDate: '2027-01-10', ...extra };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG of one colour. */
export function pngImage(width = 4, height = 3, rgb: [number, number, number] = [30, 140, 60]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF with a correct cross-reference table. */
export function pdfDocument(text = 'Calibration certificate'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export interface UploadPart {
  name: string;
  bytes: Buffer;
  fileName: string;
  type: string;
}

/** Sends a multipart form: `equipmentItem`-style text fields and file parts. */
export async function sendMultipart(
  url: string,
  token: string | null,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  files: readonly UploadPart[],
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.name, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.fileName);
  const headers: Record<string, string> = { applicationType: 'web' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${url}${path}`, { method, headers, body: form });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}
