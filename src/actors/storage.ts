// Browser storage for persisted client state (spec §9: keys auth, companyConfigSlice, reports,
// drawer). Behind a small interface so that node tests can hand in an in-memory fake.
import type { AuthData } from '../domain/auth';

export const AUTH_STORAGE_KEY = 'auth';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's storage where the platform has one (and allows it: privacy modes may throw). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

/** The stored session, or null when there is none or it is not shaped like one. */
export function readStoredAuth(storage: KeyValueStorage): AuthData | null {
  const value = readJson(storage, AUTH_STORAGE_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, refreshToken, expiresAt } = value as Partial<AuthData>;
  const usable = typeof accessToken === 'string' && typeof refreshToken === 'string' && typeof expiresAt === 'number';
  return usable ? (value as AuthData) : null;
}

export function writeStoredAuth(storage: KeyValueStorage, auth: AuthData | null): void {
  if (auth) writeJson(storage, AUTH_STORAGE_KEY, auth);
  else storage.removeItem(AUTH_STORAGE_KEY);
}
