// The graph side of model-based tests, free of any test runner: which events a snapshot is tried
// with, the paths @xstate/graph finds, and a snapshot's leaf states. The browser specs replay the
// paths in the UI; tests/helpers/model-paths.ts walks the same kind of paths against real actors
// (it imports vitest, which Playwright's workers cannot load).
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type AdjacencyMap, type AdjacencyValue, type StatePath } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';

export type ModelPath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventObject>;

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

/**
 * The shortest path to every state, then each edge out of every reached state once: covers every
 * reachable edge. The adjacency map they were read from comes along for callers that count edges.
 */
export function edgePaths<M extends AnyStateMachine>(
  machine: M,
  options: object,
): { paths: ModelPath<M>[]; adjacency: AdjacencyMap<SnapshotFrom<M>, EventObject> } {
  const shortest = getShortestPaths(machine, options as never) as ModelPath<M>[];
  const toState = new Map(shortest.map((p) => [serializeSnapshot(p.state as AnyMachineSnapshot), p]));
  const adjacency = getAdjacencyMap(machine, options as never) as AdjacencyMap<SnapshotFrom<M>, EventObject>;
  const paths = [...shortest];
  for (const { serial, event, to } of edgesOf(adjacency)) {
    const head = toState.get(serial as never);
    if (head) paths.push({ state: to, steps: [...head.steps, { event, state: to }], weight: head.weight + 1 });
  }
  return { paths, adjacency };
}

/** 'a' | 'parent.child' for every leaf of a state value. */
export function leafIds<Id extends string = string>(value: unknown, prefix = ''): Id[] {
  if (typeof value === 'string') return [(prefix + value) as Id];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafIds<Id>(child, `${prefix}${key}.`));
}

/** The assertion of a transient state: the app never rests there, so reaching it is a bug. */
export const transientState = async (): Promise<never> => {
  throw new Error('a transient state was observed at rest');
};
