// Measures an uploaded file off the thread that answers requests (upload-limits.ts starts it, as
// line-batches.ts starts the parsing worker): one message back, the measure or why it failed.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportFormat } from '../../domain/transactions-io';
import { measureFile, type FileMeasure } from './file-measure';

export interface MeasureWorkerInput {
  filePath: string;
  format: ImportFormat;
}

export type MeasureWorkerMessage = { ok: true; measure: FileMeasure } | { ok: false; message: string };

if (parentPort) {
  const port = parentPort;
  const input = workerData as MeasureWorkerInput;
  measureFile(input.filePath, input.format).then(
    (measure) => port.postMessage({ ok: true, measure } satisfies MeasureWorkerMessage),
    (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies MeasureWorkerMessage),
  );
}
