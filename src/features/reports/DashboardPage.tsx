// The dashboards (spec §2.3 /dashboard*): KPI tiles and the first charts of the report they
// summarise, over the last twelve months, with a link to the full report.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { defaultReportPeriod } from '../../domain/report-data';
import { useZoneOf } from '../../data/building-zones';
import { useReportData } from '../../data/reports';
import { ReportBlocks } from './Blocks';
import { DASHBOARD_REPORT, dashboardBlocks, type DashboardVariant } from './chart-data';
import { KpiTiles } from './KpiTiles';
import styles from './Reports.module.css';
import layout from '../../components/layout/Page.module.css';

const TITLES: Record<DashboardVariant, string> = {
  full: 'Dashboard',
  collections: 'Dashboard',
  furniture: 'Furniture dashboard',
  lite: 'Count dashboard',
  portfolio: 'Portfolio dashboard',
  supplier: 'Supplier waste dashboard',
};

const REPORT_PATH: Record<DashboardVariant, string> = {
  full: '/reports/adv-report',
  collections: '/reports/adv-report',
  furniture: '/reports/ft-report',
  lite: '/reports/lite-report',
  portfolio: '/reports/portfolio-report',
  supplier: '/reports/swr-report',
};

export default function DashboardPage({ variant }: { variant: DashboardVariant }) {
  const zone = useZoneOf()(null);
  const [filters] = useState(() => defaultReportPeriod(new Date(), zone));
  const query = useReportData(DASHBOARD_REPORT[variant], filters);
  return (
    <div className={layout.stack}>
      <header className={styles.header}>
        <h1 className={styles.title}>{TITLES[variant]}</h1>
        <span className={layout.muted}>
          {filters.from} to {filters.to} · <Link to={REPORT_PATH[variant]}>Open the report</Link>
        </span>
      </header>
      {query.isError && <p className={layout.error}>The dashboard could not be loaded.</p>}
      {query.isPending && <p className={layout.muted}>Loading figures…</p>}
      {query.data && (
        <>
          <KpiTiles kpis={query.data.kpis} />
          <ReportBlocks blocks={dashboardBlocks(variant)} data={query.data} />
        </>
      )}
    </div>
  );
}
