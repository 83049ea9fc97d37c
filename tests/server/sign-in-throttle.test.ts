// The sign-in throttle under attack (issue 10): parallel guesses all count, a right password in a
// burst is refused, a stranger's failures do not lock the owner out of an address it signed in from,
// and X-Forwarded-For entries a client adds itself do not change its address. The server trusts one
// proxy hop (TRUST_PROXY=1): the last X-Forwarded-For entry is the address the proxy saw.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LIMITS } from '../../src/server/auth/password-reset-throttle';
import { SIGN_IN_LIMITS } from '../../src/server/auth/sign-in-throttle';
import { loginAttempts } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server?.close());

/** POST /token through the proxy from `address` (any spoofed entries before it). */
function signInFrom(address: string, userName: string, password: string, spoofed: string[] = []): Promise<number> {
  return fetch(`${server.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': [...spoofed, address].join(', ') },
    body: new URLSearchParams({ grant_type: 'password', username: userName, password }),
  }).then((r) => r.status);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const attemptsFrom = async (address: string) => (await server.db.select().from(loginAttempts).where(eq(loginAttempts.address, address))).length;

describe('sign-in throttle', () => {
  it(`100 parallel wrong passwords: at most ${SIGN_IN_LIMITS.freePerPair} are evaluated`, async () => {
    const address = '198.51.100.1';
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => signInFrom(address, 'manager', `wrong-${i}`)));
    expect(count(statuses, 400)).toBeLessThanOrEqual(SIGN_IN_LIMITS.freePerPair);
    expect(count(statuses, 429)).toBe(100 - count(statuses, 400));
    expect(await attemptsFrom(address)).toBe(count(statuses, 400));
  });

  it('the right password after a burst of wrong ones is refused while the limit holds', async () => {
    const address = '198.51.100.2';
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signInFrom(address, 'owner', `wrong-${i}`)));
    expect(count(burst, 200)).toBe(0);
    expect(await signInFrom(address, 'owner', DEMO_PASSWORD)).toBe(429);
    // Slowed, not locked out: once the pair's wait has passed, the owner gets one more try.
    const waited = sql`${loginAttempts.attemptedAt} - make_interval(secs => ${SIGN_IN_LIMITS.firstDelaySeconds + 1})`;
    await server.db.update(loginAttempts).set({ attemptedAt: waited }).where(eq(loginAttempts.address, address));
    expect(await signInFrom(address, 'owner', DEMO_PASSWORD)).toBe(200);
  });

  it('after 50 failures for admin from one address, admin signs in from an address it used before', async () => {
    const home = '203.0.113.10';
    expect(await signInFrom(home, 'admin', DEMO_PASSWORD)).toBe(200);
    const stranger = '192.0.2.66';
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push(await signInFrom(stranger, 'admin', `guess-${i}`));
    expect(count(statuses, 200)).toBe(0);
    expect(statuses.at(-1)).toBe(429);
    expect(await signInFrom(home, 'admin', DEMO_PASSWORD)).toBe(200);
  });

  it(`after ${SIGN_IN_LIMITS.perUserName} failures for a user name from many addresses, only known addresses may try`, async () => {
    const home = '203.0.113.20';
    expect(await signInFrom(home, 'scanner', DEMO_PASSWORD)).toBe(200);
    const guesses = Array.from({ length: SIGN_IN_LIMITS.perUserName }, (_, i) => signInFrom(`192.0.2.${100 + i}`, 'scanner', 'wrong'));
    expect(count(await Promise.all(guesses), 400)).toBe(SIGN_IN_LIMITS.perUserName);
    expect(await signInFrom('192.0.2.250', 'scanner', DEMO_PASSWORD)).toBe(429);
    expect(await signInFrom(home, 'scanner', DEMO_PASSWORD)).toBe(200);
  });

  it('spoofed X-Forwarded-For entries do not escape the per-address limit', async () => {
    const address = '198.51.100.3';
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 10) {
      const batch = Array.from({ length: 10 }, (_, k) => signInFrom(address, `nobody${i + k}`, 'wrong', [`10.9.${i}.${k}`, '127.0.0.1']));
      statuses.push(...(await Promise.all(batch)));
    }
    expect(count(statuses, 400)).toBe(SIGN_IN_LIMITS.perAddress);
    expect(await attemptsFrom(address)).toBe(SIGN_IN_LIMITS.perAddress);
    // The address is spent, whatever the client writes before it and whoever signs in.
    expect(await signInFrom(address, 'tenant', DEMO_PASSWORD, ['10.1.2.3'])).toBe(429);
    expect(await signInFrom('198.51.100.4', 'tenant', DEMO_PASSWORD, ['198.51.100.3'])).toBe(200);
  });

  it('an unknown user name costs about as long as a known one', async () => {
    const time = async (userName: string, address: string) => {
      const started = performance.now();
      expect(await signInFrom(address, userName, 'wrong')).toBe(400);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time('readonly', `198.51.100.${40 + i}`));
      unknown.push(await time(`nosuchuser${i}`, `198.51.100.${50 + i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    console.log(`wrong password, median of 4: known user ${median(known).toFixed(0)} ms, unknown user ${median(unknown).toFixed(0)} ms`);
    // Without the dummy hash an unknown name answers in a few ms against tens for scrypt.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('ForgotPassword throttle', () => {
  const forgot = (userName: string, address: string) =>
    fetch(`${server.url}/api/User/ForgotPassword?username=${encodeURIComponent(userName)}`, { headers: { 'x-forwarded-for': address } }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }),
    );

  it(`answers ${RESET_LIMITS.perUserName} requests per user name, then 429 — the same for unknown names`, async () => {
    for (const name of ['manager', 'nosuchperson']) {
      for (let i = 0; i < RESET_LIMITS.perUserName; i++) expect((await forgot(name, `203.0.113.${60 + i}`)).status).toBe(200);
      expect(await forgot(name, '203.0.113.99')).toEqual({
        status: 429,
        body: { message: `Too many password reset requests. Try again in ${SIGN_IN_LIMITS.windowMinutes} minutes.` },
      });
    }
  });

  it(`answers ${RESET_LIMITS.perAddress} requests per address across names, then 429`, async () => {
    const address = '203.0.113.77';
    const statuses = await Promise.all(Array.from({ length: RESET_LIMITS.perAddress + 5 }, (_, i) => forgot(`someone${i}`, address).then((r) => r.status)));
    expect(count(statuses, 200)).toBe(RESET_LIMITS.perAddress);
    expect(count(statuses, 429)).toBe(5);
  });
});
