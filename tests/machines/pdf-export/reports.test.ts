import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertReportType, type LocalReportExport, type ReportExportItem } from '../../../src/domain/reports';
import {
  EXPORT_POLL_FAILURE_LIMIT,
  EXPORT_POLL_INTERVAL_MS,
  exportMachine,
  REPORTS_STORAGE_KEY,
  reportsMachine,
  selectExportNotices,
  selectStoredExports,
  type PollExportInput,
  type StartExportInput,
} from '../../../machines/pdf-export';
import { ApiError } from '../../../src/api/errors';
import { isTransientFailure } from '../../../src/actors/transient-failure';
import { exportItem, localExport } from './fixtures';

/** Fake server: answers each poll of an export with the next status (or failure) in its script. */
function createWorld(scripts: Record<string, Array<ReportExportItem | ApiError>>, started: ReportExportItem = exportItem('exp-1', 'NotStarted', 0)) {
  const storage = new Map<string, string>();
  const polls: PollExportInput[] = [];
  const starts: StartExportInput[] = [];
  const opened: string[] = [];
  const machine = reportsMachine.provide({
    actors: {
      exportMachine: exportMachine.provide({
        actors: {
          startExport: fromPromise(async ({ input }: { input: StartExportInput }) => {
            starts.push(input);
            assertReportType(input.reportType);
            return started;
          }),
          pollExport: fromPromise(async ({ input }: { input: PollExportInput }) => {
            polls.push(input);
            assertReportType(input.reportType);
            const next = scripts[input.exportId]?.shift();
            if (!next) throw new Error('polled past the end of the script');
            if (next instanceof ApiError) throw next;
            return next;
          }),
          fetchExportedFile: fromPromise(async ({ input }) => `https://files.example/${input.item.id}.pdf`),
        },
        actions: { openWindow: (_, { url }) => void opened.push(url) },
        guards: { isTransientFailure: (_, { error }) => isTransientFailure(error) },
      }),
    },
    actions: {
      persistReports: (_, { exports }) => void storage.set(REPORTS_STORAGE_KEY, JSON.stringify(exports)),
    },
  });
  const stored = (): LocalReportExport[] => JSON.parse(storage.get(REPORTS_STORAGE_KEY) ?? '[]');
  return { machine, storage, stored, polls, starts, opened };
}

