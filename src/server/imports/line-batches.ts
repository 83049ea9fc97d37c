// The server's side of the parsing worker (parse-worker.ts): starts it with the file and the
// lookups loaded once, asks for one message at a time and hands them on as an async iterable, so
// parsing, validating and the limits run off the thread that answers requests. The worker's heap
// is capped: a file that would need more ends the import with a clear message, not a swollen
// server. Leaving the loop early (an error, a shutdown) terminates the worker.
import { Worker } from 'node:worker_threads';
import { PARSE_WORKER_HEAP_MB, LIMIT_MESSAGES } from './import-limits';
import type { ParseWorkerInput, ParseWorkerMessage } from './parse-worker';

export class ImportFailed extends Error {}

const entry = new URL('./parse-worker-entry.mjs', import.meta.url);

export async function* parsedMessages(input: ParseWorkerInput): AsyncGenerator<Exclude<ParseWorkerMessage, { type: 'failed' | 'end' }>> {
  const worker = new Worker(entry, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB } });
  const next = () =>
    new Promise<ParseWorkerMessage>((resolve, reject) => {
      const settle = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (message: ParseWorkerMessage) => {
        settle();
        resolve(message);
      };
      const onError = (error: Error & { code?: string }) => {
        settle();
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImportFailed(LIMIT_MESSAGES.memory) : error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`The parsing worker stopped (exit code ${code}).`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage('next');
    });
  try {
    for (;;) {
      const message = await next();
      if (message.type === 'end') return;
      if (message.type === 'failed') throw new ImportFailed(message.message);
      yield message;
    }
  } finally {
    await worker.terminate();
  }
}
