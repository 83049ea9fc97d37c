// Model-based UI test of the PDF export (spec §4 "PDF export", §8, §9; architecture §4): the export
// machine's paths from @xstate/graph — a new export started from the report page, and exports
// restored from storage under `reports` after a reload — drive the real notices in Chromium. The
// server's answers are the path's (support/pdf-export-control.ts holds each export call until its
// step), the 5000 ms poll timer is Playwright's clock moved on, Download is a click. After every
// step the page must show the state the model predicts: one assertion per state, in a table typed
// `satisfies Record<...>` so a new state without an assertion does not compile. Coverage (states
// and state-to-state transitions of the model replayed in the UI) is printed and must be complete.
import { expect, test, type Page } from '@playwright/test';
import { serializeSnapshot } from '@xstate/graph';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { EXPORT_POLL_INTERVAL_MS, exportMachine, type ExportInput, type ExportMachine } from '../../../machines/pdf-export';
import { isTransientFailure } from '../../../src/actors/transient-failure';
import { ApiError } from '../../../src/api/errors';
import type { LocalReportExport, ReportExportItem } from '../../../src/domain/reports';
import { exportItem } from '../../machines/pdf-export/fixtures';
import { edgePaths, edgesOf, handledEvents, leafIds, transientState, type ModelPath, type StateIdOf, type StateTable } from '../../helpers/model-graph';
import { controlExports, type ExportControl } from '../support/pdf-export-control';
import { demoUser, signIn } from '../support/session';

type Snapshot = SnapshotFrom<ExportMachine>;
type StateId = StateIdOf<ExportMachine>;
type Path = ModelPath<ExportMachine>;

const USER = 'manager';
/** The manager's landing report: its Export to PDF button starts the new exports. */
const REPORT = 'Waste and recycling report';
const FILE_URL = '/e2e-exports/exp-1.pdf';
/** Toasts close after 5000 ms (spec §9); export notices must outlast that. */
const PAST_TOAST_CLOSE_MS = 6000;

const item = (status: ReportExportItem['status'], percent: number): ReportExportItem => ({ ...exportItem('exp-1', status, percent), reportName: REPORT });
const stored = (status: ReportExportItem['status'], percent: number): LocalReportExport => ({ ...item(status, percent), reportType: 'Full' });

// ---- the model's paths -------------------------------------------------------------------------

const base = { key: 'k', reportType: 'Full', reportName: REPORT } as const;
const INPUTS: Array<{ name: string; input: ExportInput }> = [
  { name: 'new', input: { ...base, body: {}, item: null } },
  { name: 'restored Running', input: { ...base, item: stored('Running', 30) } },
  { name: 'restored Succeeded', input: { ...base, item: stored('Succeeded', 100) } },
  { name: 'restored Failed', input: { ...base, item: stored('Failed', 60) } },
];

/** What the server may answer at each call (the reference server never starts at Succeeded). */
const ANSWERS: EventObject[] = [
  { type: 'xstate.done.actor.startExport', output: item('NotStarted', 0) },
  { type: 'xstate.error.actor.startExport' },
  { type: 'xstate.done.actor.pollExport', output: item('Running', 50) },
  { type: 'xstate.done.actor.pollExport', output: item('Succeeded', 100) },
  { type: 'xstate.done.actor.pollExport', output: item('Failed', 50) },
  // A passing failure (polling goes on) and the server's definitive refusal.
  { type: 'xstate.error.actor.pollExport', error: new ApiError('HTTP_ERROR', { status: 503 }) },
  { type: 'xstate.error.actor.pollExport', error: new ApiError('HTTP_ERROR', { status: 404 }) },
  { type: 'xstate.done.actor.fetchExportedFile', output: FILE_URL },
  { type: 'xstate.error.actor.fetchExportedFile' },
] as EventObject[];

// Standalone in the graph walk: what the child tells its parent is the UI's to show, not the model's.
// Which failures are passing is the app's rule (src/actors/transient-failure.ts), decided the same way here.
const modelMachine = exportMachine.provide({
  actions: { notifyParent: () => {}, notifyFinished: () => {}, openWindow: () => {} },
  guards: { isTransientFailure: (_, { error }) => isTransientFailure(error) },
});

/**
 * The notices show nothing of how many polls failed in a row, so the UI walk takes states that
 * differ only in that count as one (a 503, then the answer); giving up after
 * EXPORT_POLL_FAILURE_LIMIT failures is walked in full by tests/model/pdf-export.model.test.ts.
 */
const shownState = (s: Snapshot) => serializeSnapshot({ ...s, context: { ...s.context, pollFailures: 0 } } as AnyMachineSnapshot);

/** Every event the snapshot handles: with the server's answers where it waits on one, bare otherwise. */
const eventsOf = handledEvents<Snapshot>(() => ANSWERS);

