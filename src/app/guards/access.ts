// The returnUrl check over the whole route table (src/domain/routes.ts, built from the entity
// registry). Heavy on purpose: the gates load it only when a signed-in visitor has a returnUrl
// to judge (return-check.ts); the rules themselves are in access-rules.ts.
import { canOpen, editionOpens, matchRoute } from '../../domain/routes';
import type { ReturnCheck } from './access-rules';

export const mayReturnTo: ReturnCheck = (auth, path) =>
  matchRoute(path)?.route.layout === 'protected' && canOpen(auth.permissions, path) && editionOpens(auth.appVersions, path);
