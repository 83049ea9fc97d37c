// The client's own check of an import file, before any byte is sent (the server checks again).
import { MAX_IMPORT_BYTES } from '../../domain/entities/config';

export function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose a CSV or XLSX file.';
  if (!/\.(csv|xlsx)$/i.test(file.name)) return `'${file.name}' is not a .csv or .xlsx file.`;
  if (file.size === 0) return `'${file.name}' is empty.`;
  if (file.size > MAX_IMPORT_BYTES) return `'${file.name}' is larger than the ${MAX_IMPORT_BYTES / (1024 * 1024)} MB limit.`;
  return null;
}
