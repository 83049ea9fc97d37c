// Which edition each report set belongs to (spec §1: "The edition flags returned at sign-in decide
// which report sets a user can reach"). The route guards, the side menu and the server's report
// endpoints all read this table, so a report outside the session's editions is neither listed,
// nor opened, nor answered.
import type { AppVersion } from './enums';
import type { ReportType } from './reports';

/** null: the report belongs to no edition (the portfolio reports follow the role alone). */
export const REPORT_EDITION: Record<ReportType, AppVersion | null> = {
  Full: 'Full',
  Lite: 'Lite',
  Supplier: 'Supplier',
  Furniture: 'Furniture',
  Audits: 'Audits',
  Portfolio: null,
  TenantPortfolio: null,
};

/** Whether a session holding `appVersions` may reach something of `edition` (none: always). */
export function editionAllows(edition: AppVersion | null | undefined, appVersions: readonly AppVersion[]): boolean {
  return edition === null || edition === undefined || appVersions.includes(edition);
}
