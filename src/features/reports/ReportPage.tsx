// An embedded report page (spec §2.3 /reports/*): asks the server how the report is served and
// shows either the Power BI embed (a chunk of its own) or the built-in report.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PowerBiEmbedResource } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import { filtersFromSearch } from '../../domain/report-url';
import { useEmbedResource, useReportData } from '../../data/reports';
import { BuiltinReport } from './BuiltinReport';
import { PortfolioBuildings } from './PortfolioBuildings';
import layout from '../../components/layout/Page.module.css';

const PowerBiReport = lazy(() => import('./PowerBiReport'));

export default function ReportPage({ reportType }: { reportType: ReportType }) {
  return (
    <div className={layout.stack}>
      <PortfolioBuildings reportType={reportType} />
      <EmbeddedReport reportType={reportType} />
    </div>
  );
}

function EmbeddedReport({ reportType }: { reportType: ReportType }) {
  const embed = useEmbedResource(reportType);
  // The built-in report's figures are asked for with the embed resource, not after it (#12: the
  // landing's data left only once the embed answer was in): same filters and query key as
  // BuiltinReport, which then finds them in flight or cached. Not once Power BI is known to serve it.
  const [search] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search, new Date()), [search]);
  useReportData(reportType, filters, embed.data?.mode !== 'powerbi');
  // React Query's refetch, named apart from fetch: the only fetch calls are the API seam's.
  const { refetch: reload } = embed;
  const renew = useCallback(async () => {
    const { data } = await reload();
    return data?.mode === 'powerbi' ? (data as PowerBiEmbedResource) : undefined;
  }, [reload]);

  if (embed.isPending) return <p className={layout.muted}>Loading report…</p>;
  if (embed.isError) return <p className={layout.error}>The report could not be loaded.</p>;
  const resource = embed.data;
  if (resource.mode === 'builtin') return <BuiltinReport key={reportType} reportType={reportType} resource={resource} />;
  return (
    <Suspense fallback={<p className={layout.muted}>Loading report…</p>}>
      <PowerBiReport key={resource.reportId} reportType={reportType} resource={resource} renew={renew} />
    </Suspense>
  );
}
