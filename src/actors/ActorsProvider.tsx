// Creates the root actors once and provides them. Tests (or the app) may hand in actors they made
// with createAppActors; otherwise they are made from `options`.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createAppActors, type AppActors, type AppActorsOptions } from './app-actors';
import { ActorsContext } from './hooks';

export type ActorsProviderProps = { children: ReactNode } & (
  | { actors: AppActors; options?: never }
  | { options: AppActorsOptions; actors?: never }
);

export function ActorsProvider({ children, actors: given, options }: ActorsProviderProps) {
  const [actors] = useState(() => given ?? createAppActors(options!));
  const pendingStop = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingStop.current);
    actors.start();
    // StrictMode unmounts and remounts at once: only a real unmount (no remount in the same
    // task) stops the actors, which cannot be started again once stopped.
    return () => {
      pendingStop.current = setTimeout(() => actors.stop(), 0);
    };
  }, [actors]);
  return <ActorsContext.Provider value={actors}>{children}</ActorsContext.Provider>;
}
