import { expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { exportMachine, type ExportInput, type ExportMachine, type ExportPhase } from '../../machines/pdf-export';
import { isTransientFailure } from '../../src/actors/transient-failure';
import { ApiError } from '../../src/api/errors';
import { exportItem, localExport } from '../machines/pdf-export/fixtures';
import {
  doneEvent,
  errorEvent,
  FakePorts,
  runModel,
  transientState,
  type ModelAssertions,
  type ModelWorld,
} from '../helpers/model-paths';

interface ExportWorld extends ModelWorld<ExportMachine> {
  ports: FakePorts;
  /** What the parent was told, in order: a phase, or 'finished'. */
  told: Array<{ phase: ExportPhase | 'finished'; item: unknown }>;
  opened: string[];
  /** The type of the last settled port event (done or error). */
  lastSettled: string | null;
}

function createWorld(): ExportWorld {
  const ports = new FakePorts();
  const world: ExportWorld = {
    ports,
    told: [],
    opened: [],
    lastSettled: null,
    settle: (event) => {
      world.lastSettled = event.type;
      return ports.settle(event);
    },
    machine: exportMachine.provide({
      actors: {
        startExport: ports.port('startExport'),
        pollExport: ports.port('pollExport'),
        fetchExportedFile: ports.port('fetchExportedFile'),
      },
      actions: {
        // Standalone (no reports parent): record what would be sent to it.
        notifyParent: ({ context }, params) => void world.told.push({ phase: params.phase, item: context.item }),
        notifyFinished: () => void world.told.push({ phase: 'finished', item: null }),
        openWindow: (_, { url }) => void world.opened.push(url),
      },
      guards: { isTransientFailure: (_, { error }) => isTransientFailure(error) },
    }),
  };
  return world;
}

type Snapshot = SnapshotFrom<ExportMachine>;
const lastInput = (w: ExportWorld, port: string) => w.ports.inputsOf(port).at(-1);
/** The parent heard of this phase, with the item as it is now (the list is current). */
const toldParent = (s: Snapshot, w: ExportWorld, phase: ExportPhase) =>
  expect(w.told.at(-1)).toEqual({ phase, item: s.context.item });

const assertions = {
  resuming: transientState,
  checking: transientState,
  starting: (s, w) => {
    expect(s.context.item).toBeNull();
    expect(lastInput(w, 'startExport')).toEqual({ reportType: 'Lite', body: { pages: 3 } });
    toldParent(s, w, 'starting');
  },
  'polling.waiting': (s, w) => {
    expect(['NotStarted', 'Running']).toContain(s.context.item?.status);
    expect(s.context.item?.reportType).toBe('Lite');
    toldParent(s, w, 'polling');
  },
  'polling.asking': (s, w) => {
    expect(lastInput(w, 'pollExport')).toEqual({ reportType: 'Lite', exportId: s.context.item?.id });
  },
  ready: (s, w) => {
    expect(s.context.item?.status).toBe('Succeeded');
    toldParent(s, w, 'ready');
  },
  downloading: (s, w) => {
    expect(lastInput(w, 'fetchExportedFile')).toEqual({ reportType: 'Lite', item: s.context.item });
    toldParent(s, w, 'downloading');
  },
  done: (s, w) => {
    expect(s.status).toBe('done');
    expect(w.opened).toEqual([`https://files.example/${s.context.item?.id}.pdf`]);
    expect(w.told.at(-1)?.phase).toBe('finished');
  },
  failed: (s, w) => {
    // Either the server said so (Failed, Undefined) or a port refused (unknown type, network).
    const byServer = s.context.item !== null && ['Failed', 'Undefined'].includes(s.context.item.status);
    const byPort = w.lastSettled?.startsWith('xstate.error.actor.') === true;
    expect(byServer || byPort).toBe(true);
    toldParent(s, w, 'failed');
  },
} satisfies ModelAssertions<ExportMachine, ExportWorld>;

const base = { key: 'k', reportType: 'Lite', reportName: 'Waste by stream' } as const;
const inputs: ExportInput[] = [
  { ...base, body: { pages: 3 }, item: null },
  { ...base, item: localExport('exp-1', 'Running', 30) },
  { ...base, item: localExport('exp-1', 'Succeeded', 100) },
  { ...base, item: localExport('exp-1', 'Failed', 60) },
];

it('export model: every path agrees with the real actor; all states and transitions covered', async () => {
  const coverage = await runModel({
    name: 'pdf-export (one export)',
    machine: exportMachine,
    inputs,
    events: () => [
      doneEvent('startExport', exportItem('exp-1', 'NotStarted', 0)),
      doneEvent('startExport', exportItem('exp-1', 'Succeeded', 100)),
      errorEvent('startExport', new Error('Invalid report type: Bogus')),
      doneEvent('pollExport', exportItem('exp-1', 'Running', 50)),
      doneEvent('pollExport', exportItem('exp-1', 'Succeeded', 100)),
      doneEvent('pollExport', exportItem('exp-1', 'Failed', 50)),
      doneEvent('pollExport', exportItem('exp-1', 'Undefined', 0)),
      errorEvent('pollExport', new ApiError('HTTP_ERROR', { status: 503 })),
      errorEvent('pollExport', new ApiError('HTTP_ERROR', { status: 404 })),
      doneEvent('fetchExportedFile', 'https://files.example/exp-1.pdf'),
      errorEvent('fetchExportedFile', new Error('gone')),
    ],
    createWorld,
    assertions,
  });
  expect(coverage.statesReached).toEqual(coverage.statesDefined);
  expect(coverage.statesDefined).toHaveLength(7);
  expect(coverage.uncoveredTransitions).toEqual([]);
});
