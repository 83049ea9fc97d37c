// A page prefetched on navigation intent is fresh once, for the screen that asked for it — however
// long that screen takes to subscribe after it rendered (a lazy chunk, a slow commit).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMED_MS, primeKey, takePrimed } from '../../src/data/primed-pages';

describe('primed query keys', () => {
  const key = ['entity', 'collections', { tenantId: 1, roleId: 2 }, 'collections', 'grid', { skip: 0, take: 20 }];
  let client: QueryClient;
  const read = vi.fn(async () => 'again');
  /** Whether a read of `key` with the staleTime the screen took goes to the server. */
  const asksAgain = async (staleTime: ReturnType<typeof takePrimed>) => {
    read.mockClear();
    await client.fetchQuery({ queryKey: key, queryFn: read, staleTime });
    return read.mock.calls.length > 0;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000 });
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('data answered since the priming is fresh for the first read, even a read made well after the answer', async () => {
    primeKey(key, Date.now());
    vi.advanceTimersByTime(20);
    client.setQueryData(key, 'prefetched');
    const staleTime = takePrimed([...key]);
    // The screen rendered, then subscribed 2 s later: the prefetched answer still serves.
    vi.advanceTimersByTime(2_000);
    expect(await asksAgain(staleTime)).toBe(false);
    // Only once: a later screen follows the usual rules.
    expect(await asksAgain(takePrimed(key))).toBe(true);
  });

  it('an answer cached before the priming (an earlier visit) is not fresh: the prefetch on its way is', async () => {
    client.setQueryData(key, 'earlier visit');
    vi.advanceTimersByTime(10);
    primeKey(key, Date.now());
    expect(await asksAgain(takePrimed(key))).toBe(true);
  });

  it('is not fresh once the screen took too long to ask, nor for a key never primed', async () => {
    primeKey(key, Date.now());
    client.setQueryData(key, 'prefetched');
    vi.advanceTimersByTime(PRIMED_MS + 1);
    expect(await asksAgain(takePrimed(key))).toBe(true);
    expect(takePrimed(['entity', 'other'])).toBe(0);
  });
});
