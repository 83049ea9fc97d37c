// A module of its own so that the sign-in page's calls (package.ts) take it without entities.ts.
import type { ApiRequest } from './client';

/** The signal as a request field, left out when there is none (requests stay as they were). */
export function withSignal(signal: AbortSignal | undefined): Pick<ApiRequest, 'signal'> {
  return signal ? { signal } : {};
}
