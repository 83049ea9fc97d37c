// The idle grid preload (src/app/prefetch/screen-intent.ts): its cleanup, run when the protected
// layout leaves (a sign-out), must also hold when AG Grid's chunk arrives after it — otherwise the
// warm-up grid is drawn on the sign-in page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadGridIdle } from '../../../src/app/prefetch/screen-intent';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('preloadGridIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('warms the grid up at the idle moment after the chunk has loaded', async () => {
    vi.useFakeTimers();
    const warmUpGrid = vi.fn();
    const chunk = deferred<{ warmUpGrid: () => void }>();
    const load = vi.fn(() => chunk.promise);
    preloadGridIdle(load);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(load).toHaveBeenCalledTimes(1);
    chunk.resolve({ warmUpGrid });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(warmUpGrid).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when the layout left while the chunk was loading', async () => {
    vi.useFakeTimers();
    const warmUpGrid = vi.fn();
    const chunk = deferred<{ warmUpGrid: () => void }>();
    const load = vi.fn(() => chunk.promise);
    const cleanup = preloadGridIdle(load);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    chunk.resolve({ warmUpGrid });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(warmUpGrid).not.toHaveBeenCalled();
  });

  it('loads nothing when the layout left before the browser was idle', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => deferred<{ warmUpGrid: () => void }>().promise);
    preloadGridIdle(load)();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(load).not.toHaveBeenCalled();
  });
});
