import type { Kpi } from '../../domain/report-data';
import { fmtKpi } from '../../domain/report-format';
import styles from './Reports.module.css';

export function KpiTiles({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <ul className={styles.tiles} aria-label="Key figures">
      {kpis.map((k) => (
        <li key={k.key} className={styles.tile} data-kpi={k.key}>
          <span className={styles.muted}>{k.label}</span>
          <span className={styles.tileValue}>{fmtKpi(k)}</span>
        </li>
      ))}
    </ul>
  );
}
