// The type of an uploaded file is read from its first bytes, not taken from the client: a file is
// served back with the type stored here, so a script posing as an image must never get through.
export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf';

export const IMAGE_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png'];
export const DOCUMENT_OR_IMAGE_TYPES: readonly SniffedType[] = ['application/pdf', ...IMAGE_TYPES];

const SIGNATURES: readonly { type: SniffedType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The extensions a stored file of each type may carry; the first is the one it is given. */
const EXTENSIONS: Record<SniffedType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
};

/**
 * The file name with the extension of its detected type (evil.html holding a PNG → evil.png), so
 * that no program, download folder or proxy takes the stored file for what its name claimed.
 */
export function nameForType(fileName: string, type: SniffedType): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  if (EXTENSIONS[type].includes(extension)) return fileName;
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}${EXTENSIONS[type][0]}`;
}

/** Bytes sniffContentType needs to see. */
export const SNIFF_BYTES = 8;

export function sniffContentType(head: Uint8Array): SniffedType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}