const stepKey = (step: Path['steps'][number]) => `${step.event.type}|${serializeSnapshot(step.state as AnyMachineSnapshot)}`;
const eventName = (type: string) => (type.startsWith('xstate.after.') ? 'xstate.after.pollInterval' : type);
/** `pollExport → Running 50%`, `startExport ✗`, `after 5000 ms`, `export.download`. */
function stepLabel(event: EventObject): string {
  if (event.type.startsWith('xstate.after.')) return `after ${EXPORT_POLL_INTERVAL_MS} ms`;
  const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!answer) return event.type;
  if (answer[1] === 'error') {
    const { error } = event as EventObject & { error?: ApiError };
    return `${answer[2]} ✗${error?.status ? ` ${error.status}` : ''}`;
  }
  const { output } = event as EventObject & { output: unknown };
  return typeof output === 'string' ? `${answer[2]} → url` : `${answer[2]} → ${(output as ReportExportItem).status} ${(output as ReportExportItem).percentComplete}%`;
}
const edgeKey = (from: Snapshot, type: string, to: Snapshot) => `${JSON.stringify(from.value)} --${eventName(type)}--> ${JSON.stringify(to.value)}`;

/**
 * The shortest path to every state, then every edge out of each state once; paths that are the
 * start of a longer one are left out (the longer one asserts every state on the way).
 */
function pathsFor(input: ExportInput): { paths: Path[]; edges: Set<string> } {
  const { paths: all, adjacency } = edgePaths(modelMachine, { input, events: eventsOf, serializeState: shownState });
  const edges = new Set(edgesOf(adjacency).map((e) => edgeKey(e.from, e.event.type, e.to)));
  const unique = [...new Map(all.map((p) => [p.steps.map(stepKey).join('\n'), p])).entries()];
  const paths = unique.filter(([key]) => !unique.some(([other]) => other.startsWith(`${key}\n`))).map(([, p]) => p);
  return { paths, edges };
}

// ---- the UI ----------------------------------------------------------------------------------

interface World {
  page: Page;
  exports: ExportControl;
  /** The windows the app opened. */
  opened: Page[];
}

const notice = (page: Page, title: string) => page.getByRole(title === 'Export to PDF failed' ? 'alert' : 'status', { name: title, exact: true });
const anyExportNotice = (page: Page) => page.getByRole('status', { name: /^(Exporting to PDF|Export to PDF ready|Downloading PDF)$/ }).or(notice(page, 'Export to PDF failed'));
const storedList = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('reports') ?? '[]') as LocalReportExport[]);

async function perform(world: World, index: number, name: string, event: EventObject): Promise<void> {
  const { page, exports } = world;
  if (index === 0) {
    // A restored export resumed when the page loaded; a new one starts from the report's button.
    if (name === 'new') await page.getByRole('button', { name: 'Export to PDF' }).click();
    return;
  }
  if (event.type.startsWith('xstate.after.')) return page.clock.fastForward(EXPORT_POLL_INTERVAL_MS);
  if (event.type === 'export.download') return notice(page, 'Export to PDF ready').getByRole('button', { name: 'Download' }).click();
  return exports.settle(event);
}

async function expectProgress(page: Page, percent: number): Promise<void> {
  const shown = notice(page, 'Exporting to PDF');
  await expect(shown).toContainText(`Exporting '${REPORT}'… ${percent}%`);
  await expect(shown.getByRole('progressbar')).toHaveJSProperty('value', percent);
  await expect(shown.getByRole('button', { name: 'Close' })).toBeVisible();
}

/** Spec §2.7: export notices have no auto-close; past the toasts' 5000 ms it is still there. */
async function expectStays(page: Page, title: string): Promise<void> {
  await page.clock.fastForward(PAST_TOAST_CLOSE_MS);
  await expect(notice(page, title)).toBeVisible();
}

