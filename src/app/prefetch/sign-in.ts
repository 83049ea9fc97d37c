// The sign-in's part of #12's "landing report complete ≤ 400 ms after the sign-in answer". While
// the user types and signs in, the signed-in screens' code loads (router.tsx); the moment it
// answers, the landing's own requests leave — before React has drawn the redirect and the router
// has matched the landing, which took ~300 ms here. The route's loader asks again on arrival and
// finds them in flight (React Query shares one request per key). Only when the destination is the
// landing: a returnUrl is judged by the layout's guard first, so it is left to the loader.
import type { SessionActor } from '../../actors/session';
import { selectIsSigningIn } from '../../actors/hooks';
import { destinationWith } from '../guards/access-rules';
import { preloadSignedInCode } from '../router';

type ScreenIntent = Awaited<ReturnType<typeof loadScreenIntent>>;
const loadScreenIntent = () => import('./screen-intent');

export function prefetchAroundSignIn(session: SessionActor): () => void {
  let signingIn = false;
  // Held once loaded, so the requests leave in the same task as the answer, before React's render.
  let intent: ScreenIntent | null = null;
  const loadIntent = () => loadScreenIntent().then((module) => (intent = module));
  let preloaded = false;
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    preloadSignedInCode();
    void loadIntent().catch(() => undefined);
  };
  // From the first keystroke on the sign-in form (as the form's own check loads), so the code is
  // there when the answer is: fetched during the sign-in request alone, it often was not (the
  // server is busy checking the password then).
  if (!session.getSnapshot().context.auth) document.addEventListener('input', preload, { once: true, capture: true });
  const subscription = session.subscribe((snapshot) => {
    const was = signingIn;
    signingIn = selectIsSigningIn(snapshot);
    if (signingIn && !was) preload();
    const auth = snapshot.context.auth;
    if (was && !signingIn && auth && snapshot.matches('signedIn')) {
      const path = destinationWith(auth, window.location.search, null);
      if (path && intent) intent.prefetchScreenData(path);
      else if (path) void loadIntent().then((module) => module.prefetchScreenData(path), () => undefined);
    }
  });
  return () => {
    subscription.unsubscribe();
    document.removeEventListener('input', preload, { capture: true });
  };
}
