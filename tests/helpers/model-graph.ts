/**
 * The graph side of model-based tests, free of any test runner, shared by vitest
 * (tests/helpers/model-paths.ts replays paths against real actors) and Playwright
 * (tests/e2e/model/* drive the real UI along them; Playwright's workers cannot load vitest).
 *
 * The machine is its own test model: @xstate/graph walks its pure `transition` function to find
 * paths. Here: which events a snapshot is tried with, the paths (every edge, or a journey of
 * shortest legs joined with `joinPaths`), a snapshot's leaf state ids, the per-state table type
 * (a state added to the machine without an entry fails to compile), and coverage bookkeeping.
 */
import {
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  joinPaths,
  serializeSnapshot,
  type AdjacencyMap,
  type AdjacencyValue,
  type AnyStateNode,
  type StatePath,
} from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export type ModelPath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventObject>;

/** 'a' | 'parent.child' for every leaf of a machine's state value. */
type LeafPaths<V> = V extends string
  ? V
  : V extends Record<string, unknown>
    ? { [K in keyof V & string]: `${K}.${LeafPaths<V[K]>}` }[keyof V & string]
    : never;
export type StateIdOf<M extends AnyStateMachine> = LeafPaths<SnapshotFrom<M>['value']>;

/**
 * One entry per leaf state of M: write tables as `{ … } satisfies StateTable<M, Check>` so that a
 * new state without its assertion does not compile.
 */
export type StateTable<M extends AnyStateMachine, Entry> = Record<StateIdOf<M>, Entry>;

/** The entry of a transient state (one with an unguarded `always`): it is never seen at rest. */
export const transientState = (): never => {
  throw new Error('a transient state was observed at rest');
};

/** 'a' | 'parent.child' for every leaf of a state value. */
export function leafIds<Id extends string = string>(value: unknown, prefix = ''): Id[] {
  if (typeof value === 'string') return [(prefix + value) as Id];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafIds<Id>(child, `${prefix}${key}.`));
}

/**
 * Every event type the snapshot handles: with the given payloads where there are some, bare
 * otherwise (what @xstate/graph does by default, but it drops that when `events` is given).
 */
