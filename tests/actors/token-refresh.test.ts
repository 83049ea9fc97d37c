// The must-show of spec §8: 50 concurrent requests answered 401 lead to exactly one refresh, then
// every original request is retried once; a refused refresh rejects all 50 and signs out once.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { readStoredAuth, writeStoredAuth } from '../../src/actors/storage';
import { testServerForFile } from '../api/support/test-server';
import { FakeLocks, FakeStorage } from './support/browser-fakes';
import { openTab, type Tab } from './support/tab';
import { serveTokenApi } from './support/token-api';

const N = 50;
const server = testServerForFile();

function fire(tab: Tab, count: number) {
  return Promise.allSettled(
    Array.from({ length: count }, (_, i) => tab.client.request<{ ok: boolean }>({ method: 'PUT', path: `/api/Package/Get`, json: { page: i + 1 } })),
  );
}

describe(`${N} concurrent requests answered 401`, () => {
  it('make exactly one refresh call, then all retried requests succeed', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: true });
    const tab = openTab(server.url, api.session(1), {});
    let flights = 0;
    let wasRefreshing = false;
    tab.refresh.actor.subscribe((s) => {
      if (s.matches('refreshing') && !wasRefreshing) flights += 1;
      wasRefreshing = s.matches('refreshing');
    });

    const results = await fire(tab, N);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(N);
    expect(api.refreshCalls).toBe(1);
    expect(api.dataCalls).toBe(2 * N);
    expect(api.bearers.filter((b) => b === 'Bearer access-1')).toHaveLength(N);
    expect(api.bearers.filter((b) => b === 'Bearer access-2')).toHaveLength(N);
    expect(tab.auth?.accessToken).toBe('access-2');
    expect(tab.auth?.refreshToken).toBe('refresh-2');
    expect(flights).toBe(1);
    expect(tab.refresh.actor.getSnapshot().context.generation).toBe(1);
    expect(tab.signOuts).toBe(0);
    console.log(`[must-show] ${N} concurrent 401s → ${api.refreshCalls} refresh call(s), ${api.dataCalls} data calls`);
  });

  it('with a refused refresh: all reject, sign-out happens once, no second refresh', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: false });
    const tab = openTab(server.url, api.session(1), {});

    const results = await fire(tab, N);

    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(N);
    for (const { reason } of rejected) expect(reason).toMatchObject({ kind: 'HTTP_ERROR', status: 401 });
    expect(api.refreshCalls).toBe(1);
    expect(api.dataCalls).toBe(N);
    expect(tab.signOuts).toBe(1);
    expect(tab.auth).toBeNull();
    expect(tab.refresh.actor.getSnapshot().context.lastError).toBe('HTTP 400');
  });

  it('signs out without any network refresh when there is no auth data', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: true });
    const tab = openTab(server.url, api.session(1), {});
    const token = tab.auth!.accessToken;
    tab.auth = null;

    expect(await Promise.all([tab.refresh.requestRefresh(token), tab.refresh.requestRefresh(token)])).toEqual([null, null]);
    expect(api.refreshCalls).toBe(0);
    expect(tab.signOuts).toBe(1);
    expect(tab.refresh.actor.getSnapshot().context.lastError).toBe('No auth data');
  });

  it('holds requests started during a refresh until it ends, then sends them once with the new token', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: true, delayMs: 150 });
    const tab = openTab(server.url, api.session(1), {});
    const first = fire(tab, 1);
    await waitFor(tab.refresh.actor, (s) => s.matches('refreshing'));
    const during = await fire(tab, 10);
    await first;

    expect(during.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(api.refreshCalls).toBe(1);
    expect(api.bearers).toEqual(['Bearer access-1', ...Array<string>(11).fill('Bearer access-2')]);
  });

  it('refreshes again only when the new generation expires in turn', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: true });
    const tab = openTab(server.url, api.session(1), {});
    await fire(tab, 5);
    // A late asker with the replaced token is answered at once with the current one.
    expect(await tab.refresh.requestRefresh('access-1')).toBe('access-2');
    expect(api.refreshCalls).toBe(1);
    expect(await tab.refresh.requestRefresh('access-2')).toBe('access-3');
    expect(api.refreshCalls).toBe(2);
    expect(tab.auth?.refreshToken).toBe('refresh-3');
  });
});

describe('tabs sharing navigator.locks and localStorage', () => {
  it('takes the tokens another tab already refreshed: no refresh call', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: true });
    const storage = new FakeStorage();
    const locks = new FakeLocks();
    const tab = openTab(server.url, api.session(1, Date.now() - 60_000), { locks, storage });
    // The other tab refreshed: the server is at generation 2 and storage holds its session.
    const other = openTab(server.url, api.session(1, Date.now() - 60_000), { locks: null, storage: null });
    await other.client.request({ method: 'GET', path: '/api/Ping' });
    expect(api.refreshCalls).toBe(1);
    writeStoredAuth(storage, other.auth);

    const results = await fire(tab, N);

    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(api.refreshCalls).toBe(1);
    expect(locks.granted).toBe(1);
    expect(tab.auth?.accessToken).toBe('access-2');
  });

  it('two tabs with 50 concurrent 401s each make one refresh between them', async () => {
    const api = serveTokenApi(server, { refreshSucceeds: true });
    const storage = new FakeStorage();
    const locks = new FakeLocks();
    const signedIn = api.session(1);
    writeStoredAuth(storage, signedIn);
    const tabs = [openTab(server.url, signedIn, { locks, storage }), openTab(server.url, signedIn, { locks, storage })];

    const results = (await Promise.all(tabs.map((tab) => fire(tab, N)))).flat();

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2 * N);
    expect(api.refreshCalls).toBe(1);
    expect(locks.granted).toBe(2);
    expect(tabs.map((t) => t.auth?.accessToken)).toEqual(['access-2', 'access-2']);
    expect(readStoredAuth(storage)?.refreshToken).toBe('refresh-2');
    console.log(`[must-show] 2 tabs × ${N} concurrent 401s → ${api.refreshCalls} refresh call(s)`);
  });
});
