// The server's half of the edition rule (src/domain/report-editions.ts): a report set outside the
// session's editions answers 403 — embed resource, figures and exports alike. The editions are
// the ones sign-in announced for the same scope (editionsOf), so the menu, the route guard and
// the API agree. An administrator may change a building's flags at any time: the per-process cache
// (auth/edition-cache.ts) drops a building's entry when the database announces the change.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppVersion } from '../../domain/enums';
import { REPORT_EDITION } from '../../domain/report-editions';
import type { ReportType } from '../../domain/reports';
import type { Editions } from '../auth/token-response';
import { HttpError } from '../errors';

const FLAG: Record<AppVersion, keyof Editions> = {
  Full: 'appFull',
  Lite: 'appLite',
  Supplier: 'appSupplier',
  Furniture: 'appFurniture',
  Audits: 'appAudits',
};

/** Pre-handler (after the permission check): the session's buildings must hold the report's edition. */
export function requireEdition(type: ReportType, reportName: string): preHandlerAsyncHookHandler {
  const edition = REPORT_EDITION[type];
  return async (request) => {
    if (edition === null || request.session.scope === 'all') return;
    const editions = await request.server.editions.of(request.session.scope);
    if (!editions[FLAG[edition]]) throw new HttpError(403, `The ${reportName.toLowerCase()} is not part of your building's edition.`);
  };
}
