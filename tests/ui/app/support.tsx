// Real root actors over an in-memory storage, for rendering app pieces without a browser session.
import { createAppActors, type AppActors, type AppEffects } from '../../../src/actors/app-actors';
import { AUTH_STORAGE_KEY } from '../../../src/actors/storage';
import type { AuthData } from '../../../src/domain/auth';
import { FakeStorage } from '../../actors/support/browser-fakes';

export const noEffects: AppEffects = {
  resetCachedData: () => {},
  clearGridState: () => {},
  dismissNotices: () => {},
  navigateTo: () => {},
  openWindow: () => {},
};

export function actorsWith(auth: AuthData | null, effects: Partial<AppEffects> = {}): { actors: AppActors; storage: FakeStorage } {
  const storage = new FakeStorage();
  if (auth) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  const actors = createAppActors({
    baseUrl: 'http://api.test.invalid',
    storage,
    eventTarget: null,
    effects: { ...noEffects, ...effects },
  });
  return { actors, storage };
}
