// One HTTP attempt: fetch under a time-out, then the answer read and classed (spec §8).
import { readBlobWithProgress, type DownloadProgress } from './download-progress';
import { ApiError } from './errors';

export type ResponseType = 'json' | 'text' | 'blob';

export interface Attempt {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  timeoutMs: number;
  responseType: ResponseType;
  /** For responseType 'blob': called as the body arrives. */
  onDownloadProgress?: DownloadProgress;
  /** The caller's cancellation (React Query's, when a query is no longer wanted). */
  signal?: AbortSignal;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function readSuccess(response: Response, responseType: ResponseType, onDownloadProgress?: DownloadProgress): Promise<unknown> {
  if (responseType === 'blob') return onDownloadProgress ? readBlobWithProgress(response, onDownloadProgress) : response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (text === '') return undefined;
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ApiError('PARSING_ERROR', { status: response.status, data: text });
  return parsed.value;
}

/** A non-2xx body: its JSON when it is JSON, else its text (which the toast may show as is). */
async function readFailure(response: Response): Promise<unknown> {
  const text = await response.text();
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : text;
}

export async function attempt({ url, method, headers, body, timeoutMs, responseType, onDownloadProgress, signal }: Attempt): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { method, headers, body, signal: signal ? AbortSignal.any([controller.signal, signal]) : controller.signal });
    if (!response.ok) {
      throw new ApiError('HTTP_ERROR', { status: response.status, data: await readFailure(response) });
    }
    return await readSuccess(response, responseType, onDownloadProgress);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Cancelled by the caller: not a failure of the API, so no error class (React Query drops it).
    if (signal?.aborted && !controller.signal.aborted) throw error;
    // The time-out aborts both the fetch and the reading of its body.
    if (controller.signal.aborted) throw new ApiError('TIMEOUT_ERROR', { cause: error });
    throw new ApiError('FETCH_ERROR', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
