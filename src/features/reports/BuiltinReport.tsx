// A built-in report: filters, KPI tiles and the blocks of its edition, drawn from the Data endpoint.
import { useState } from 'react';
import { defaultReportPeriod, type BuiltinEmbedResource, type ReportFilters } from '../../domain/report-data';
import type { ReportType } from '../../domain/reports';
import { useReportData } from '../../data/reports';
import { ReportBlocks } from './Blocks';
import { REPORT_BLOCKS } from './chart-data';
import { ExportButton } from './ExportButton';
import { KpiTiles } from './KpiTiles';
import { ReportFilterBar } from './ReportFilterBar';
import styles from './Reports.module.css';
import layout from '../../components/layout/Page.module.css';

export function BuiltinReport({ reportType, resource }: { reportType: ReportType; resource: BuiltinEmbedResource }) {
  const [filters, setFilters] = useState<ReportFilters>(() => defaultReportPeriod(new Date()));
  const query = useReportData(reportType, filters);
  const data = query.data;
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
          <ReportBlocks blocks={REPORT_BLOCKS[reportType]} data={data} />
        </>
      )}
    </div>
  );
}
