// A built-in report: filters (kept in the address), KPI tiles and the blocks of its edition, drawn
// from the Data endpoint.
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BuiltinEmbedResource, ReportFilters } from '../../domain/report-data';
import { filtersFromSearch, searchWithFilters, withChange } from '../../domain/report-url';
import type { ReportType } from '../../domain/reports';
import { useZoneOf } from '../../data/building-zones';
import { useReportData } from '../../data/reports';
import { ReportBlocks } from './Blocks';
import { REPORT_BLOCKS } from './chart-data';
import { ExportButton } from './ExportButton';
import { KpiTiles } from './KpiTiles';
import { ReportFilterBar } from './ReportFilterBar';
import styles from './Reports.module.css';
import layout from '../../components/layout/Page.module.css';

export function BuiltinReport({ reportType, resource }: { reportType: ReportType; resource: BuiltinEmbedResource }) {
  // The address holds the filters (reload, Back, a shared link); a change replaces the entry so
  // that Back leaves the report rather than stepping through every date typed.
  const [search, setSearch] = useSearchParams();
  const zone = useZoneOf()(null);
  const filters = useMemo(() => filtersFromSearch(search, new Date(), zone), [search, zone]);
  // Filters asked for but not yet in the address: the router's updater sees the address of the
  // last render, so a second change in the same render (a date typed, then a stream picked) would
  // otherwise start from before the first and drop it.
  const pending = useRef<ReportFilters | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [search]);
  const setFilters = (next: ReportFilters) => {
    const merged = withChange(pending.current ?? filters, filters, next);
    pending.current = merged;
    setSearch((current) => searchWithFilters(current, merged), { replace: true });
  };
  const query = useReportData(reportType, filters);
  const data = query.data;
  // The charts render from a deferred copy: the KPI tiles are painted in the frame the figures
  // arrive, the charts in the renders after it.
  const charted = useDeferredValue(data);
  return (
    <div className={layout.stack} data-report-mode="builtin">
      <header className={styles.header}>
        <h1 className={styles.title}>{resource.reportName}</h1>
        <ExportButton reportType={reportType} reportName={resource.reportName} filters={filters} />
      </header>
      <ReportFilterBar filters={filters} buildings={data?.buildings ?? []} streams={data?.streams ?? []} onChange={setFilters} />
      {query.isError && <p className={layout.error}>The report could not be loaded.</p>}
      {query.isPending && <p className={layout.muted}>Loading figures…</p>}
      {data && (
        <>
          <KpiTiles kpis={data.kpis} />
          {charted && <ReportBlocks blocks={REPORT_BLOCKS[reportType]} data={charted} />}
        </>
      )}
    </div>
  );
}
