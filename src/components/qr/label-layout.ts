// Label sizes of the QR sheet (how many labels fit one A4 page) and the sheet's pages.

export const LABEL_SIZES = {
  small: { label: 'Small (24 per page)', columns: 4, rows: 6 },
  medium: { label: 'Medium (12 per page)', columns: 3, rows: 4 },
  large: { label: 'Large (4 per page)', columns: 2, rows: 2 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export const LABEL_SIZE_KEYS = Object.keys(LABEL_SIZES) as LabelSize[];

export const MAX_COPIES = 20;

/** What one label shows: the code to encode and the lines printed under it. */
export interface QrLabel {
  qrCode: string;
  lines: string[];
}

export function perPage(size: LabelSize): number {
  return LABEL_SIZES[size].columns * LABEL_SIZES[size].rows;
}

/** Each label `copies` times in a row, cut into pages of the size's capacity. */
export function labelPages(labels: readonly QrLabel[], size: LabelSize, copies = 1): QrLabel[][] {
  const count = Math.min(Math.max(1, Math.floor(copies)), MAX_COPIES);
  const all = labels.flatMap((label) => Array.from({ length: count }, () => label));
  const capacity = perPage(size);
  const pages: QrLabel[][] = [];
  for (let i = 0; i < all.length; i += capacity) pages.push(all.slice(i, i + capacity));
  return pages;
}
