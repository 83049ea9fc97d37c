// Failed sign-ins are throttled per user name and per address, in the database (429).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../src/server/auth/rate-limit';
import { requestToken, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-in throttling', () => {
  it('blocks a user name after 5 failures, even with the right password', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perUserName; i++) {
      expect((await requestToken(server.url, 'readonly', `wrong-${i}`)).status).toBe(400);
    }
    const blocked = await requestToken(server.url, 'readonly');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      error: 'too_many_attempts',
      error_description: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect((await requestToken(server.url, 'owner')).status).toBe(200);
  });

  it('blocks an address after 20 failures across user names', async () => {
    // 5 failures from the previous test count for this address too.
    for (let i = SIGN_IN_LIMITS.perUserName; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await requestToken(server.url, `someone${i}`, 'wrong')).status).toBe(400);
    }
    expect((await requestToken(server.url, 'manager')).status).toBe(429);
  });
});
