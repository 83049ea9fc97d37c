import type { Kpi } from '../../domain/report-data';
import { fmtKpi } from '../../domain/report-format';
import layout from '../../components/layout/Page.module.css';

export function KpiTiles({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <ul className={layout.tiles} aria-label="Key figures">
      {kpis.map((k) => (
        <li key={k.key} className={layout.tile} data-kpi={k.key}>
          <span className={layout.muted}>{k.label}</span>
          <span className={layout.figure}>{fmtKpi(k)}</span>
        </li>
      ))}
    </ul>
  );
}
