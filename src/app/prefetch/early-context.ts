// What a route's loader needs to start a screen's first requests before the signed-in layout has
// loaded (early-report.ts): the root's API client, the session, and the slot of the app's one React
// Query client (created there on first need; a sign-out clears it). The root sets it; it imports
// types only, so the sign-in page carries only these lines.
import type { ApiClient } from '../../api/client';
import type { AuthData } from '../../domain/auth';
import type { QueryClientSlot } from '../query/query-slot';

export interface EarlyContext {
  client: ApiClient;
  /** The session's auth now (null: signed out). */
  auth(): AuthData | null;
  queryClients: QueryClientSlot;
}

let context: EarlyContext | null = null;

export function setEarlyContext(next: EarlyContext): void {
  context = next;
}

export function earlyContext(): EarlyContext | null {
  return context;
}
