// The client's download progress (onDownloadProgress for responseType 'blob') against a real
// node:http server: bytes counted as the body arrives, the whole size from Content-Length when the
// server sends one, null when it streams without one.
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

const client = () =>
  createApiClient({ baseUrl: server.url, getAccessToken: () => null, clientSessionId: 's', onUnauthorized: async () => null });

/** Bytes 0..n-1 mod 251, so a reassembly in the wrong order shows. */
function payload(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `body` in `parts` pieces with a pause between them, so the client reads several chunks. */
async function writeInParts(response: ServerResponse, body: Buffer, parts: number): Promise<void> {
  const size = Math.ceil(body.length / parts);
  for (let offset = 0; offset < body.length; offset += size) {
    response.write(body.subarray(offset, offset + size));
    await pause(15);
  }
  response.end();
}

async function download(onProgress: (received: number, total: number | null) => void): Promise<Blob> {
  return client().request<Blob>({ method: 'PUT', path: '/api/Things/ExportToExcel', json: {}, responseType: 'blob', onDownloadProgress: onProgress });
}

describe('onDownloadProgress', () => {
  it('reports bytes received out of Content-Length, ending at the whole size, and yields the same bytes', async () => {
    const body = payload(200_000);
    server.handle(async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.length) });
      await writeInParts(response, body, 5);
    });
    const calls: [number, number | null][] = [];
    const blob = await download((received, total) => calls.push([received, total]));

    expect(calls[0]).toEqual([0, body.length]);
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every(([, total]) => total === body.length)).toBe(true);
    const counts = calls.map(([received]) => received);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(body.length);
    expect(blob.type).toBe('application/octet-stream');
    expect(Buffer.from(await blob.arrayBuffer()).equals(body)).toBe(true);
  });

  it('reports a null total for a streamed (chunked) answer without Content-Length', async () => {
    const body = payload(50_000);
    server.handle(async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      await writeInParts(response, body, 4);
    });
    const calls: [number, number | null][] = [];
    const blob = await download((received, total) => calls.push([received, total]));

    expect(calls.every(([, total]) => total === null)).toBe(true);
    expect(calls.at(-1)![0]).toBe(body.length);
    expect(blob.size).toBe(body.length);
  });

  it('reports a null total for a compressed answer, whose Content-Length counts other bytes than it yields', async () => {
    const body = payload(80_000);
    const zipped = gzipSync(body);
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.length) });
      response.end(zipped);
    });
    const calls: [number, number | null][] = [];
    const blob = await download((received, total) => calls.push([received, total]));

    expect(calls.every(([, total]) => total === null)).toBe(true);
    expect(calls.at(-1)![0]).toBe(body.length);
    expect(Buffer.from(await blob.arrayBuffer()).equals(body)).toBe(true);
  });

  it('is not called for a failed answer, which stays an HTTP_ERROR with its body', async () => {
    server.handle((_request, response) => {
      response.writeHead(403, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'No' }));
    });
    const calls: number[] = [];
    await expect(download((received) => calls.push(received))).rejects.toMatchObject({ kind: 'HTTP_ERROR', status: 403, data: { message: 'No' } });
    expect(calls).toEqual([]);
  });

  it('leaves blob downloads without a listener as they were', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('plain');
    });
    const blob = await client().request<Blob>({ method: 'GET', path: '/x', responseType: 'blob' });
    expect(await blob.text()).toBe('plain');
  });
});
