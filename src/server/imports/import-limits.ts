// What one imported file may hold. The file is read as a stream in a worker thread, so these
// bound the work and memory of an import whatever the upload's 20 MB hides: an XLSX is a zip whose
// parts may unpack to gigabytes (a "zip bomb"), and a CSV may be one endless cell. Over a limit,
// the import fails with the limit named and nothing written.

/** Lines after the header. */
export const MAX_IMPORT_ROWS = 100_000;
/** Cells in the header or any line. */
export const MAX_IMPORT_COLUMNS = 100;
/** Characters in one cell: Excel's own limit. */
export const MAX_CELL_CHARS = 32_767;
/** Bytes an XLSX unpacks to (every part of the zip together). */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/** The parsing worker's heap: a file that needs more fails instead of swelling the server. */
export const PARSE_WORKER_HEAP_MB = 256;
/** Lines written per transaction (one checkpoint each). */
export const IMPORT_BATCH_LINES = 500;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const LIMIT_MESSAGES = {
  rows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} lines: split it into smaller files.`,
  columns: `The file has more than ${MAX_IMPORT_COLUMNS} columns: start from the template.`,
  cell: (rowNumber: number) => `Row ${rowNumber} has a cell longer than ${MAX_CELL_CHARS.toLocaleString('en-AU')} characters.`,
  unpacked: `The XLSX file unpacks to more than ${mb(MAX_UNPACKED_BYTES)}: it cannot be a list of transactions.`,
  memory: 'The file needs more memory to read than an import may use: split it into smaller files.',
} as const;
