// Contaminated collections % of each stream or customer: flagged, all collections, and the share.
import type { ContaminationShare } from '../../domain/contaminated-collections';
import { fmtNum, fmtPct } from '../../domain/report-format';
import styles from './Contamination.module.css';
import layout from '../../components/layout/Page.module.css';

export function ShareTable({ title, groupLabel, shares }: { title: string; groupLabel: string; shares: readonly ContaminationShare[] }) {
  const id = `share-${groupLabel.toLowerCase()}`;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {shares.length === 0 ? (
        <p className={styles.muted}>No collections in this period.</p>
      ) : (
        <table className={styles.table} aria-labelledby={id}>
          <thead>
            <tr>
              <th>{groupLabel}</th>
              <th className={layout.num}>Contaminated</th>
              <th className={layout.num}>Collections</th>
              <th className={layout.num}>%</th>
            </tr>
          </thead>
          <tbody>
            {shares.map((s) => (
              <tr key={String(s.id)}>
                <td>{s.name}</td>
                <td className={layout.num}>{fmtNum(s.flagged)}</td>
                <td className={layout.num}>{fmtNum(s.total)}</td>
                <td className={layout.num}>{fmtPct(s.pct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
