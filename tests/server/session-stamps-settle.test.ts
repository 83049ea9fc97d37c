// The auth hook's settle (src/server/auth/session-stamps.ts): concurrent writing requests share
// round trips on the listening connection instead of each sending its own — node-postgres printed
// "Calling client.query() when the client is already executing a query is deprecated" under load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalescedRoundTrip } from '../../src/server/auth/session-stamps';
import { api, signIn, startTestServer, type TestServer } from '../helpers/server';

describe('coalescedRoundTrip', () => {
  it('lets callers that arrive while one trip is on the wire share the next one, started after them', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const settle = coalescedRoundTrip(
      () =>
        new Promise<void>((resolve) => {
          started.push(started.length);
          finish.push(resolve);
        }),
    );
    const first = settle();
    let laterDone = false;
    const later = Array.from({ length: 10 }, () => settle());
    void Promise.all(later).then(() => (laterDone = true));
    expect(started).toHaveLength(1);
    finish[0]!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    // The first trip may have left before their writes committed: they wait for a second one.
    expect(started).toHaveLength(2);
    expect(laterDone).toBe(false);
    finish[1]!();
    await Promise.all(later);
    expect(started).toHaveLength(2);
  });

  it('starts a new trip after a failed one', async () => {
    let calls = 0;
    const settle = coalescedRoundTrip(() => (++calls === 1 ? Promise.reject(new Error('gone')) : Promise.resolve()));
    await expect(settle()).rejects.toThrow('gone');
    await expect(settle()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe('concurrent writing requests on one server', () => {
  let server: TestServer;
  let token: string;
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);

  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server.url, 'manager');
    process.on('warning', onWarning);
  }, 60_000);
  afterAll(async () => {
    process.off('warning', onWarning);
    await server?.close();
  });

  it('answer without a second query on the listening connection (no node-postgres deprecation)', async () => {
    // PUT: the auth hook settles after every non-GET request.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => api(server.url, token, 'PUT', '/api/Collections/Get', { skip: 0, take: 5 })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => /already executing a query/.test(w.message)).map((w) => w.message)).toEqual([]);
  });
});
