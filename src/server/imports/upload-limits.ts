// The limits of import-limits.ts, checked when the file is uploaded (Preview, Start, the
// transactions Import): a file over one is refused with a 400 naming it and is not kept. A small
// file is measured here (a worker takes longer to start than such a file takes to read); a larger
// one in a worker thread with the parsing worker's heap cap, so the request thread stays free.
// The job checks the same limits again as it reads (read-records.ts) — for files that reached it
// another way.
import { rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { IMPORT_FILE_PART } from '../../domain/transactions-io';
import { HttpError } from '../errors';
import { limitProblems, measureFile, type FileMeasure } from './file-measure';
import { LIMIT_MESSAGES, PARSE_WORKER_HEAP_MB } from './import-limits';
import type { MeasureWorkerInput, MeasureWorkerMessage } from './measure-worker';
import type { UploadedImport } from './upload';

/** Files up to this size are measured on the request thread (a few thousand rows, milliseconds). */
export const INLINE_MEASURE_BYTES = 256 * 1024;

const entry = new URL('./measure-worker-entry.mjs', import.meta.url);

function measureInWorker(input: MeasureWorkerInput): Promise<FileMeasure> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB } });
    const settle = (done: () => void) => {
      worker.removeAllListeners();
      void worker.terminate();
      done();
    };
    worker.on('message', (message: MeasureWorkerMessage) => settle(() => (message.ok ? resolve(message.measure) : reject(new Error(message.message)))));
    worker.on('error', (error: Error & { code?: string }) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(400, LIMIT_MESSAGES.memory, { errors: { [IMPORT_FILE_PART]: [LIMIT_MESSAGES.memory] } }) : error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`The measuring worker stopped (exit code ${code}).`))));
  });
}

/**
 * Refuses (400, and removes the stored file) an upload over a limit. A file that cannot be read
 * is let through: the import (or the preview) says so in its own words.
 */
export async function assertWithinImportLimits(file: UploadedImport): Promise<void> {
  const input = { filePath: file.filePath, format: file.format };
  let measure: FileMeasure;
  try {
    measure = file.sizeBytes <= INLINE_MEASURE_BYTES ? await measureFile(input.filePath, input.format) : await measureInWorker(input);
  } catch (error) {
    if (error instanceof HttpError) {
      await rm(file.filePath, { force: true });
      throw error;
    }
    return;
  }
  const problems = limitProblems(measure);
  if (problems.length === 0) return;
  await rm(file.filePath, { force: true });
  throw new HttpError(400, problems[0]!, { errors: { [IMPORT_FILE_PART]: problems } });
}
