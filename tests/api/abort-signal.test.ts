// A caller's AbortSignal (React Query's, when a query is no longer wanted) reaches fetch: the
// request stops at once, is not classed as an API failure, and is not retried after a 401.
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { sendJson, testServerForFile } from './support/test-server';

const server = testServerForFile();
beforeEach(() => {
  server.handle((_request, response) => sendJson(response, 200, { ok: true }));
});

const client = (overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.url, getAccessToken: () => null, clientSessionId: 's', onUnauthorized: async () => null, ...overrides });

describe('cancellation', () => {
  it('aborts a request in flight when its signal aborts, without an API error class', async () => {
    server.handle((_q, response) => {
      setTimeout(() => sendJson(response, 200, {}), 2000);
    });
    const controller = new AbortController();
    const started = Date.now();
    const pending = client().request({ method: 'GET', path: '/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('keeps the time-out class when the caller did not cancel', async () => {
    server.handle((_q, response) => {
      setTimeout(() => sendJson(response, 200, {}), 1000);
    });
    const error = await client({ timeoutMs: 100 })
      .request({ method: 'GET', path: '/slow', signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'TIMEOUT_ERROR' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await client().request({ method: 'GET', path: '/never', signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(server.received.filter((r) => r.url.pathname === '/never')).toEqual([]);
  });

  it('does not ask for a refresh when a signed-in call is cancelled', async () => {
    let refreshes = 0;
    server.handle((_q, response) => {
      setTimeout(() => sendJson(response, 401, {}), 1000);
    });
    const controller = new AbortController();
    const pending = client({ getAccessToken: () => 'old', onUnauthorized: async () => (refreshes++, 'new') }).request({ method: 'GET', path: '/x', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await pending.catch(() => undefined);
    expect(refreshes).toBe(0);
  });
});
