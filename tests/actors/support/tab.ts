// One browser "tab" for the refresh tests: an in-memory session, the real client and the real
// token-refresh actor wired together as the app wires them.
import { renewSession } from '../../../src/api/auth';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import { createTokenRefresh, type LockRunner, type TokenRefresh } from '../../../src/actors/token-refresh';
import type { KeyValueStorage } from '../../../src/actors/storage';
import type { AuthData } from '../../../src/domain/auth';

export interface Tab {
  client: ApiClient;
  refresh: TokenRefresh;
  auth: AuthData | null;
  signOuts: number;
}

export function openTab(baseUrl: string, auth: AuthData, shared: { locks?: LockRunner | null; storage?: KeyValueStorage | null }): Tab {
  const tab = { auth, signOuts: 0 } as Tab;
  tab.client = createApiClient({
    baseUrl,
    getAccessToken: () => tab.auth?.accessToken ?? null,
    clientSessionId: 'tab-session',
    onUnauthorized: (failedToken) => tab.refresh.requestRefresh(failedToken),
  });
  tab.refresh = createTokenRefresh({
    auth: {
      getAuth: () => tab.auth,
      setAuth: (next) => {
        tab.auth = next;
      },
      signOut: () => {
        tab.auth = null;
        tab.signOuts += 1;
      },
    },
    renew: (current) => renewSession(tab.client, current),
    locks: shared.locks ?? null,
    storage: shared.storage ?? null,
  });
  return tab;
}
