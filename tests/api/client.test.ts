import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ActivityEvent, type ApiClientOptions } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { closedPortUrl, parseFormBody, sendJson, testServerForFile } from './support/test-server';

const server = testServerForFile();
beforeEach(() => {
  server.handle((_request, response) => sendJson(response, 200, { ok: true }));
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.url,
    getAccessToken: () => null,
    clientSessionId: 'session-1',
    onUnauthorized: async () => null,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const SIGNED_IN_HEADERS = ['authorization', 'timezoneoffset', 'x-client-session-id', 'x-api-version'];

describe('headers (spec §7)', () => {
  it('sends only applicationType when signed out', async () => {
    await client().request({ method: 'GET', path: '/api/Ping' });
    const { headers } = server.received[0]!;
    expect(headers.applicationtype).toBe('web');
    for (const name of SIGNED_IN_HEADERS) expect(headers[name]).toBeUndefined();
  });

  it('adds authorization, time-zone offset, session id and API version when signed in', async () => {
    await client({ getAccessToken: () => 'tok-1' }).request({ method: 'GET', path: '/api/Ping' });
    const { headers } = server.received[0]!;
    expect(headers.applicationtype).toBe('web');
    expect(headers.authorization).toBe('Bearer tok-1');
    expect(headers.timezoneoffset).toBe(String(new Date().getTimezoneOffset()));
    expect(headers['x-client-session-id']).toBe('session-1');
    expect(headers['x-api-version']).toBe('2.0');
  });

  it('lets a call add its own header (the refresh grant sends UserId)', async () => {
    await client().request({ method: 'POST', path: '/token', form: { a: 1 }, headers: { UserId: '7' } });
    expect(server.received[0]!.headers.userid).toBe('7');
  });
});

describe('URL and bodies', () => {
  it('joins the base URL and encodes the query, repeating arrays and leaving out empties', async () => {
    await client({ baseUrl: `${server.url}/` }).request({
      method: 'GET',
      path: '/api/Portfolios/GetCustomers',
      query: { page: 1, pageSize: 1000, ids: [3, 4], name: 'a&b c', skip: undefined, tenantId: null, on: true },
    });
    const { url, method } = server.received[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/Portfolios/GetCustomers');
    expect(url.searchParams.getAll('ids')).toEqual(['3', '4']);
    expect(url.searchParams.get('name')).toBe('a&b c');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('tenantId')).toBe(false);
    expect(url.search).toBe('?page=1&pageSize=1000&ids=3&ids=4&name=a%26b+c&on=true');
  });

  it('sends JSON bodies as JSON', async () => {
    const body = { page: 1, filter: { logic: 'and', filters: [] } };
    await client().request({ method: 'PUT', path: '/api/Package/Get', json: body });
    const received = server.received[0]!;
    expect(received.method).toBe('PUT');
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body.toString('utf8'))).toEqual(body);
  });

  it('sends form-encoded bodies as sent', async () => {
    await client().request({
      method: 'POST',
      path: '/token',
      form: { grant_type: 'password', username: 'ann@example.com', password: 'p&s=w rd', tenantId: undefined },
    });
    const received = server.received[0]!;
    expect(received.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = new URLSearchParams(received.body.toString('utf8'));
    expect(Object.fromEntries(fields)).toEqual({
      grant_type: 'password',
      username: 'ann@example.com',
      password: 'p&s=w rd',
    });
  });

  it('sends multipart bodies with repeated file parts as sent', async () => {
    const formData = new FormData();
    formData.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    formData.append('image', new Blob([new Uint8Array([4, 5])], { type: 'image/png' }), 'b.png');
    formData.append('calibrationCertificate', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'c.pdf');
    formData.append('equipmentItem', JSON.stringify({ serialNumber: 'SN-1' }));
    await client({ getAccessToken: () => 't' }).request({ method: 'POST', path: '/api/Equipment/CreateEntity', formData });

    const received = server.received[0]!;
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const parts = await parseFormBody(received);
    const images = parts.getAll('image') as File[];
    expect(images.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect([...new Uint8Array(await images[0]!.arrayBuffer())]).toEqual([1, 2, 3]);
    expect([...new Uint8Array(await images[1]!.arrayBuffer())]).toEqual([4, 5]);
    expect(await (parts.get('calibrationCertificate') as File).text()).toBe('%PDF-1.4');
    expect(parts.get('equipmentItem')).toBe('{"serialNumber":"SN-1"}');
  });
});

describe('answers and error classes (spec §8)', () => {
  it('returns parsed JSON, undefined for an empty body, and text when asked', async () => {
    expect(await client().request({ method: 'GET', path: '/x' })).toEqual({ ok: true });
    server.handle((_q, response) => response.writeHead(204).end());
    expect(await client().request({ method: 'DELETE', path: '/api/Package/Delete/1' })).toBeUndefined();
    server.handle((_q, response) => response.writeHead(200, { 'Content-Type': 'text/plain' }).end('https://f/1.pdf'));
    expect(await client().request({ method: 'GET', path: '/x', responseType: 'text' })).toBe('https://f/1.pdf');
  });

  it('classes a non-2xx answer as HTTP_ERROR with its status and parsed body', async () => {
    server.handle((_q, response) => sendJson(response, 400, { message: 'Bad', errors: { name: ['Required'] } }));
    const error = await rejection(client().request({ method: 'POST', path: '/x', json: {} }));
    expect(error.kind).toBe('HTTP_ERROR');
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ message: 'Bad', errors: { name: ['Required'] } });
  });

  it('keeps a non-JSON error body as its text', async () => {
    server.handle((_q, response) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server exploded'));
    const error = await rejection(client().request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 500, data: 'Server exploded' });
  });

  it('classes bad JSON on a 2xx as PARSING_ERROR', async () => {
    server.handle((_q, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"broken":'));
    const error = await rejection(client().request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ kind: 'PARSING_ERROR', status: 200, data: '{"broken":' });
  });

  it('classes a refused connection as FETCH_ERROR', async () => {
    const error = await rejection(client({ baseUrl: await closedPortUrl() }).request({ method: 'GET', path: '/x' }));
    expect(error.kind).toBe('FETCH_ERROR');
    expect(error.status).toBeUndefined();
  });

  it('classes a request that outlives the time-out as TIMEOUT_ERROR', async () => {
    server.handle((_q, response) => {
      setTimeout(() => sendJson(response, 200, {}), 1000);
    });
    const started = Date.now();
    const error = await rejection(client({ timeoutMs: 100 }).request({ method: 'GET', path: '/slow' }));
    expect(error.kind).toBe('TIMEOUT_ERROR');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('uses the spec time-out of 600000 ms by default', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('../../src/api/client');
    expect(REQUEST_TIMEOUT_MS).toBe(600_000);
  });
});

describe('activity events for the loading overlay', () => {
  it('reports start and end with the silent flag, also when the call fails', async () => {
    const events: ActivityEvent[] = [];
    const c = client({ onActivity: (e) => events.push(e) });
    await c.request({ method: 'GET', path: '/x' });
    server.handle((_q, response) => sendJson(response, 500, {}));
    await rejection(c.request({ method: 'GET', path: '/x', silent: true }));
    expect(events).toEqual([
      { type: 'start', silent: false },
      { type: 'end', silent: false },
      { type: 'start', silent: true },
      { type: 'end', silent: true },
    ]);
  });
});

describe('401 → refresh → retry once', () => {
  function answer401UnlessToken(valid: string) {
    server.handle((q, response) =>
      q.headers.authorization === `Bearer ${valid}` ? sendJson(response, 200, { who: valid }) : sendJson(response, 401, {}),
    );
  }

  it('retries the original request once with the new token', async () => {
    answer401UnlessToken('new');
    const asked: string[] = [];
    const c = client({
      getAccessToken: () => 'old',
      onUnauthorized: async (failed) => {
        asked.push(failed);
        return 'new';
      },
    });
    expect(await c.request({ method: 'PUT', path: '/api/Package/Get', json: { page: 2 } })).toEqual({ who: 'new' });
    expect(asked).toEqual(['old']);
    expect(server.received.map((r) => [r.headers.authorization, r.body.toString()])).toEqual([
      ['Bearer old', '{"page":2}'],
      ['Bearer new', '{"page":2}'],
    ]);
  });

  it('throws the 401 when no token comes back', async () => {
    answer401UnlessToken('never');
    const error = await rejection(client({ getAccessToken: () => 'old' }).request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 401 });
    expect(server.received).toHaveLength(1);
  });

  it('does not retry a second time when the retry is answered 401 too', async () => {
    answer401UnlessToken('never');
    let asked = 0;
    const c = client({
      getAccessToken: () => 'old',
      onUnauthorized: async () => {
        asked += 1;
        return 'still-bad';
      },
    });
    const error = await rejection(c.request({ method: 'GET', path: '/x' }));
    expect(error.status).toBe(401);
    expect(asked).toBe(1);
    expect(server.received).toHaveLength(2);
  });

  it('waits for the refresh lock before reading the token, except for the token call itself', async () => {
    let token = 'old';
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const c = client({ getAccessToken: () => token, waitForUnlock: () => gate });
    const waiting = c.request({ method: 'GET', path: '/api/Waiting' });
    await c.request({ method: 'POST', path: '/token', form: {}, retryOnUnauthorized: false });
    expect(server.received.map((r) => r.url.pathname)).toEqual(['/token']);
    token = 'new';
    open();
    await waiting;
    expect(server.received.map((r) => [r.url.pathname, r.headers.authorization])).toEqual([
      ['/token', 'Bearer old'],
      ['/api/Waiting', 'Bearer new'],
    ]);
  });

  it('sends in the calling task when no refresh runs, with no pause for the lock', async () => {
    // The landing's requests start at the sign-in answer and must leave before the renders that
    // answer queues (src/app/prefetch/sign-in.ts): any await before fetch put them after those.
    const realFetch = globalThis.fetch;
    const calls: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const sent = client({ getAccessToken: () => 'token', waitForUnlock: () => undefined }).request({ method: 'GET', path: '/api/Now' });
      expect(calls, 'fetch was called before request() returned').toEqual([`${server.url}/api/Now`]);
      await sent;
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('does not ask for a refresh when signed out or when the call opts out', async () => {
    answer401UnlessToken('never');
    let asked = 0;
    const onUnauthorized = async () => {
      asked += 1;
      return 'x';
    };
    await rejection(client({ onUnauthorized }).request({ method: 'GET', path: '/x' }));
    await rejection(
      client({ getAccessToken: () => 'old', onUnauthorized }).request({
        method: 'POST',
        path: '/token',
        form: {},
        retryOnUnauthorized: false,
      }),
    );
    expect(asked).toBe(0);
  });
});
