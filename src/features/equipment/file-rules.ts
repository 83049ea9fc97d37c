// The server's rules for equipment files (routes/equipment/form.ts, files/upload.ts), checked
// before anything is sent so the user hears at once, in the server's own words. The server still
// decides: it reads the type from the bytes, the browser only from the name.
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const LIMIT_TEXT = `${MAX_FILE_BYTES / (1024 * 1024)} MB`;

export interface FileRule {
  /** The `accept` attribute of the input, and the types allowed. */
  types: readonly string[];
  /** Extensions for files the browser gives no type. */
  extensions: readonly string[];
  /** 'a JPEG or PNG image', as the server words it. */
  acceptText: string;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export const IMAGE_RULE: FileRule = {
  types: IMAGE_TYPES,
  extensions: ['.jpg', '.jpeg', '.png'],
  acceptText: 'a JPEG or PNG image',
};

export const CERTIFICATE_RULE: FileRule = {
  types: ['application/pdf', ...IMAGE_TYPES],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
  acceptText: 'a PDF or a JPEG or PNG image',
};

/** Why `file` cannot be sent under `rule`, or null when it can. */
export function fileProblem(file: File, rule: FileRule): string | null {
  const name = file.name.toLowerCase();
  const typed = file.type ? rule.types.includes(file.type) : rule.extensions.some((ext) => name.endsWith(ext));
  if (!typed) return `'${file.name}' is not ${rule.acceptText}.`;
  if (file.size > MAX_FILE_BYTES) return `The file '${file.name}' is larger than the ${LIMIT_TEXT} limit.`;
  return null;
}
