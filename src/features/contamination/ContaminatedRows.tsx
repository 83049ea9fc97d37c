// One page of the flagged collections: when, which service and customer, stream, net kg, level
// and the cleaner's note; newest first, with previous/next.
import { Button } from '../../components/Button';
import { useZoneOf } from '../../data/building-zones';
import { formatDateTimeIn } from '../../domain/building-time';
import type { ContaminatedCollectionRow } from '../../domain/contaminated-collections';
import { fmtKg } from '../../domain/report-format';
import { contaminationLevelLabel } from '../../domain/report-labels';
import styles from './Contamination.module.css';
import layout from '../../components/layout/Page.module.css';

export function ContaminatedRows({ rows, total, skip, take, onPage }: { rows: readonly ContaminatedCollectionRow[]; total: number; skip: number; take: number; onPage(skip: number): void }) {
  // The report is of the session's building: its clock (rows carry no building of their own).
  const zone = useZoneOf()(null);
  return (
    <section className={styles.panel} aria-labelledby="contaminated-rows">
      <h2 id="contaminated-rows">Contaminated collections</h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>No contaminated collections match these filters.</p>
      ) : (
        <table className={styles.table} aria-labelledby="contaminated-rows">
          <thead>
            <tr>
              <th>Collected</th>
              <th>Service</th>
              <th>Customer</th>
              <th>Stream</th>
              <th className={layout.num}>Net kg</th>
              <th>Level</th>
              <th>Note</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-collection-id={r.id}>
                <td>{formatDateTimeIn(r.collectedAt, zone)}</td>
                <td>{r.serviceName}</td>
                <td>{r.customerName ?? '–'}</td>
                <td>{r.wasteStreamName}</td>
                <td className={layout.num}>{fmtKg(r.netKg)}</td>
                <td>{r.contaminationLevel ? contaminationLevelLabel(r.contaminationLevel) : '–'}</td>
                <td>{r.contaminationNote ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > take && (
        <div className={styles.pager}>
          <Button size="sm" disabled={skip === 0} onClick={() => onPage(Math.max(0, skip - take))}>
            Previous
          </Button>
          <span className={styles.muted}>
            {skip + 1}–{Math.min(skip + take, total)} of {total}
          </span>
          <Button size="sm" disabled={skip + take >= total} onClick={() => onPage(skip + take)}>
            Next
          </Button>
        </div>
      )}
    </section>
  );
}