export function handledEvents<S>(given: (snapshot: S) => readonly EventObject[]): (snapshot: S) => EventObject[] {
  return (snapshot) => {
    const payloads = given(snapshot);
    return ownEventTypes(snapshot as AnyMachineSnapshot).flatMap((type) => {
      const matching = payloads.filter((e) => e.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

/** The event a settled invoke produces, for event lists. */
export const doneEvent = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const errorEvent = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

export interface ModelEdge<S> {
  /** The serialized snapshot the edge leaves. */
  serial: string;
  from: S;
  event: EventObject;
  to: S;
}

/** Every edge of an adjacency map. */
export function edgesOf<S>(adjacency: AdjacencyMap<S, EventObject>): ModelEdge<S>[] {
  return (Object.entries(adjacency) as Array<[string, AdjacencyValue<S, EventObject>]>).flatMap(([serial, node]) =>
    Object.values(node.transitions).map(({ event, state }) => ({ serial, from: node.state, event, to: state })),
  );
}

export interface GraphOptions<M extends AnyStateMachine> {
  input: InputFrom<M>;
  events: (snapshot: SnapshotFrom<M>) => EventObject[];
  limit?: number;
  /** Which snapshots count as the same state (default: equal value and context). */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
}

/**
 * The shortest path to every state, then each edge out of every reached state once: covers every
 * reachable edge. The adjacency map they were read from comes along for callers that count edges.
 */
export function edgePaths<M extends AnyStateMachine>(
  machine: M,
  options: GraphOptions<M>,
): { paths: ModelPath<M>[]; adjacency: AdjacencyMap<SnapshotFrom<M>, EventObject> } {
  const serialize = options.serializeState ?? ((s: SnapshotFrom<M>) => serializeSnapshot(s as AnyMachineSnapshot));
  const shortest = getShortestPaths(machine, options as never) as ModelPath<M>[];
  const toState = new Map(shortest.map((p) => [serialize(p.state), p]));
  const adjacency = getAdjacencyMap(machine, options as never) as AdjacencyMap<SnapshotFrom<M>, EventObject>;
  const paths = [...shortest];
  for (const { serial, event, to } of edgesOf(adjacency)) {
    const head = toState.get(serial as never);
    if (head) paths.push({ state: to, steps: [...head.steps, { event, state: to }], weight: head.weight + 1 });
  }
  return { paths, adjacency };
}

/**
 * A journey through the given states in order: the graph's shortest leg from each to the next,
 * joined with @xstate/graph's `joinPaths`. A leg moves: from a state that already matches (signedIn
 * → signedIn) it must go somewhere first.
 */
export function journeyPath<M extends AnyStateMachine>(
  machine: M,
  options: GraphOptions<M>,
  targets: ReadonlyArray<StateIdOf<M>>,
): ModelPath<M> {
  let path: ModelPath<M> | null = null;
  for (const target of targets) {
    const legs = getShortestPaths(machine, {
      ...options,
      ...(path ? { fromState: path.state } : {}),
      toState: (s: SnapshotFrom<M>) => leafIds((s as AnyMachineSnapshot).value).includes(target),
    } as never) as ModelPath<M>[];
    const leg = legs.filter((l) => l.steps.length > 1).sort((a, b) => a.weight - b.weight)[0];
    if (!leg) throw new Error(`the machine has no way to ${target}`);
    path = path ? joinPaths(path, anchoredOn(path.state, leg)) : leg;
  }
  if (!path) throw new Error('a journey needs at least one state');
  return path;
}

/**
 * `joinPaths` wants the leg to start from the head's very snapshot; the graph rebuilds its start
 * from the adjacency map (an equal snapshot, another object), so the leg is anchored on the head's
 * once the two are shown to be the same state.
 */
function anchoredOn<M extends AnyStateMachine>(state: SnapshotFrom<M>, leg: ModelPath<M>): ModelPath<M> {
  const [first, ...rest] = leg.steps;
  if (!first || serializeSnapshot(first.state as AnyMachineSnapshot) !== serializeSnapshot(state as AnyMachineSnapshot)) {
    throw new Error('the legs do not meet');
  }
  return { ...leg, steps: [{ ...first, state }, ...rest] };
}

// ---- coverage ----------------------------------------------------------------------------------

export interface ModelCoverage {
  name: string;
  paths: number;
  statesDefined: string[];
  statesReached: string[];
  unreachedStates: string[];
  transitionsDefined: string[];
  transitionsCovered: string[];
  uncoveredTransitions: string[];
}

/** `source --event[index]--> target`: one transition of the machine, as the coverage names it. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const siblings = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const target = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  return `${source.id} --${t.eventType || 'always'}[${siblings.indexOf(t)}]--> ${target}`;
}

/** The machine's states at rest and its transitions, against what a run reached and took. */
export function coverageOf(
  name: string,
  machine: AnyStateMachine,
  paths: number,
  reached: ReadonlySet<string>,
  covered: ReadonlySet<string>,
): ModelCoverage {
  const nodes = getStateNodes(machine.root);
  const isTransient = (n: AnyStateNode) => (n.always ?? []).some((t) => !t.guard);
  const statesDefined = nodes
    .filter((n) => (n.type === 'atomic' || n.type === 'final') && !isTransient(n))
    .map((n) => n.path.join('.'));
  const transitionsDefined = [machine.root, ...nodes]
    .flatMap((n: AnyStateNode) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])])
    .map(transitionKey);
  return {
    name,
    paths,
    statesDefined,
    statesReached: statesDefined.filter((s) => reached.has(s)),
    unreachedStates: statesDefined.filter((s) => !reached.has(s)),
    transitionsDefined,
    transitionsCovered: transitionsDefined.filter((t) => covered.has(t)),
    uncoveredTransitions: transitionsDefined.filter((t) => !covered.has(t)),
  };
}

export function coverageReport(c: ModelCoverage): string {
  return [
    `[model] ${c.name}: ${c.paths} paths replayed; states ${c.statesReached.length}/${c.statesDefined.length}, ` +
      `transitions ${c.transitionsCovered.length}/${c.transitionsDefined.length}`,
    ...c.unreachedStates.map((s) => `  state not reached: ${s}`),
    ...c.uncoveredTransitions.map((t) => `  transition not taken: ${t}`),
  ].join('\n');
}
