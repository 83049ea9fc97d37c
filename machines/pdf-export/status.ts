import type { ReportExportItem } from '../../src/domain/reports';
import type { ExportPhase } from './types';

/** The statuses that keep an export polling (spec §4: polling stops once neither). */
export const inProgress = (item: Pick<ReportExportItem, 'status'> | null): boolean =>
  item?.status === 'NotStarted' || item?.status === 'Running';

/** Where an export the server has answered for stands: polling, ready to download, or failed. */
export const phaseOfStatus = (item: Pick<ReportExportItem, 'status'>): ExportPhase =>
  inProgress(item) ? 'polling' : item.status === 'Succeeded' ? 'ready' : 'failed';
