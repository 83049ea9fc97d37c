// What a route's loader needs to start a screen's first requests before the signed-in layout (and
// React Query) has loaded (early-report.ts): the root's API client and the session. The root sets
// it; it imports nothing, so the sign-in page carries only these lines.
import type { ApiClient } from '../../api/client';
import type { AuthData } from '../../domain/auth';

export interface EarlyContext {
  client: ApiClient;
  /** The session's auth now (null: signed out). */
  auth(): AuthData | null;
}

let context: EarlyContext | null = null;

export function setEarlyContext(next: EarlyContext): void {
  context = next;
}

export function earlyContext(): EarlyContext | null {
  return context;
}
