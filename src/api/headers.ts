// Request headers of spec §7: `applicationType: web` on every request; once signed in also the
// bearer token, the time-zone offset, the browser-session id and the API version.

export const API_VERSION = '2.0';

export interface HeaderInputs {
  accessToken: string | null;
  clientSessionId: string;
  /** Minutes, as Date#getTimezoneOffset gives them. */
  timezoneOffset: number;
}

export function buildHeaders({ accessToken, clientSessionId, timezoneOffset }: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = { applicationType: 'web' };
  if (accessToken) {
    headers.Authorization = `Bearer ${accessToken}`;
    headers.TimezoneOffset = String(timezoneOffset);
    headers['X-Client-Session-ID'] = clientSessionId;
    headers['X-API-Version'] = API_VERSION;
  }
  return headers;
}
