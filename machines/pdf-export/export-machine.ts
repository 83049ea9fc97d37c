import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { ReportExportItem } from '../../src/domain/reports';
import { inProgress } from './status';
import type {
  ExportContext,
  ExportEvent,
  ExportInput,
  ExportPhase,
  FetchExportedFileInput,
  OpenWindowParams,
  PollExportInput,
  PollFailureParams,
  ReportsEvent,
  StartExportInput,
} from './types';

/** Spec §4 / §9: a running export is polled every 5000 ms. */
export const EXPORT_POLL_INTERVAL_MS = 5000;
/**
 * Polls that may fail in a row for a passing reason (network, time-out, 5xx) before the export is
 * given up: one 503 during a deployment must not end an export the server is still running.
 */
export const EXPORT_POLL_FAILURE_LIMIT = 3;

const notProvided = (port: string) => () => Promise.reject(new Error(`${port} is not provided`));

/**
 * One PDF export: starting → polling → ready → downloading → done, or failed. Spawned by the
 * reports machine, which it tells of every change so the list (and its notices) stay current.
 * An unknown report type is refused by the ports (src/api's assertReportType throws "Invalid report
 * type: {type}"), which fails the export instead of crashing the reports actor.
 */
export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
    input: {} as ExportInput,
  },
  actors: {
    startExport: fromPromise<ReportExportItem, StartExportInput>(notProvided('startExport')),
    pollExport: fromPromise<ReportExportItem, PollExportInput>(notProvided('pollExport')),
    /** Resolves with the URL of the exported file. */
    fetchExportedFile: fromPromise<string, FetchExportedFileInput>(notProvided('fetchExportedFile')),
  },
  actions: {
    /** Placeholder: src/actors opens the file in a new window (spec §4). */
    openWindow: (_, _params: OpenWindowParams) => {},
    /** The server answered: its view of the export is kept, and the run of failed polls is over. */
    keepItem: assign(({ context }, params: { item: ReportExportItem }) => ({
      item: { ...params.item, reportType: context.reportType },
      pollFailures: 0,
    })),
    countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    notifyParent: sendParent(
      ({ context }, params: { phase: ExportPhase }): ReportsEvent => ({
        type: 'export.changed',
        key: context.key,
        phase: params.phase,
        item: context.item,
      }),
    ),
    notifyFinished: sendParent(({ context }): ReportsEvent => ({ type: 'export.finished', key: context.key })),
  },
  guards: {
    isNew: ({ context }) => context.item === null,
    inProgress: ({ context }) => inProgress(context.item),
    succeeded: ({ context }) => context.item?.status === 'Succeeded',
    /**
     * Placeholder: whether a failed call may succeed when asked again (src/actors knows the error
     * classes: network, time-out and 5xx may; 4xx and unreadable answers will not). Unknown: no.
     */
    isTransientFailure: (_, _params: PollFailureParams) => false,
    pollFailuresExhausted: ({ context }) => context.pollFailures + 1 >= EXPORT_POLL_FAILURE_LIMIT,
  },
  delays: { pollInterval: EXPORT_POLL_INTERVAL_MS },
}).createMachine({
  id: 'export',
  context: ({ input }) => ({
    key: input.key,
    reportType: input.reportType,
    reportName: input.reportName,
    body: input.body,
    item: input.item,
    pollFailures: 0,
  }),
  initial: 'resuming',
  states: {
    // Transient: a new export starts; a restored one resumes where the server last said it was.
    resuming: {
      always: [{ guard: 'isNew', target: 'starting' }, { target: 'checking' }],
    },
    starting: {
      entry: { type: 'notifyParent', params: { phase: 'starting' } },
      invoke: {
        id: 'startExport',
        src: 'startExport',
        input: ({ context }) => ({ reportType: context.reportType, body: context.body }),
        onDone: { target: 'checking', actions: { type: 'keepItem', params: ({ event }) => ({ item: event.output }) } },
        onError: 'failed',
      },
    },
    // Transient: the server's status decides (spec §4).
    checking: {
      always: [
        { guard: 'inProgress', target: 'polling' },
        { guard: 'succeeded', target: 'ready' },
        // Failed, or Undefined: nothing will come of it.
        { target: 'failed' },
      ],
    },
    polling: {
      // Each poll's answer (percentComplete) reaches the list on entry.
      entry: { type: 'notifyParent', params: { phase: 'polling' } },
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'asking' },
        },
        asking: {
          invoke: {
            id: 'pollExport',
            src: 'pollExport',
            input: ({ context }) => ({ reportType: context.reportType, exportId: context.item!.id }),
            onDone: {
              target: '#export.checking',
              actions: { type: 'keepItem', params: ({ event }) => ({ item: event.output }) },
            },
            onError: [
              // This failure is the last one allowed in a row, whatever its kind: give up.
              { guard: 'pollFailuresExhausted', target: '#export.failed' },
              // A passing failure: the next poll comes at the usual interval (spec §4).
              {
                guard: { type: 'isTransientFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'waiting',
                actions: 'countPollFailure',
              },
              // A definitive answer (4xx, an unreadable answer).
              { target: '#export.failed' },
            ],
          },
        },
      },
    },
    // The notice offers Download.
    ready: {
      entry: { type: 'notifyParent', params: { phase: 'ready' } },
      on: { 'export.download': 'downloading' },
    },
    downloading: {
      entry: { type: 'notifyParent', params: { phase: 'downloading' } },
      invoke: {
        id: 'fetchExportedFile',
        src: 'fetchExportedFile',
        input: ({ context }) => ({ reportType: context.reportType, item: context.item! }),
        onDone: {
          target: 'done',
          actions: { type: 'openWindow', params: ({ event }) => ({ url: event.output }) },
        },
        onError: 'failed',
      },
    },
    // Spec §4: an entry is removed after download.
    done: {
      type: 'final',
      entry: 'notifyFinished',
    },
    // The error notice stays until the user closes it (export notices have no auto-close).
    failed: {
      entry: { type: 'notifyParent', params: { phase: 'failed' } },
    },
  },
});

export type ExportMachine = typeof exportMachine;
