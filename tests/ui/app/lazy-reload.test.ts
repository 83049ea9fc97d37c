// A failed lazy load reloads the page once (spec §2.4), never in a loop.
import { describe, expect, it, vi } from 'vitest';
import { LAZY_RELOAD_FLAG, loadOrReloadOnce, type ReloadDeps } from '../../../src/app/lazy-reload';
import { FakeStorage } from '../../actors/support/browser-fakes';

function deps() {
  const reload = vi.fn<() => void>();
  const d: ReloadDeps & { storage: FakeStorage } = { storage: new FakeStorage(), reload };
  return Object.assign(d, { reload });
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settledWithin = async (promise: Promise<unknown>, ms = 20) =>
  Promise.race([promise.then(() => 'resolved', () => 'rejected'), new Promise((r) => setTimeout(() => r('pending'), ms))]);

describe('loadOrReloadOnce', () => {
  it('returns the module and clears the flag when the load succeeds', async () => {
    const d = deps();
    d.storage.setItem(LAZY_RELOAD_FLAG, '1');
    await expect(loadOrReloadOnce(() => Promise.resolve({ default: 'page' }), d)).resolves.toEqual({ default: 'page' });
    expect(d.storage.getItem(LAZY_RELOAD_FLAG)).toBeNull();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads on the first failure and renders nothing meanwhile', async () => {
    const d = deps();
    const outcome = loadOrReloadOnce(failing, d);
    expect(await settledWithin(outcome)).toBe('pending');
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.storage.getItem(LAZY_RELOAD_FLAG)).not.toBeNull();
  });

  it('after the reload, a second failure shows the error instead of reloading again', async () => {
    const d = deps();
    void loadOrReloadOnce(failing, d); // before the reload
    await Promise.resolve();
    // The reloaded page (the flag survives in sessionStorage) fails again:
    await expect(loadOrReloadOnce(failing, d)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(d.reload).toHaveBeenCalledTimes(1);
    // A later failure (another navigation, another deployment) may try one reload again.
    expect(d.storage.getItem(LAZY_RELOAD_FLAG)).toBeNull();
  });

  it('a reload that fixes the load leaves no flag behind', async () => {
    const d = deps();
    void loadOrReloadOnce(failing, d);
    await Promise.resolve();
    await loadOrReloadOnce(() => Promise.resolve('ok'), d);
    expect(d.storage.getItem(LAZY_RELOAD_FLAG)).toBeNull();
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});
