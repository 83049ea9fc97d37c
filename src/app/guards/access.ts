// The guard decision over the whole route table (src/domain/routes.ts, built from the entity
// registry). Heavy on purpose: the gates load it only when a signed-in visitor has a returnUrl
// to judge (return-check.ts); the rules themselves are in access-rules.ts.
import type { AuthData } from '../../domain/auth';
import { canOpen, matchRoute } from '../../domain/routes';
import { decideAccessWith, destinationWith, type Access, type AccessInput, type ReturnCheck } from './access-rules';

export { CREATE_NEW_PASSWORD_PATH, LOGIN_PATH, type Access, type AccessInput, type ReturnCheck } from './access-rules';

export const mayReturnTo: ReturnCheck = (auth, path) =>
  matchRoute(path)?.route.layout === 'protected' && canOpen(auth.permissions, path);

/** After sign-in (or the forced change): back where the visitor was going if they may open it. */
export function destinationAfterSignIn(auth: AuthData, search: string): string {
  // With the check at hand there is always an answer.
  return destinationWith(auth, search, mayReturnTo)!;
}

export function decideAccess(input: AccessInput): Access {
  return decideAccessWith(input, mayReturnTo);
}
