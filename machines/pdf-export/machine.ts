import { assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import type { LocalReportExport } from '../../src/domain/reports';
import { exportMachine } from './export-machine';
import { phaseOfStatus } from './status';
import type { PersistReportsParams, ReportsContext, ReportsEvent, ReportsInput, TrackedExport } from './types';

export { REPORTS_STORAGE_KEY } from './storage-key';

/** The list as stored: exports the server knows (a new one is stored once its start answered). */
export const storedExports = (tracked: readonly TrackedExport[]): LocalReportExport[] =>
  tracked.flatMap((t) => (t.item ? [t.item] : []));

/** The export an event is about: `id` from the UI, `key` from a child. */
const keyOf = (event: ReportsEvent): string | null =>
  'id' in event ? event.id : 'key' in event ? event.key : null;

const persist = {
  type: 'persistReports',
  params: ({ context }: { context: ReportsContext }) => ({ exports: storedExports(context.tracked) }),
} as const;

const restore = (item: LocalReportExport): TrackedExport => ({
  key: item.id,
  reportType: item.reportType,
  reportName: item.reportName,
  phase: phaseOfStatus(item),
  item,
});

const removeEntry = ['stopExport', 'forgetEntry', persist] as const;

/**
 * The reports actor: keeps the export list (persisted under `reports`) and spawns one export
 * actor per export, named by its key. The children own the lifecycles; this list is what the
 * notices show, so every child change lands here.
 */
export const reportsMachine = setup({
  types: {
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
    input: {} as ReportsInput,
  },
  actors: { exportMachine },
  actions: {
    /** Placeholder: src/actors writes `params.exports` to localStorage under `reports`. */
    persistReports: (_, _params: PersistReportsParams) => {},
    stopExport: stopChild(({ event }) => keyOf(event) ?? ''),
    forgetEntry: assign({ tracked: ({ context, event }) => context.tracked.filter((t) => t.key !== keyOf(event)) }),
  },
  guards: {
    // Late messages (a child finishing after its notice was closed, a double click) are ignored.
    isTracked: ({ context, event }) => context.tracked.some((t) => t.key === keyOf(event)),
  },
}).createMachine({
  id: 'reports',
  context: ({ input }) => ({ tracked: input.stored.map(restore), startedCount: 0 }),
  // Hydration: every stored export resumes (running ones poll again, ready ones offer Download).
  entry: enqueueActions(({ context, enqueue }) => {
    for (const t of context.tracked) {
      enqueue.spawnChild('exportMachine', {
        id: t.key,
        systemId: `export:${t.key}`,
        input: { key: t.key, reportType: t.reportType, reportName: t.reportName, item: t.item },
      });
    }
  }),
  on: {
    'export.start': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const key = `new-${context.startedCount + 1}`;
        enqueue.assign({
          startedCount: context.startedCount + 1,
          tracked: [
            ...context.tracked,
            { key, reportType: event.reportType, reportName: event.reportName, phase: 'starting', item: null },
          ],
        });
        enqueue.spawnChild('exportMachine', {
          id: key,
          systemId: `export:${key}`,
          input: { key, reportType: event.reportType, reportName: event.reportName, body: event.body, item: null },
        });
      }),
    },
    'export.changed': {
      guard: 'isTracked',
      actions: [
        assign({
          tracked: ({ context, event }) =>
            context.tracked.map((t) => (t.key === event.key ? { ...t, phase: event.phase, item: event.item } : t)),
        }),
        persist,
      ],
    },
    'export.download': {
      guard: 'isTracked',
      actions: sendTo(({ event }) => event.id, { type: 'export.download' }),
    },
    // Spec §4: closing the notice removes the entry and stops its polling.
    'export.close': { guard: 'isTracked', actions: [...removeEntry] },
    // Spec §4: an entry is removed after download.
    'export.finished': { guard: 'isTracked', actions: [...removeEntry] },
    // Spec §4: the list resets on a reverted report state (sign-out).
    'reports.revert': {
      actions: [
        enqueueActions(({ context, enqueue }) => {
          for (const t of context.tracked) enqueue.stopChild(t.key);
        }),
        assign({ tracked: [] }),
        persist,
      ],
    },
  },
});

export type ReportsMachine = typeof reportsMachine;
