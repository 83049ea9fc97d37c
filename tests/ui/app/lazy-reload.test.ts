// A failed lazy load reloads the page once per chunk (spec §2.4), never in a loop.
import { describe, expect, it, vi } from 'vitest';
import { chunkKeyOf, LAZY_RELOAD_MARKS, loadOrReloadOnce, RELOAD_WINDOW_MS, type ReloadDeps } from '../../../src/app/lazy-reload';
import { FakeStorage } from '../../actors/support/browser-fakes';

function deps() {
  const reload = vi.fn<() => void>();
  const clock = { now: 1_000_000 };
  const d: ReloadDeps & { storage: FakeStorage } = { storage: new FakeStorage(), reload, now: () => clock.now };
  return Object.assign(d, { reload, clock });
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const layout = () => Promise.resolve({ default: 'layout' });
const settledWithin = async (promise: Promise<unknown>, ms = 20) =>
  Promise.race([promise.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), ms))]);
const marks = (d: ReturnType<typeof deps>) => JSON.parse(d.storage.getItem(LAZY_RELOAD_MARKS) ?? '{}') as Record<string, number>;

describe('loadOrReloadOnce', () => {
  it('returns the module and clears its chunk\'s mark when the load succeeds', async () => {
    const d = deps();
    const page = () => Promise.resolve({ default: 'page' });
    d.storage.setItem(LAZY_RELOAD_MARKS, JSON.stringify({ [chunkKeyOf(page)]: d.clock.now }));
    await expect(loadOrReloadOnce(page, d)).resolves.toEqual({ default: 'page' });
    expect(d.storage.getItem(LAZY_RELOAD_MARKS)).toBeNull();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads on the first failure and renders nothing meanwhile', async () => {
    const d = deps();
    const outcome = loadOrReloadOnce(failing, d);
    expect(await settledWithin(outcome)).toBe('pending');
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(marks(d)).toEqual({ [chunkKeyOf(failing)]: d.clock.now });
  });

  it('after the reload, a second failure shows the error instead of reloading again', async () => {
    const d = deps();
    void loadOrReloadOnce(failing, d); // before the reload
    await Promise.resolve();
    // The reloaded page (the marks survive in sessionStorage) fails again:
    await expect(loadOrReloadOnce(failing, d)).rejects.toThrow('Failed to fetch dynamically imported module');
    // And again on the next navigation there (or the error page's Reload): still no reload.
    await expect(loadOrReloadOnce(failing, d)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('another chunk that loads fine does not make the broken one reload again (no reload loop)', async () => {
    const d = deps();
    void loadOrReloadOnce(failing, d);
    await Promise.resolve();
    // After the reload the layout chunk loads, then the broken screen's chunk fails again.
    await loadOrReloadOnce(layout, d);
    await expect(loadOrReloadOnce(failing, d)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('each chunk gets its own reload', async () => {
    const d = deps();
    const otherFailing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: other'));
    void loadOrReloadOnce(failing, d);
    void loadOrReloadOnce(otherFailing, d);
    await Promise.resolve();
    expect(d.reload).toHaveBeenCalledTimes(2);
    expect(Object.keys(marks(d))).toHaveLength(2);
  });

  it(`tries one reload again once ${RELOAD_WINDOW_MS / 60_000} minutes have passed (a later deployment)`, async () => {
    const d = deps();
    void loadOrReloadOnce(failing, d);
    await Promise.resolve();
    d.clock.now += RELOAD_WINDOW_MS;
    expect(await settledWithin(loadOrReloadOnce(failing, d))).toBe('pending');
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('a reload that fixes the load leaves no mark behind', async () => {
    const d = deps();
    void loadOrReloadOnce(failing, d);
    await Promise.resolve();
    await loadOrReloadOnce(() => Promise.resolve('ok'), d, chunkKeyOf(failing));
    expect(d.storage.getItem(LAZY_RELOAD_MARKS)).toBeNull();
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});
