// X-Client-Session-ID (spec §7): one id per browser session, so it lives in sessionStorage and
// survives reloads of the tab but not a new session.
import { browserStorage, type KeyValueStorage } from './storage';

export const CLIENT_SESSION_ID_KEY = 'clientSessionId';

export function clientSessionId(storage: KeyValueStorage | null = browserStorage('sessionStorage')): string {
  const existing = storage?.getItem(CLIENT_SESSION_ID_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage?.setItem(CLIENT_SESSION_ID_KEY, id);
  return id;
}
