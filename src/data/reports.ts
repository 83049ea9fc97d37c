// Report queries: the embed resource of a variant and the built-in report's figures. Keys carry
// the session's building and role, so a switch never shows another building's report.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getEmbedResource, getReportData } from '../api/reports';
import type { ReportFilters } from '../domain/report-data';
import type { ReportType } from '../domain/reports';
import { useApiClient } from './api-context';
import { signalOf } from './entity-queries';
import { scopeOf, useEntitySession, type SessionScope } from './entity-session';

/** A Power BI embed token is renewed this long before it expires. */
export const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;

export const reportKeys = {
  all: ['Reports'] as const,
  embed: (scope: SessionScope, type: ReportType) => [...reportKeys.all, scope, 'embed', type] as const,
  data: (scope: SessionScope, type: ReportType, filters: ReportFilters) => [...reportKeys.all, scope, 'data', type, filters] as const,
};

export function embedResourceQuery(client: ApiClient, scope: SessionScope, type: ReportType) {
  return queryOptions({
    queryKey: reportKeys.embed(scope, type),
    queryFn: (context) => getEmbedResource(client, type, signalOf(context)),
    // A Power BI answer carries a token that expires; the page refetches it before then.
    staleTime: 60_000,
  });
}

export function reportDataQuery(client: ApiClient, scope: SessionScope, type: ReportType, filters: ReportFilters) {
  return queryOptions({
    queryKey: reportKeys.data(scope, type, filters),
    queryFn: (context) => getReportData(client, type, filters, false, signalOf(context)),
    staleTime: 60_000,
    // Changing a filter keeps the charts on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}

export function useEmbedResource(type: ReportType) {
  return useQuery(embedResourceQuery(useApiClient(), scopeOf(useEntitySession()), type));
}

export function useReportData(type: ReportType, filters: ReportFilters, enabled = true) {
  return useQuery({ ...reportDataQuery(useApiClient(), scopeOf(useEntitySession()), type, filters), enabled });
}
