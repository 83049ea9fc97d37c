// A real HTTP server on 127.0.0.1 (random port) for client tests: no mocked fetch. Each test sets
// the handler; every request that reaches the server is recorded as it arrived.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => unknown;

export interface TestServer {
  url: string;
  received: ReceivedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTestServer(): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 200, {});
  const server = createServer((message, response) => {
    void readBody(message).then(async (body) => {
      const request: ReceivedRequest = {
        method: message.method ?? '',
        url: new URL(message.url ?? '/', 'http://127.0.0.1'),
        headers: message.headers,
        body,
      };
      received.push(request);
      await handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One server for the tests of a file: started before them, closed after them, its record of
 * requests emptied before each. The object answers for the server once the tests run.
 */
export function testServerForFile(): TestServer {
  let server: TestServer | undefined;
  const current = (): TestServer => {
    if (!server) throw new Error('The test server is not started yet: use it inside a test or hook');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => current().close());
  beforeEach(() => {
    current().received.length = 0;
  });
  return {
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    handle: (handler) => current().handle(handler),
    close: () => current().close(),
  };
}

/** A port nothing listens on: a server is opened there and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Parses a multipart or form body the way a server would, with the platform's own parser. */
export function parseFormBody(request: ReceivedRequest): Promise<FormData> {
  return new Request('http://127.0.0.1/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
}
