// Where exported PDFs live (${dataDir}/files/exports) and the signed, expiring links that open them
// in a new window without a bearer header (spec §7: the download returns a URL).
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';

export const EXPORTS_URL_PATH = '/files/exports';
/** A download link stays valid this long (the file itself lives until its expirationTime). */
export const LINK_TTL_MS = 10 * 60_000;

export const exportsDir = (dataDir: string): string => path.join(dataDir, 'files', 'exports');
export const exportFileName = (exportId: string): string => `${exportId}.pdf`;
export const exportFilePath = (dataDir: string, exportId: string): string => path.join(exportsDir(dataDir), exportFileName(exportId));
export const FILE_NAME_PATTERN = /^[0-9a-f-]{36}\.pdf$/;

function signature(secret: string, fileName: string, expires: number): string {
  return createHmac('sha256', secret).update(`export-file:${fileName}:${expires}`).digest('hex');
}

/** The path and query of a link to the file, valid until `expires` (ms since the epoch). */
export function signedExportPath(secret: string, exportId: string, expires: number): string {
  const fileName = exportFileName(exportId);
  return `${EXPORTS_URL_PATH}/${fileName}?expires=${expires}&signature=${signature(secret, fileName, expires)}`;
}

export function verifyExportLink(secret: string, fileName: string, expires: number, given: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(signature(secret, fileName, expires), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
