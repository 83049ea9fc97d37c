// A small real API on the test server: access tokens expire, refresh tokens rotate and a spent one
// is refused (as the reference server does), so a second refresh would show as a 400 and a count.
import { sendJson, type TestServer } from '../../api/support/test-server';
import { rawTokenResponse } from '../../api/support/token-wire';
import { normalizeTokenResponse } from '../../../src/api/token-response';
import type { AuthData } from '../../../src/domain/auth';

export interface TokenApi {
  refreshCalls: number;
  dataCalls: number;
  /** Bearer tokens of data calls, in arrival order. */
  bearers: string[];
  /** A session as the client holds it after sign-in: access token expired, refresh token live. */
  session(generation: number, issuedAt?: number): AuthData;
}

const access = (generation: number) => `access-${generation}`;
const refresh = (generation: number) => `refresh-${generation}`;

export function serveTokenApi(server: TestServer, options: { refreshSucceeds: boolean; delayMs?: number }): TokenApi {
  let generation = 1;
  const api: TokenApi = {
    refreshCalls: 0,
    dataCalls: 0,
    bearers: [],
    session: (g, issuedAt = Date.now()) =>
      normalizeTokenResponse(rawTokenResponse({ access_token: access(g), refresh_token: refresh(g) }), issuedAt),
  };
  server.handle(async (request, response) => {
    if (request.url.pathname === '/token') {
      api.refreshCalls += 1;
      const form = new URLSearchParams(request.body.toString());
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 30));
      if (!options.refreshSucceeds || form.get('refresh_token') !== refresh(generation)) {
        sendJson(response, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' });
        return;
      }
      generation += 1;
      sendJson(response, 200, rawTokenResponse({ access_token: access(generation), refresh_token: refresh(generation) }));
      return;
    }
    api.dataCalls += 1;
    const bearer = String(request.headers.authorization ?? '');
    api.bearers.push(bearer);
    // Only the newest generation's token is accepted; generation 1 has expired.
    if (generation > 1 && bearer === `Bearer ${access(generation)}`) sendJson(response, 200, { ok: true });
    else sendJson(response, 401, {});
  });
  return api;
}
