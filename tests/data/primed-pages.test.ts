// A page prefetched on navigation intent is fresh once, for the screen that asked for it.
import { describe, expect, it } from 'vitest';
import { PRIMED_MS, primeKey, takePrimed } from '../../src/data/primed-pages';

describe('primed query keys', () => {
  const key = ['entity', 'collections', { tenantId: 1, roleId: 2 }, 'collections', 'grid', { skip: 0, take: 20 }];

  it('is fresh for the first read only', () => {
    primeKey(key, 1_000);
    // Fresh for data answered since the priming (within the last 501 ms), not for older data.
    expect(takePrimed([...key], 1_500)).toBe(501);
    expect(takePrimed(key, 1_600)).toBe(0);
  });

  it('is not fresh once the screen took too long to ask, nor for a key never primed', () => {
    primeKey(key, 1_000);
    expect(takePrimed(key, 1_000 + PRIMED_MS + 1)).toBe(0);
    expect(takePrimed(['entity', 'other'], 1_000)).toBe(0);
  });
});