describe('reports machine (PDF export)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`polls every ${EXPORT_POLL_INTERVAL_MS} ms while NotStarted or Running and stops on Succeeded`, async () => {
    const world = createWorld({
      'exp-1': [exportItem('exp-1', 'Running', 40), exportItem('exp-1', 'Running', 80), exportItem('exp-1', 'Succeeded', 100)],
    });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Lite', reportName: 'Waste by stream', body: { pages: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(world.starts).toEqual([{ reportType: 'Lite', body: { pages: 2 } }]);
    expect(world.stored().map((e) => [e.id, e.status, e.reportType])).toEqual([['exp-1', 'NotStarted', 'Lite']]);

    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS - 1);
    expect(world.polls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.polls).toEqual([{ reportType: 'Lite', exportId: 'exp-1' }]);
    expect(selectExportNotices(actor.getSnapshot())[0]).toMatchObject({ kind: 'progress', percentComplete: 40 });
    expect(world.stored()[0]?.percentComplete).toBe(40);

    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS);
    expect(world.polls).toHaveLength(2);
    expect(world.stored()[0]?.percentComplete).toBe(80);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS);
    expect(world.polls).toHaveLength(3);
    expect(selectExportNotices(actor.getSnapshot())[0]).toMatchObject({ kind: 'ready', percentComplete: 100 });

    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 4);
    expect(world.polls).toHaveLength(3);
  });

  it('stops polling on Failed and shows the failure notice of spec §8', async () => {
    const world = createWorld({ 'exp-1': [exportItem('exp-1', 'Failed', 10)] });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Full', reportName: 'Monthly', body: {} });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 3);
    expect(world.polls).toHaveLength(1);
    expect(selectExportNotices(actor.getSnapshot())).toEqual([
      {
        id: 'new-1',
        reportName: 'Monthly',
        kind: 'failed',
        percentComplete: 10,
        title: 'Export to PDF failed',
        message: "Something went wrong exporting 'Monthly'.",
      },
    ]);
  });

  it('keeps polling every 5000 ms through a passing failure (503, network, time-out) and reaches ready', async () => {
    const world = createWorld({
      'exp-1': [
        exportItem('exp-1', 'Running', 40),
        new ApiError('HTTP_ERROR', { status: 503 }),
        new ApiError('FETCH_ERROR'),
        exportItem('exp-1', 'Running', 70),
        new ApiError('TIMEOUT_ERROR'),
        exportItem('exp-1', 'Succeeded', 100),
      ],
    });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Full', reportName: 'Monthly', body: {} });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 2);
    expect(world.polls).toHaveLength(2);
    // The 503 left the notice as the last answer said: still exporting, at 40 %.
    expect(selectExportNotices(actor.getSnapshot())[0]).toMatchObject({ kind: 'progress', percentComplete: 40 });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS - 1);
    expect(world.polls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1 + EXPORT_POLL_INTERVAL_MS * 3);
    expect(world.polls).toHaveLength(6);
    expect(selectExportNotices(actor.getSnapshot())[0]).toMatchObject({ kind: 'ready', percentComplete: 100 });
  });

  it(`gives up after ${EXPORT_POLL_FAILURE_LIMIT} passing failures in a row`, async () => {
    const unavailable = () => new ApiError('HTTP_ERROR', { status: 503 });
    const world = createWorld({ 'exp-1': [unavailable(), unavailable(), unavailable(), exportItem('exp-1', 'Succeeded', 100)] });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Full', reportName: 'Monthly', body: {} });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * (EXPORT_POLL_FAILURE_LIMIT - 1));
    expect(selectExportNotices(actor.getSnapshot())[0]?.kind).toBe('progress');
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 3);
    expect(world.polls).toHaveLength(EXPORT_POLL_FAILURE_LIMIT);
    expect(selectExportNotices(actor.getSnapshot())[0]?.kind).toBe('failed');
  });

  it.each([404, 400])('fails at once on a definitive answer (HTTP %i)', async (status) => {
    const world = createWorld({ 'exp-1': [new ApiError('HTTP_ERROR', { status }), exportItem('exp-1', 'Succeeded', 100)] });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Full', reportName: 'Monthly', body: {} });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 3);
    expect(world.polls).toHaveLength(1);
    expect(selectExportNotices(actor.getSnapshot())[0]?.kind).toBe('failed');
  });

  it('downloads a ready export: fetches the file URL, opens it, and removes the entry', async () => {
    const world = createWorld({ 'exp-1': [exportItem('exp-1', 'Succeeded', 100)] });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Supplier', reportName: 'Supplier waste', body: {} });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS);
    const [notice] = selectExportNotices(actor.getSnapshot());
    expect(notice?.kind).toBe('ready');
    actor.send({ type: 'export.download', id: notice!.id });
    expect(selectExportNotices(actor.getSnapshot())[0]?.kind).toBe('downloading');
    await vi.advanceTimersByTimeAsync(0);
    expect(world.opened).toEqual(['https://files.example/exp-1.pdf']);
    expect(selectExportNotices(actor.getSnapshot())).toEqual([]);
    expect(world.stored()).toEqual([]);
    expect(actor.getSnapshot().children['new-1']).toBeUndefined();
  });

  it('closing a notice removes the entry and stops its polling', async () => {
    const world = createWorld({ 'exp-1': [exportItem('exp-1', 'Running', 5), exportItem('exp-1', 'Running', 6)] });
    const actor = createActor(world.machine, { input: { stored: [] } }).start();
    actor.send({ type: 'export.start', reportType: 'Lite', reportName: 'Lite', body: {} });
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS);
    expect(world.polls).toHaveLength(1);
    actor.send({ type: 'export.close', id: 'new-1' });
    expect(world.stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 3);
    expect(world.polls).toHaveLength(1);
    expect(selectExportNotices(actor.getSnapshot())).toEqual([]);
  });

  it('hydrates: resumes polling for stored running exports and offers Download for ready ones', async () => {
    const world = createWorld({ running: [exportItem('running', 'Succeeded', 100)] });
    const stored = [localExport('running', 'Running', 30, 'Audits'), localExport('done', 'Succeeded', 100, 'Full')];
    const actor = createActor(world.machine, { input: { stored } }).start();
    expect(selectExportNotices(actor.getSnapshot()).map((n) => [n.id, n.kind, n.percentComplete])).toEqual([
      ['running', 'progress', 30],
      ['done', 'ready', 100],
    ]);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS);
    expect(world.polls).toEqual([{ reportType: 'Audits', exportId: 'running' }]);
    expect(selectExportNotices(actor.getSnapshot()).map((n) => n.kind)).toEqual(['ready', 'ready']);
    actor.send({ type: 'export.download', id: 'done' });
    await vi.advanceTimersByTimeAsync(0);
    expect(world.opened).toEqual(['https://files.example/done.pdf']);
    expect(selectStoredExports(actor.getSnapshot()).map((e) => e.id)).toEqual(['running']);
  });

  it('fails an export of an unknown report type (the port throws "Invalid report type") without stopping the list', async () => {
    const world = createWorld({});
    const actor = createActor(world.machine, { input: { stored: [localExport('x', 'Succeeded', 100)] } }).start();
    actor.send({ type: 'export.start', reportType: 'Bogus' as never, reportName: 'Odd', body: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(() => assertReportType('Bogus')).toThrow('Invalid report type: Bogus');
    expect(world.starts).toEqual([{ reportType: 'Bogus', body: {} }]);
    expect(selectExportNotices(actor.getSnapshot()).map((n) => [n.id, n.kind])).toEqual([
      ['x', 'ready'],
      ['new-1', 'failed'],
    ]);
    // Never answered, so never stored: a reload does not bring the failed start back.
    expect(world.stored().map((e) => e.id)).toEqual(['x']);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('resets the list and stops every export on reports.revert', async () => {
    const world = createWorld({ a: [exportItem('a', 'Running', 1)] });
    const actor = createActor(world.machine, { input: { stored: [localExport('a', 'Running', 0)] } }).start();
    actor.send({ type: 'reports.revert' });
    expect(selectExportNotices(actor.getSnapshot())).toEqual([]);
    expect(world.stored()).toEqual([]);
    expect(world.storage.has(REPORTS_STORAGE_KEY)).toBe(true);
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_INTERVAL_MS * 2);
    expect(world.polls).toHaveLength(0);
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
  });

  it('ignores download and close for an unknown id', () => {
    const world = createWorld({});
    const actor = createActor(world.machine, { input: { stored: [localExport('x', 'Succeeded', 100)] } }).start();
    actor.send({ type: 'export.download', id: 'nope' });
    actor.send({ type: 'export.close', id: 'nope' });
    expect(selectExportNotices(actor.getSnapshot()).map((n) => n.id)).toEqual(['x']);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