const assertions = {
  resuming: transientState,
  checking: transientState,
  starting: async ({ page, exports }) => {
    await expectProgress(page, 0);
    await expect.poll(() => exports.pending('startExport').length).toBe(1);
    // Stored only once the server has named the export.
    expect(await storedList(page)).toEqual([]);
  },
  'polling.waiting': async ({ page, exports }, s) => {
    expect(exports.pending('pollExport')).toHaveLength(0);
    await expectProgress(page, s.context.item!.percentComplete);
    await expect.poll(() => storedList(page)).toEqual([{ ...s.context.item, reportType: 'Full' }]);
  },
  'polling.asking': async ({ page, exports }, s) => {
    await expect.poll(() => exports.pending('pollExport').length, { message: 'the poll after 5000 ms' }).toBe(1);
    expect(new URL(exports.pending('pollExport')[0]!.url()).searchParams.get('exportId')).toBe(s.context.item!.id);
    await expectProgress(page, s.context.item!.percentComplete);
  },
  ready: async ({ page }, s) => {
    const shown = notice(page, 'Export to PDF ready');
    await expect(shown).toContainText(`'${REPORT}' is ready to download.`);
    await expect(shown.getByRole('button')).toHaveText(['Download', 'Close']);
    await expect.poll(() => storedList(page)).toEqual([{ ...s.context.item, reportType: 'Full' }]);
    await expectStays(page, 'Export to PDF ready');
  },
  downloading: async ({ page, exports }, s) => {
    const shown = notice(page, 'Downloading PDF');
    await expect(shown).toContainText(`Downloading '${REPORT}'…`);
    await expect(shown.getByRole('button')).toHaveCount(0);
    await expect.poll(() => exports.pending('fetchExportedFile').length).toBe(1);
    const query = new URL(exports.pending('fetchExportedFile')[0]!.url()).searchParams;
    expect([query.get('id'), query.get('status')]).toEqual([s.context.item!.id, 'Succeeded']);
  },
  done: async ({ page, opened }) => {
    // Spec §4: the file opens in a new window and the entry is removed after download.
    await expect.poll(() => opened.map((p) => p.url())).toEqual([expect.stringMatching(new RegExp(`${FILE_URL}$`))]);
    await expect(anyExportNotice(page)).toHaveCount(0);
    await expect.poll(() => storedList(page)).toEqual([]);
  },
  failed: async ({ page }, s) => {
    // Spec §8, word for word.
    const shown = notice(page, 'Export to PDF failed');
    await expect(shown).toContainText(`Something went wrong exporting '${REPORT}'.`);
    await expect(shown.getByRole('button')).toHaveText(['Close']);
    await expect(shown.getByRole('progressbar')).toHaveCount(0);
    const expected = s.context.item ? [{ ...s.context.item, reportType: 'Full' }] : [];
    await expect.poll(() => storedList(page)).toEqual(expected);
    await expectStays(page, 'Export to PDF failed');
  },
} satisfies StateTable<ExportMachine, (world: World, snapshot: Snapshot) => Promise<void>>;

async function openReport(page: Page, restored: LocalReportExport | null): Promise<World> {
  await signIn(page, USER);
  if (restored) {
    // As a reload finds it: the export list under `reports` (spec §9), put there once per tab.
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('e2e:reports-injected')) return;
      localStorage.setItem('reports', value);
      sessionStorage.setItem('e2e:reports-injected', '1');
    }, JSON.stringify([restored]));
  }
  const exports = await controlExports(page);
  const opened: Page[] = [];
  page.context().on('page', (popup) => void opened.push(popup));
  await page.context().route(`**${FILE_URL}`, (route) => route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }));
  // Timers flow as usual; a model's `after` step moves the clock on by the poll interval. A restored
  // export's first poll is 5000 ms after start-up: its first assertion comes well before that.
  await page.clock.install();
  await page.goto(demoUser(USER).landing);
  return { page, exports, opened };
}

const reachedStates = new Set<string>();
const takenEdges = new Set<string>();
const definedEdges = new Set<string>();
let pathCount = 0;

test.describe('pdf-export model drives the notices', () => {
  test.describe.configure({ mode: 'serial' });

  for (const { name, input } of INPUTS) {
    const { paths, edges } = pathsFor(input);
    for (const e of edges) definedEdges.add(e);
    pathCount += paths.length;
    for (const path of paths) {
      const title = `${name}: ${path.steps.slice(1).map((s) => stepLabel(s.event)).join(' → ') || '(at rest)'}`;
      test(title, async ({ page }) => {
        const world = await openReport(page, input.item);
        let previous: Snapshot | null = null;
        for (const [index, step] of path.steps.entries()) {
          await perform(world, index, name, step.event);
          const snapshot = step.state as Snapshot;
          for (const id of leafIds<StateId>(snapshot.value)) {
            await assertions[id](world, snapshot);
            reachedStates.add(id);
          }
          if (previous) takenEdges.add(edgeKey(previous, step.event.type, snapshot));
          previous = snapshot;
        }
      });
    }
  }

  test('every state at rest and every transition of the model was shown', () => {
    const atRest = Object.keys(assertions).filter((id) => !['resuming', 'checking'].includes(id));
    const untaken = [...definedEdges].filter((e) => !takenEdges.has(e));
    console.log(
      [
        `[model] pdf-export (notices UI): ${pathCount} paths replayed; states ${reachedStates.size}/${atRest.length}, ` +
          `transitions ${definedEdges.size - untaken.length}/${definedEdges.size}`,
        ...untaken.map((e) => `  transition not taken: ${e}`),
      ].join('\n'),
    );
    expect([...reachedStates].sort()).toEqual(atRest.sort());
    expect(untaken).toEqual([]);
  });
});
