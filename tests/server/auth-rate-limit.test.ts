// Failed sign-ins are throttled per user name and address pair and per address, in the database (429).
// sign-in-throttle.test.ts covers the races, the known-address rule and X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../src/server/auth/sign-in-throttle';
import { requestToken, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-in throttling', () => {
  it('holds a user name back at an address after 5 failures, even with the right password', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.freePerPair; i++) {
      expect((await requestToken(server.url, 'readonly', `wrong-${i}`)).status).toBe(400);
    }
    const blocked = await requestToken(server.url, 'readonly');
    expect(blocked.status).toBe(429);
    // The wait counts down from the last failure, so a slow machine may already be a second or two in.
    const body = (await blocked.json()) as { error: string; error_description: string };
    expect(body.error).toBe('too_many_attempts');
    const wait = /^Too many failed sign-in attempts\. Try again in (\d+) seconds\.$/.exec(body.error_description);
    expect(Number(wait?.[1])).toBeGreaterThan(SIGN_IN_LIMITS.firstDelaySeconds - 10);
    expect(Number(wait?.[1])).toBeLessThanOrEqual(SIGN_IN_LIMITS.firstDelaySeconds);
    expect((await requestToken(server.url, 'owner')).status).toBe(200);
  });

  it(`blocks an address after ${SIGN_IN_LIMITS.perAddress} failures across user names`, async () => {
    // 5 failures from the previous test count for this address too; ten at a time, one per name.
    for (let i = SIGN_IN_LIMITS.freePerPair; i < SIGN_IN_LIMITS.perAddress; i += 10) {
      const names = Array.from({ length: Math.min(10, SIGN_IN_LIMITS.perAddress - i) }, (_, k) => `someone${i + k}`);
      const statuses = await Promise.all(names.map((name) => requestToken(server.url, name, 'wrong').then((r) => r.status)));
      expect(statuses.every((status) => status === 400)).toBe(true);
    }
    const blocked = await requestToken(server.url, 'manager');
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error_description: string }).error_description).toBe(
      `Too many failed sign-in attempts. Try again in ${SIGN_IN_LIMITS.windowMinutes} minutes.`,
    );
  });
});
