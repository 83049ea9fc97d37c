// The report export endpoints of spec §7 (Post, Poll, Get…ExportedFile) held in the test's hand:
// every call the page makes waits until a model step says how the server answers it, so each
// state of the export machine can be seen in the UI at rest. Answers are what the reference
// server would send (a ReportExportItem, `{ url }`, or an error body); reports.spec.ts runs the
// same lifecycle against the real server's background job.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';

/** The export machine's ports, as its invoke ids name them. */
export type ExportPort = 'startExport' | 'pollExport' | 'fetchExportedFile';

const ENDPOINTS: Record<ExportPort, string> = {
  startExport: '**/api/PowerBI/PostReport*PdfExport',
  pollExport: '**/api/PowerBI/PollReport*Export?*',
  fetchExportedFile: '**/api/PowerBI/Get*ExportedFile?*',
};

export interface ExportControl {
  /** Calls of a port that reached the "server" and have not been answered yet. */
  pending(port: ExportPort): Request[];
  /** Answers the oldest waiting call of the port an `xstate.done/error.actor.<port>` event names. */
  settle(event: EventObject): Promise<void>;
}

export async function controlExports(page: Page): Promise<ExportControl> {
  const waiting = new Map<ExportPort, Route[]>(Object.keys(ENDPOINTS).map((p) => [p as ExportPort, []]));
  for (const [port, glob] of Object.entries(ENDPOINTS) as Array<[ExportPort, string]>) {
    await page.route(glob, (route) => void waiting.get(port)!.push(route));
  }
  const pending = (port: ExportPort) => waiting.get(port)!.map((r) => r.request());

  return {
    pending,
    async settle(event) {
      const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
      if (!match) throw new Error(`${event.type} is not a port's answer`);
      const port = match[2] as ExportPort;
      // The call may still be on its way (a timer just fired, a click just landed).
      await expect.poll(() => pending(port).length, { message: `a ${port} call reaches the server` }).toBeGreaterThan(0);
      const route = waiting.get(port)!.shift()!;
      if (match[1] === 'error') {
        // The status the step's error names (a 503 that passes, a 404 that does not), else 500.
        const status = (event as EventObject & { error?: { status?: unknown } }).error?.status;
        await route.fulfill({ status: typeof status === 'number' ? status : 500, json: { message: `E2E: the server failed ${port}` } });
        return;
      }
      const { output } = event as EventObject & { output: unknown };
      // GetExportedFile answers the file's address; the others the export item itself.
      await route.fulfill({ json: port === 'fetchExportedFile' ? { url: output } : output });
    },
  };
}
