// An embedded report page (spec §2.3 /reports/*): asks the server how the report is served and
// shows either the Power BI embed (a chunk of its own) or the built-in report.
import { lazy, Suspense, useCallback } from 'react';
import type { PowerBiEmbedResource } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import { useEmbedResource } from '../../data/reports';
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
