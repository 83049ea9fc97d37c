// The React side of the root actors: views subscribe with selectors and send events; they never
// hold session, drawer or export state themselves (architecture §1).
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { ApiActivity } from './activity';
import type { AppActors } from './app-actors';
import type { DrawerActor } from './drawer';
import type { FieldErrors } from './field-errors';
import type { ReportsActor } from './reports';
import type { ReportsSlot } from './reports-slot';
import type { SessionActor } from './session';

export { sessionSelectors } from './session-selectors';
export { sessionSwitches } from './session-switches';
export * from './selectors';

export const ActorsContext = createContext<AppActors | null>(null);

/** All root actors and the client; prefer the narrower hooks below. */
export function useAppActors(): AppActors {
  const actors = useContext(ActorsContext);
  if (!actors) throw new Error('The actor hooks need an <ActorsProvider> above them');
  return actors;
}

type Compare<T> = (a: T, b: T) => boolean;

export function useSessionActor(): SessionActor {
  return useAppActors().session;
}
export function useSessionSelector<T>(selector: (snapshot: SnapshotFrom<SessionActor>) => T, compare?: Compare<T>): T {
  return useSelector(useSessionActor(), selector, compare);
}

export function useDrawerActor(): DrawerActor {
  return useAppActors().drawer;
}
export function useDrawerSelector<T>(selector: (snapshot: SnapshotFrom<DrawerActor>) => T, compare?: Compare<T>): T {
  return useSelector(useDrawerActor(), selector, compare);
}

/** The reports actor's events go through its slot, which loads it when needed (reports-slot.ts). */
export function useReports(): ReportsSlot {
  return useAppActors().reports;
}
/** The reports actor once it exists (after sign-in); null before. */
export function useReportsActor(): ReportsActor | null {
  const { reports } = useAppActors();
  return useSyncExternalStore(reports.subscribe, reports.getSnapshot, reports.getSnapshot);
}
export function useReportsSelector<T>(actor: ReportsActor, selector: (snapshot: SnapshotFrom<ReportsActor>) => T, compare?: Compare<T>): T {
  return useSelector(actor, selector, compare);
}

/** Non-silent requests in flight (the loading overlay's input). */
export function useApiActivity(): ApiActivity {
  const { activity } = useAppActors();
  return useSyncExternalStore(activity.subscribe, activity.getSnapshot, activity.getSnapshot);
}

/** The server's per-field errors of the last refused password change. */
export function usePasswordFieldErrors(): FieldErrors {
  const { passwordErrors } = useAppActors();
  return useSyncExternalStore(passwordErrors.subscribe, passwordErrors.getSnapshot, passwordErrors.getSnapshot);
}
