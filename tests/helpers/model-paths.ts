/**
 * Model-based test harness over @xstate/graph 3.
 *
 * The machine is its own test model: @xstate/graph walks its pure `transition` function to find
 * paths (shortest, bounded simple, or one path per edge), and each path is then REPLAYED against a
 * real actor — `createActor(machine.provide(fakes))` — one step at a time. After every step the
 * real snapshot must equal the one the graph predicted (value and context), and the assertion for
 * every state the actor is in runs. Coverage (states reached / defined, transitions taken / defined)
 * is recorded from the real actor's microsteps, printed, and returned so a test can demand 100 %.
 *
 * How a path step reaches the real actor:
 * - user events (`session.signIn`, …)         → `actor.send(event)`
 * - `xstate.done.actor.<id>` / `.error.actor.` → the world settles its pending fake actor `<id>`
 *   (use `FakePorts`: its fakes resolve or reject when the step says so). Give every invoke an
 *   `id` equal to its `src` so the two meet.
 * - `xstate.after.<delay>.<stateId>`           → the actor's SimulatedClock moves on by that delay
 *   (a named delay is looked up in the machine's `delays`), so timers are real, not skipped.
 *
 * Usage:
 *   const assertions = { idle: (s) => …, busy: (s, w) => … } satisfies ModelAssertions<M, W>;
 *   const coverage = await runModel({ name, machine, inputs, events, createWorld, assertions });
 *   expect(coverage.unreachedStates).toEqual([]);
 * `ModelAssertions` is a Record over every leaf state id ('a', 'parent.child'): a state added to
 * the machine without an assertion fails to compile. A transient state (one with an unguarded
 * `always`) is never seen at rest: give it `transientState`.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  serializeSnapshot,
  type AnyStateNode,
  type StatePath,
} from '@xstate/graph';
import { expect } from 'vitest';

/** 'a' | 'parent.child' for every leaf of a machine's state value. */
type LeafPaths<V> = V extends string
  ? V
  : V extends Record<string, unknown>
    ? { [K in keyof V & string]: `${K}.${LeafPaths<V[K]>}` }[keyof V & string]
    : never;
export type StateIdOf<M extends AnyStateMachine> = LeafPaths<SnapshotFrom<M>['value']>;

export interface ModelWorld<M extends AnyStateMachine> {
  /** The machine with this world's fakes provided. */
  machine: M;
  /** Settles the fake behind an `xstate.done.actor.*` / `xstate.error.actor.*` step; false if none waits. */
  settle?: (event: EventObject) => boolean;
}

export type StateAssertion<M extends AnyStateMachine, W> = (snapshot: SnapshotFrom<M>, world: W) => void;
export type ModelAssertions<M extends AnyStateMachine, W> = Record<StateIdOf<M>, StateAssertion<M, W>>;

/** For a transient state: the actor never rests there, so reaching this assertion is a bug. */
export const transientState = (): never => {
  throw new Error('a transient state was observed at rest');
};

export type PathStrategy =
  | 'shortest'
  /** Shortest path to every state, then each outgoing edge once: covers every reachable edge. */
  | 'transitions'
  | { simple: { maxDepth: number } };

export interface ModelSpec<M extends AnyStateMachine, W extends ModelWorld<M>> {
  name: string;
  /** The machine as declared: its state nodes and transitions are what coverage counts. */
  machine: M;
  /** Each input starts its own traversal (e.g. nothing stored / something stored): all are replayed. */
  inputs: ReadonlyArray<InputFrom<M>>;
  /**
   * Payloads for the events the traversal may take from a snapshot. Event types the state handles
   * but that are not listed here are sent bare ({ type }), as @xstate/graph does by default; list
   * `xstate.done.actor.*` events with their `output` and errors with their `error`.
   */
  events: (snapshot: SnapshotFrom<M>) => readonly EventObject[];
  strategy?: PathStrategy;
  /** Guards against a state space that never closes (context that grows without bound). */
  limit?: number;
  /** Fresh fakes for one path, given the input the path starts from. */
  createWorld: (input: InputFrom<M>) => W;
  assertions: ModelAssertions<M, W>;
}

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

type Path<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventObject>;

