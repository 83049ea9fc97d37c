// Which failed calls may succeed when made again: the network or the server's time-out (no
// answer), and a server error (5xx, 408, 429: busy, restarting, deploying). A 4xx other than those
// is the server's definitive answer, and an answer that cannot be read will read the same again.
import { isApiError } from '../api/errors';

const PASSING_STATUSES = new Set([408, 429]);

export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return true;
  if (error.kind !== 'HTTP_ERROR' || error.status === undefined) return false;
  return error.status >= 500 || PASSING_STATUSES.has(error.status);
}
