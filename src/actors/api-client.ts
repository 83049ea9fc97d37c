// The composition of the one client with the refresh lock: requests read the session's token, and
// a 401 goes to the token-refresh actor, whose network refresh goes back through the same client.
import { renewSession } from '../api/auth';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { createTokenRefresh, type AuthPort, type TokenRefresh, type TokenRefreshOptions } from './token-refresh';

export interface SessionClientOptions
  extends Pick<ApiClientOptions, 'baseUrl' | 'clientSessionId' | 'onActivity' | 'timeoutMs'>,
    Pick<TokenRefreshOptions, 'locks' | 'storage' | 'onRefreshed'> {
  auth: AuthPort;
}

export interface SessionClient {
  client: ApiClient;
  tokenRefresh: TokenRefresh;
}

export function createSessionClient(options: SessionClientOptions): SessionClient {
  const { auth, locks, storage, onRefreshed, ...clientOptions } = options;
  // The client and the lock need each other; the lock exists before any request can fail.
  const holder: { tokenRefresh?: TokenRefresh } = {};
  const client = createApiClient({
    ...clientOptions,
    getAccessToken: () => auth.getAuth()?.accessToken ?? null,
    onUnauthorized: async (failedToken) => (holder.tokenRefresh ? holder.tokenRefresh.requestRefresh(failedToken) : null),
    waitForUnlock: () => holder.tokenRefresh?.waitForUnlock(),
  });
  const tokenRefresh = createTokenRefresh({ auth, renew: (current) => renewSession(client, current), locks, storage, onRefreshed });
  holder.tokenRefresh = tokenRefresh;
  return { client, tokenRefresh };
}
