// The returnUrl check loads with the route table, on first need: a signed-in visitor on a public
// page who was going somewhere. Loaded once; the protected screens load the same table anyway.
import { loadOrReloadOnce } from '../lazy-reload';
import type { ReturnCheck } from './access-rules';

let loaded: ReturnCheck | null = null;

/** The check, if it has been loaded. */
export const loadedReturnCheck = (): ReturnCheck | null => loaded;

export async function loadReturnCheck(): Promise<ReturnCheck> {
  const { mayReturnTo } = await loadOrReloadOnce(() => import('./access'));
  loaded = mayReturnTo;
  return mayReturnTo;
}
