// Browser storage for persisted client state (spec §9: keys auth, companyConfigSlice, reports,
// drawer). Behind a small interface so that node tests can hand in an in-memory fake.
import type { AuthData } from '../domain/auth';
import { isCompanyConfiguration, isStoredAuth } from './stored-auth';

export const AUTH_STORAGE_KEY = 'auth';
/** Spec §9: the company configuration of the session (sign-in's companyConfiguration). */
export const COMPANY_CONFIG_STORAGE_KEY = 'companyConfigSlice';

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

/**
 * The stored session, or null when there is none. One that is not shaped like a session is
 * removed with its company configuration (the app starts signed out rather than crash on it);
 * the company configuration is the one stored under its own key when that one is readable.
 */
export function readStoredAuth(storage: KeyValueStorage): AuthData | null {
  if (storage.getItem(AUTH_STORAGE_KEY) === null) return null;
  const value = readJson(storage, AUTH_STORAGE_KEY);
  if (!isStoredAuth(value)) {
    writeStoredAuth(storage, null);
    return null;
  }
  const company = readJson(storage, COMPANY_CONFIG_STORAGE_KEY);
  return isCompanyConfiguration(company) ? { ...value, companyConfiguration: company } : value;
}

/** Stores the session under `auth` and its company configuration under `companyConfigSlice`; null clears both. */
export function writeStoredAuth(storage: KeyValueStorage, auth: AuthData | null): void {
  if (auth) writeJson(storage, AUTH_STORAGE_KEY, auth);
  else storage.removeItem(AUTH_STORAGE_KEY);
  if (auth?.companyConfiguration) writeJson(storage, COMPANY_CONFIG_STORAGE_KEY, auth.companyConfiguration);
  else storage.removeItem(COMPANY_CONFIG_STORAGE_KEY);
}
