// The reports actor (PDF export): the machine with its list persisted under `reports` (spec §9) and
// each export's ports calling the report endpoints of spec §7 through the one client.
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import {
  exportMachine,
  REPORTS_STORAGE_KEY,
  reportsMachine,
  type FetchExportedFileInput,
  type PollExportInput,
  type StartExportInput,
} from '../../machines/pdf-export';
import type { ApiClient } from '../api/client';
import { isReportType, type LocalReportExport, type ReportExportItem } from '../domain/reports';
import { getExportedFile, pollExport, startExport } from '../api/reports';
import { readJson, writeJson, type KeyValueStorage } from './storage';
import { isTransientFailure } from './transient-failure';

function isStoredExport(value: unknown): value is LocalReportExport {
  if (typeof value !== 'object' || value === null) return false;
  const { id, reportType, status } = value as Partial<LocalReportExport>;
  return typeof id === 'string' && typeof reportType === 'string' && isReportType(reportType) && typeof status === 'string';
}

export function readStoredExports(storage: KeyValueStorage | null): LocalReportExport[] {
  const value = storage ? readJson(storage, REPORTS_STORAGE_KEY) : null;
  return Array.isArray(value) ? value.filter(isStoredExport) : [];
}

export interface ReportsActorOptions {
  client: ApiClient;
  storage: KeyValueStorage | null;
  /** Spec §4: the exported file opens in a new window. */
  openWindow(url: string): void;
  inspect?: (event: InspectionEvent) => void;
}

export function createReportsActor({ client, storage, openWindow, inspect }: ReportsActorOptions) {
  const exportWithPorts = exportMachine.provide({
    actors: {
      startExport: fromPromise<ReportExportItem, StartExportInput>(({ input }) => startExport(client, input)),
      pollExport: fromPromise<ReportExportItem, PollExportInput>(({ input }) => pollExport(client, input)),
      fetchExportedFile: fromPromise<string, FetchExportedFileInput>(({ input }) => getExportedFile(client, input)),
    },
    actions: { openWindow: (_, params) => openWindow(params.url) },
    guards: { isTransientFailure: (_, params) => isTransientFailure(params.error) },
  });
  return createActor(
    reportsMachine.provide({
      actors: { exportMachine: exportWithPorts },
      actions: {
        persistReports: (_, params) => {
          if (storage) writeJson(storage, REPORTS_STORAGE_KEY, params.exports);
        },
      },
    }),
    { input: { stored: readStoredExports(storage) }, inspect },
  );
}

export type ReportsActor = ReturnType<typeof createReportsActor>;
