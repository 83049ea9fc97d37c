/**
 * Model-based test harness over @xstate/graph 3: the vitest runner of the paths that
 * tests/helpers/model-graph.ts (runner-free, shared with the Playwright model specs) finds.
 *
 * The machine is its own test model: paths (shortest, bounded simple, or one path per edge) are
 * REPLAYED against a real actor — `createActor(machine.provide(fakes))` — one step at a time. After every step the
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
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import {
  coverageOf,
  coverageReport,
  edgePaths,
  handledEvents,
  leafIds,
  transitionKey,
  type ModelCoverage,
  type ModelPath,
  type StateIdOf,
  type StateTable,
} from './model-graph';

export { doneEvent, errorEvent, transientState, type ModelCoverage, type StateIdOf } from './model-graph';

export interface ModelWorld<M extends AnyStateMachine> {
  /** The machine with this world's fakes provided. */
  machine: M;
  /** Settles the fake behind an `xstate.done.actor.*` / `xstate.error.actor.*` step; false if none waits. */
  settle?: (event: EventObject) => boolean;
}

export type StateAssertion<M extends AnyStateMachine, W> = (snapshot: SnapshotFrom<M>, world: W) => void;
export type ModelAssertions<M extends AnyStateMachine, W> = StateTable<M, StateAssertion<M, W>>;

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

type Path<M extends AnyStateMachine> = ModelPath<M>;

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
  const coverage = coverageOf(spec.name, spec.machine, count, reached, covered);
  console.log(coverageReport(coverage));
  return coverage;
}

function pathsOf<M extends AnyStateMachine, W extends ModelWorld<M>>(
  spec: ModelSpec<M, W>,
  input: InputFrom<M>,
): Path<M>[] {
  const options = { input, events: handledEvents(spec.events), limit: spec.limit ?? 5000 };
  const strategy = spec.strategy ?? 'transitions';
  // The graph walks a world's machine: the same fakes as the replay, so actions that resolve at
  // transition time (sendParent to a parent a standalone child lacks) are the test's, too.
  const logic = spec.createWorld(input).machine;
  if (strategy === 'shortest') return getShortestPaths(logic, options as never) as Path<M>[];
  if (strategy === 'transitions') return edgePaths(logic, options).paths;
  const all = getSimplePaths(logic, options as never) as Path<M>[];
  return all.filter((p) => p.steps.length - 1 <= strategy.simple.maxDepth);
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
