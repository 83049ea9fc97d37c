// Reads a multipart/form-data request: text parts as fields, file parts streamed to staging with
// the 10 MB limit of the multipart plugin, each file's type sniffed and checked against its part's
// rule. Any problem discards what was staged and answers 400 (413 for a file over the limit)
// naming the part, so nothing is recorded from a half-good upload.
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../limits';
import { HttpError, type FieldErrors } from '../errors';
import { assertNoNul } from '../http/nul-characters';
import { nameForType, SNIFF_BYTES, sniffContentType, type SniffedType } from './content-type';
import { discardStaged, newStagingPath, safeFileName, type StagedFile } from './storage';

export interface FileRule {
  /** The form part's name. */
  field: string;
  accept: readonly SniffedType[];
  /** How the accepted types are named in an error: 'a JPEG or PNG image'. */
  acceptText: string;
  many: boolean;
}

export interface MultipartForm {
  fields: Record<string, unknown>;
  files: StagedFile[];
}

/** Read at call time: app.ts, which defines the limit, imports the routes that import this file. */
const limitText = () => `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

async function headOf(filePath: string): Promise<Uint8Array> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function stage(request: FastifyRequest, part: MultipartFile, rule: FileRule): Promise<StagedFile | string> {
  const fileName = safeFileName(part.filename, `${rule.field}`);
  const stagedPath = await newStagingPath(request.server.dataDir);
  const staged: StagedFile = { field: rule.field, fileName, contentType: '', sizeBytes: 0, stagedPath };
  try {
    await pipeline(part.file, createWriteStream(stagedPath));
  } catch (error) {
    await discardStaged([staged]);
    throw error;
  }
  // Past the limit the plugin truncates the stream (and fails the next part with a terse error).
  if (part.file.truncated) {
    await discardStaged([staged]);
    const message = `The file '${fileName}' is larger than the ${limitText()} limit.`;
    throw new HttpError(413, message, { errors: { [rule.field]: [message] } });
  }
  staged.sizeBytes = part.file.bytesRead;
  const type = sniffContentType(await headOf(stagedPath));
  if (!type || !rule.accept.includes(type)) {
    await discardStaged([staged]);
    return `'${fileName}' is not ${rule.acceptText}.`;
  }
  staged.contentType = type;
  staged.fileName = nameForType(fileName, type);
  return staged;
}

export async function readMultipartForm(request: FastifyRequest, rules: readonly FileRule[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the form as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  const files: StagedFile[] = [];
  const errors: FieldErrors = {};
  const fail = (field: string, text: string) => (errors[field] ??= []).push(text);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const rule = rules.find((r) => r.field === part.fieldname);
      if (!rule || (!rule.many && files.some((f) => f.field === rule.field))) {
        part.file.resume();
        fail(part.fieldname, rule ? 'Send one file only.' : 'Unexpected file.');
        continue;
      }
      const staged = await stage(request, part, rule);
      if (typeof staged === 'string') fail(rule.field, staged);
      // A browser sends an empty part for a file input left empty.
      else if (staged.sizeBytes === 0) await discardStaged([staged]);
      else files.push(staged);
    }
    assertNoNul(fields);
  } catch (error) {
    await discardStaged(files);
    throw error;
  }
  if (Object.keys(errors).length > 0) {
    await discardStaged(files);
    throw new HttpError(400, 'The files are not valid.', { errors });
  }
  return { fields, files };
}
