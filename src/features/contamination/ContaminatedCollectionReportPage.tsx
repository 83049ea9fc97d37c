// /contaminatedCollectionReport (spec §2.3; View on ContaminatedCollectionReport): the session's
// collections flagged contaminated, filtered by period, stream and level, with the contaminated
// collections % overall, by stream and by customer (data-model §3 metric 8).
import { useState } from 'react';
import { FilterBar, PeriodFields } from '../../components/filters/FilterBar';
import { useContaminatedCollections } from '../../data/contaminated-collections';
import { useZoneOf } from '../../data/building-zones';
import { useLookupOptions } from '../../data/lookups';
import { FLAGGED_LEVELS, type ContaminatedCollectionsQuery } from '../../domain/contaminated-collections';
import { defaultReportPeriod } from '../../domain/report-data';
import { fmtNum, fmtPct } from '../../domain/report-format';
import { contaminationLevelLabel } from '../../domain/report-labels';
import { ContaminatedRows } from './ContaminatedRows';
import { ShareTable } from './ShareTable';
import layout from '../../components/layout/Page.module.css';
import styles from './Contamination.module.css';

const PAGE_SIZE = 25;

type Filters = Pick<ContaminatedCollectionsQuery, 'from' | 'to' | 'wasteStreamIds' | 'contaminationLevel'>;

function ContaminationFilters({ filters, onChange }: { filters: Filters; onChange(filters: Filters): void }) {
  const streams = useLookupOptions('wasteStreams', 'name');
  return (
    <FilterBar>
      <PeriodFields value={filters} onChange={onChange} />
      <label>
        Stream
        <select value={filters.wasteStreamIds?.[0] ?? ''} onChange={(e) => onChange({ ...filters, wasteStreamIds: e.target.value ? [Number(e.target.value)] : undefined })}>
          <option value="">All streams</option>
          {(streams.data ?? []).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Contamination level
        <select
          value={filters.contaminationLevel ?? ''}
          onChange={(e) => onChange({ ...filters, contaminationLevel: (e.target.value || null) as Filters['contaminationLevel'] })}
        >
          <option value="">All levels</option>
          {FLAGGED_LEVELS.map((level) => (
            <option key={level} value={level}>
              {contaminationLevelLabel(level)}
            </option>
          ))}
        </select>
      </label>
    </FilterBar>
  );
}

function Report() {
  const zone = useZoneOf()(null);
  const [filters, setFilters] = useState<Filters>(() => defaultReportPeriod(new Date(), zone));
  const [skip, setSkip] = useState(0);
  const report = useContaminatedCollections({ ...filters, skip, take: PAGE_SIZE });
  const data = report.data;
  return (
    <>
      <ContaminationFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setSkip(0);
        }}
      />
      {report.isPending ? (
        <p role="status" className={styles.muted}>
          Loading the report…
        </p>
      ) : report.isError || !data ? (
        <p role="alert">The report could not be loaded.</p>
      ) : (
        <>
          <ul className={styles.tiles} aria-label="Key figures">
            <li className={layout.tile} data-kpi="contaminatedPct">
              <span className={styles.muted}>Contaminated collections</span>
              <span className={layout.figure}>{fmtPct(data.summary.pct)}</span>
            </li>
            <li className={layout.tile} data-kpi="flagged">
              <span className={styles.muted}>Flagged collections</span>
              <span className={layout.figure}>{fmtNum(data.summary.flagged)}</span>
            </li>
            <li className={layout.tile} data-kpi="total">
              <span className={styles.muted}>All collections</span>
              <span className={layout.figure}>{fmtNum(data.summary.total)}</span>
            </li>
          </ul>
          <div className={layout.columns}>
            <ShareTable title="By stream" groupLabel="Stream" shares={data.summary.byStream} />
            <ShareTable title="By customer" groupLabel="Customer" shares={data.summary.byCustomer} />
          </div>
          <ContaminatedRows rows={data.rows} total={data.total} skip={skip} take={PAGE_SIZE} onPage={setSkip} />
        </>
      )}
    </>
  );
}

export default function ContaminatedCollectionReportPage() {
  return (
    <div className={layout.stack}>
      <h1>Contaminated collection report</h1>
      <Report />
    </div>
  );
}
