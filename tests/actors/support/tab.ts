// One browser "tab" for the refresh tests: an in-memory session with the real client and the real
// token-refresh actor, composed as the app composes them.
import type { ApiClient } from '../../../src/api/client';
import { createSessionClient } from '../../../src/actors/api-client';
import type { LockRunner, TokenRefresh } from '../../../src/actors/token-refresh';
import type { KeyValueStorage } from '../../../src/actors/storage';
import type { AuthData } from '../../../src/domain/auth';

export interface Tab {
  client: ApiClient;
  refresh: TokenRefresh;
  auth: AuthData | null;
  signOuts: number;
}

export function openTab(baseUrl: string, auth: AuthData, shared: { locks?: LockRunner | null; storage?: KeyValueStorage | null }): Tab {
  const state = { auth: auth as AuthData | null, signOuts: 0 };
  const { client, tokenRefresh } = createSessionClient({
    baseUrl,
    clientSessionId: 'tab-session',
    auth: {
      getAuth: () => state.auth,
      setAuth: (next) => {
        state.auth = next;
      },
      signOut: () => {
        state.auth = null;
        state.signOuts += 1;
      },
    },
    locks: shared.locks ?? null,
    storage: shared.storage ?? null,
  });
  return Object.assign(state, { client, refresh: tokenRefresh });
}
