// The report screens' first requests (the embed resource and the built-in report's figures) from
// the route's loader, before the signed-in layout has loaded: the landing report is what a user
// sees first after signing in. They are the report's own queries (same keys and filters as
// ReportPage), prefetched into the app's one React Query client: the screen finds them there, a
// request in flight is not sent twice, and a sign-out's reset drops them with the rest.
import { createQueryClient } from '../../data/query-client';
import { embedResourceQuery, reportDataQuery } from '../../data/reports';
import { hasPermission } from '../../domain/permissions';
import { editionAllows } from '../../domain/report-editions';
import { filtersFromSearch } from '../../domain/report-url';
import type { ReportType } from '../../domain/reports';
import type { RouteMatch } from '../../domain/routes';
import { earlyContext } from './early-context';

export function startReportRequests({ route }: RouteMatch, search: string): void {
  const context = earlyContext();
  const auth = context?.auth();
  if (!context || !auth || auth.forceChangePassword || route.module !== 'reports/ReportPage' || !route.guard) return;
  // A screen the session may not open asks for nothing (the guard shows why).
  if (!hasPermission(auth.permissions, route.guard.area, route.guard.qualifier)) return;
  if (!editionAllows(route.guard.edition, auth.appVersions)) return;
  const reportType = route.props?.reportType as ReportType;
  const scope = { tenantId: auth.userToken.tenantId, roleId: auth.roleId };
  const filters = filtersFromSearch(new URLSearchParams(search), new Date());
  const { client } = context;
  const queryClient = context.queryClients.obtain(createQueryClient);
  void queryClient.prefetchQuery(embedResourceQuery(client, scope, reportType));
  void queryClient.prefetchQuery(reportDataQuery(client, scope, reportType, filters));
}
