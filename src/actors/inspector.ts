// Development inspection (architecture §4): `?inspect` in the URL or VITE_INSPECT=1 attaches
// @statelyai/inspect to the root actors. The package is loaded only then (dynamic import), and
// what it sends is masked (inspector-mask.ts).
import type { InspectionEvent } from 'xstate';
import { maskInspectionEvent } from './inspector-mask';

/** Events that arrive before the inspector has loaded are kept, up to this many. */
const MAX_BUFFERED = 500;

export function inspectionRequested(
  env: { DEV?: boolean; VITE_INSPECT?: string } = import.meta.env,
  search: string = typeof location === 'undefined' ? '' : location.search,
): boolean {
  if (!env.DEV) return false;
  return env.VITE_INSPECT === '1' || new URLSearchParams(search).has('inspect');
}

export type InspectObserver = (event: InspectionEvent) => void;

/** Loads the inspector and returns where events go (the browser inspector by default). */
export type InspectorLoader = () => Promise<InspectObserver>;

const loadBrowserInspector: InspectorLoader = async () => {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
};

/**
 * An observer to hand to the root actors at creation, and `attach` to load the inspector; the
 * observer buffers until then. Null when inspection is not requested.
 */
export function createDevInspector(
  requested: boolean = inspectionRequested(),
  loadInspector: InspectorLoader = loadBrowserInspector,
): { inspect: InspectObserver; attach(): Promise<void> } | null {
  if (!requested) return null;
  let forward: InspectObserver | null = null;
  const buffered: InspectionEvent[] = [];
  let attaching: Promise<void> | null = null;
  const load = async () => {
    const send = await loadInspector();
    for (const event of buffered.splice(0)) send(event);
    forward = send;
  };
  return {
    inspect(event) {
      const masked = maskInspectionEvent(event);
      if (forward) forward(masked);
      else if (buffered.push(masked) > MAX_BUFFERED) buffered.shift();
    },
    /** Idempotent: one inspector window however often it is called. */
    attach() {
      attaching ??= load();
      return attaching;
    },
  };
}
