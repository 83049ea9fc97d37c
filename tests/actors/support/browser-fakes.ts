// In-memory stand-ins for the two browser APIs the token-refresh actor uses across tabs:
// navigator.locks (an exclusive lock per name, granted in request order) and localStorage.
import type { LockRunner } from '../../../src/actors/token-refresh';
import type { KeyValueStorage } from '../../../src/actors/storage';

export class FakeLocks implements LockRunner {
  private readonly tails = new Map<string, Promise<unknown>>();
  granted = 0;

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const run = previous.then(() => {
      this.granted += 1;
      return callback();
    });
    this.tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
}

export class FakeStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
