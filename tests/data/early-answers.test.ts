// The landing's requests started by the route's loader (src/app/prefetch/early-report.ts) are taken
// by the query under the same key, once, and only while fresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from '../../src/data/early-answers';

afterEach(() => vi.useRealTimers());

describe('early answers', () => {
  it('hands the answer to the first query with an equal key, and only to it', async () => {
    startEarly(['Reports', { tenantId: 1, roleId: 3 }, 'data', 'Full', { from: '2026-01-01', to: '2026-11-24' }], Promise.resolve('figures'));
    const key = ['Reports', { roleId: 3, tenantId: 1 }, 'data', 'Full', { to: '2026-11-24', from: '2026-01-01' }];
    expect(await takeEarly(key)).toBe('figures');
    expect(takeEarly(key)).toBeNull();
    expect(takeEarly(['Reports', { tenantId: 2, roleId: 3 }, 'data', 'Full'])).toBeNull();
  });

  it('drops an answer nobody took within 30 s', () => {
    vi.useFakeTimers();
    startEarly(['Reports', 'embed'], Promise.resolve('old'));
    vi.advanceTimersByTime(30_001);
    expect(takeEarly(['Reports', 'embed'])).toBeNull();
  });

  it('hands a failed answer on as its query\'s failure', async () => {
    startEarly(['Reports', 'failing'], Promise.reject(new Error('503')));
    await expect(takeEarly(['Reports', 'failing'])).rejects.toThrow('503');
  });
});
