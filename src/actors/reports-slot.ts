// The reports actor (PDF export, reports.ts) made when the signed-in layout first renders: its
// machines and the report calls are code the sign-in page does not need (#12: ≤ 110 KB of
// JavaScript to show /login), so that layout's chunk brings the factory (src/app/feedback/
// ExportNotices.tsx). The root actors hold this slot; the actor is made with their `inspect`, so
// the Stately inspector sees it as before.
import { REPORTS_STORAGE_KEY } from '../../machines/pdf-export/storage-key';
import type { ReportsEvent } from '../../machines/pdf-export/types';
import type { ReportsActor, ReportsActorOptions } from './reports';
import { writeJson } from './storage';

export interface ReportsSlot {
  /** The running actor; null until attached (useSyncExternalStore's snapshot). */
  getSnapshot(): ReportsActor | null;
  subscribe(listener: () => void): () => void;
  /** Makes and starts the actor with `create`, once (not after stop). */
  attach(create: (options: ReportsActorOptions) => ReportsActor): void;
  /** To the actor; before it exists a revert only empties the stored list, other events wait for it. */
  send(event: ReportsEvent): void;
  stop(): void;
}

export function createReportsSlot(options: ReportsActorOptions): ReportsSlot {
  let actor: ReportsActor | null = null;
  let stopped = false;
  const waiting: ReportsEvent[] = [];
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(create) {
      if (actor || stopped) return;
      actor = create(options);
      actor.start();
      for (const event of waiting.splice(0)) actor.send(event);
      for (const listener of listeners) listener();
    },
    send(event) {
      if (actor) actor.send(event);
      else if (event.type !== 'reports.revert') waiting.push(event);
      else {
        // The stored list is all there is: it must not resume in the next session.
        waiting.length = 0;
        if (options.storage) writeJson(options.storage, REPORTS_STORAGE_KEY, []);
      }
    },
    stop() {
      stopped = true;
      actor?.stop();
    },
  };
}
