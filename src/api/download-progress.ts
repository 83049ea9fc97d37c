// Reading a response body as a Blob while reporting how much of it has arrived, for downloads
// long enough to need a progress notice (Export to Excel).

/** Bytes received so far, and the whole size when the server said it (Content-Length), else null. */
export type DownloadProgress = (received: number, total: number | null) => void;

/**
 * The body's length when Content-Length states it for the bytes this reader sees: a compressed
 * body's length counts the compressed bytes, while the stream yields them decompressed.
 */
export function declaredLength(response: Response): number | null {
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const text = response.headers.get('content-length');
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  return Number(text);
}

export async function readBlobWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const total = declaredLength(response);
  const type = response.headers.get('content-type') ?? '';
  onProgress(0, total);
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
}