export async function runModel<M extends AnyStateMachine, W extends ModelWorld<M>>(
  spec: ModelSpec<M, W>,
): Promise<ModelCoverage> {
  const reached = new Set<string>();
  const covered = new Set<string>();
  let count = 0;
  for (const input of spec.inputs) {
    const paths = pathsOf(spec, input);
    count += paths.length;
    for (const path of paths) await replay(spec, input, path, reached, covered);
  }
  const coverage = coverageOf(spec, count, reached, covered);
  printCoverage(coverage);
  return coverage;
}

function pathsOf<M extends AnyStateMachine, W extends ModelWorld<M>>(
  spec: ModelSpec<M, W>,
  input: InputFrom<M>,
): Path<M>[] {
  // Every event type the snapshot handles is tried: with the spec's payloads where it gives some,
  // bare otherwise (what @xstate/graph does by default, but it drops that when `events` is given).
  const events = (snapshot: SnapshotFrom<M>): EventObject[] => {
    const given = spec.events(snapshot);
    return ownEventTypes(snapshot as AnyMachineSnapshot).flatMap((type) => {
      const matching = given.filter((e) => e.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
  const options = {
    input,
    events: events as never,
    limit: spec.limit ?? 5000,
  };
  const strategy = spec.strategy ?? 'transitions';
  // The graph walks a world's machine: the same fakes as the replay, so actions that resolve at
  // transition time (sendParent to a parent a standalone child lacks) are the test's, too.
  const logic = spec.createWorld(input).machine;
  if (strategy === 'shortest') return getShortestPaths(logic, options) as Path<M>[];
  if (strategy === 'transitions') return edgePaths(logic, options);
  const all = getSimplePaths(logic, options) as Path<M>[];
  return all.filter((p) => p.steps.length - 1 <= strategy.simple.maxDepth);
}

function edgePaths<M extends AnyStateMachine>(machine: M, options: object): Path<M>[] {
  const shortest = getShortestPaths(machine, options) as Path<M>[];
  const toState = new Map(shortest.map((p) => [serializeSnapshot(p.state), p]));
  const adjacency = getAdjacencyMap(machine, options as never);
  const paths: Path<M>[] = [...shortest];
  for (const [serial, { transitions }] of Object.entries(adjacency)) {
    const head = toState.get(serial as never);
    if (!head) continue;
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: unknown }>;
    for (const { event, state } of edges) {
      const next = state as SnapshotFrom<M>;
      paths.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
    }
  }
  return paths;
}

async function replay<M extends AnyStateMachine, W extends ModelWorld<M>>(
  spec: ModelSpec<M, W>,
  input: InputFrom<M>,
  path: Path<M>,
  reached: Set<string>,
  covered: Set<string>,
): Promise<void> {
  const world = spec.createWorld(input);
  const clock = new SimulatedClock();
  const actor = createActor(world.machine, {
    input,
    clock,
    inspect: (ev) => {
      // Only the machine under test: spawned children have machines (and coverage) of their own.
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
      for (const t of ev._transitions) covered.add(transitionKey(t));
    },
  });
  const trail: string[] = [];
  try {
    for (const [index, step] of path.steps.entries()) {
      trail.push(step.event.type);
      if (index === 0) actor.start();
      else await perform(world, actor, clock, step.event);
      await settled();
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      const expected = step.state as AnyMachineSnapshot;
      expect(snapshot.value, 'state value').toEqual(expected.value);
      expect(snapshot.context, 'context').toEqual(expected.context);
      for (const id of leafIds(snapshot.value)) {
        reached.add(id);
        spec.assertions[id as StateIdOf<M>](snapshot as SnapshotFrom<M>, world);
      }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`[${spec.name}] path ${trail.join(' → ')}: ${reason}`, { cause: error });
  } finally {
    actor.stop();
  }
}

async function perform<M extends AnyStateMachine>(
  world: ModelWorld<M>,
  actor: { send(event: EventObject): void },
  clock: SimulatedClock,
  event: EventObject,
): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    if (!world.settle?.(event)) throw new Error(`nothing waits for ${event.type}`);
    return;
  }
  if (event.type.startsWith('xstate.after.')) {
    clock.increment(delayOf(world.machine, event.type));
    return;
  }
  actor.send(event);
}

/** `xstate.after.<delay>.<stateNodeId>`: a number of ms or a named delay of the machine. */
function delayOf(machine: AnyStateMachine, eventType: string): number {
  const ref = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  const asNumber = Number(ref);
  if (Number.isFinite(asNumber)) return asNumber;
  const named: unknown = (machine.implementations.delays as Record<string, unknown>)[ref];
  if (typeof named !== 'number') throw new Error(`delay ${ref} is not a fixed number of ms`);
  return named;
}

/** Lets resolved fakes reach the actor (promise callbacks run before the next macrotask). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

function leafIds(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafIds(child, `${prefix}${key}.`),
  );
}

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const siblings = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const target = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  return `${source.id} --${t.eventType || 'always'}[${siblings.indexOf(t)}]--> ${target}`;
}

function coverageOf<M extends AnyStateMachine, W extends ModelWorld<M>>(
  spec: ModelSpec<M, W>,
  paths: number,
  reached: Set<string>,
  covered: Set<string>,
): ModelCoverage {
  const nodes = getStateNodes(spec.machine.root);
  const isTransient = (n: AnyStateNode) => (n.always ?? []).some((t) => !t.guard);
  const statesDefined = nodes
    .filter((n) => (n.type === 'atomic' || n.type === 'final') && !isTransient(n))
    .map((n) => n.path.join('.'));
  const transitionsDefined = [spec.machine.root, ...nodes].flatMap((n: AnyStateNode) => [
    ...[...n.transitions.values()].flat(),
    ...(n.always ?? []),
  ]).map(transitionKey);
  return {
    name: spec.name,
    paths,
    statesDefined,
    statesReached: statesDefined.filter((s) => reached.has(s)),
    unreachedStates: statesDefined.filter((s) => !reached.has(s)),
    transitionsDefined,
    transitionsCovered: transitionsDefined.filter((t) => covered.has(t)),
    uncoveredTransitions: transitionsDefined.filter((t) => !covered.has(t)),
  };
}

function printCoverage(c: ModelCoverage): void {
  const lines = [
    `[model] ${c.name}: ${c.paths} paths replayed; states ${c.statesReached.length}/${c.statesDefined.length}, ` +
      `transitions ${c.transitionsCovered.length}/${c.transitionsDefined.length}`,
    ...c.unreachedStates.map((s) => `  state not reached: ${s}`),
    ...c.uncoveredTransitions.map((t) => `  transition not taken: ${t}`),
  ];
  console.log(lines.join('\n'));
}

/**
 * Fakes for promise ports that settle only when a path step says so. `port(name)` gives the
 * fromPromise logic to pass to `.provide`; `settle` answers `xstate.done.actor.<name>` with its
 * `output` and `xstate.error.actor.<name>` by rejecting with its `error`. `calls` records inputs.
 */
export class FakePorts {
  readonly calls: Array<{ port: string; input: unknown }> = [];
  private readonly waiting = new Map<string, Array<{ resolve(v: unknown): void; reject(e: unknown): void; signal: AbortSignal }>>();

  port<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(({ input, signal }) => {
      this.calls.push({ port: name, input });
      return new Promise<TOutput>((resolve, reject) => {
        const queue = this.waiting.get(name) ?? [];
        queue.push({ resolve: resolve as (v: unknown) => void, reject, signal });
        this.waiting.set(name, queue);
      });
    });
  }

  inputsOf(name: string): unknown[] {
    return this.calls.filter((c) => c.port === name).map((c) => c.input);
  }

  readonly settle = (event: EventObject): boolean => {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match) return false;
    const queue = (this.waiting.get(match[2]!) ?? []).filter((w) => !w.signal.aborted);
    const next = queue.shift();
    this.waiting.set(match[2]!, queue);
    if (!next) return false;
    const payload = event as EventObject & { output?: unknown; error?: unknown };
    if (match[1] === 'done') next.resolve(payload.output);
    else next.reject(payload.error);
    return true;
  };
}

/** The event a settled invoke produces, for `events` generators. */
export const doneEvent = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const errorEvent = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;
