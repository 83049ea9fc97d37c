// A demo user signed in through the app's own client (the session client with its refresh lock),
// for the benchmarks that call the API as the browser does.
import { createSessionClient } from '../../src/actors/api-client';
import { signIn } from '../../src/api/auth';
import type { ApiClient } from '../../src/api/client';
import type { AuthData } from '../../src/domain/auth';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';

export interface SignedInClient {
  client: ApiClient;
  /** The session the sign-in answered (the client keeps its own copy, renewed on a refresh). */
  auth: AuthData;
}

export async function signedInClient(baseUrl: string, userName: string): Promise<SignedInClient> {
  let auth: AuthData | null = null;
  const { client } = createSessionClient({
    baseUrl,
    clientSessionId: 'bench',
    auth: { getAuth: () => auth, setAuth: (next) => void (auth = next), signOut: () => void (auth = null) },
    locks: null,
    storage: null,
  });
  const signedIn = await signIn(client, userName, DEMO_PASSWORD);
  auth = signedIn;
  return { client, auth: signedIn };
}
