// /systemDashboard (spec §2.3, §2.5: the administrator's landing): tiles with counts per area,
// recent activity, and the buildings to open.
import { Link } from 'react-router-dom';
import { BuildingLauncher } from '../../components/buildings/BuildingLauncher';
import { Button } from '../../components/index';
import { useSystemDashboard } from '../../data/system-dashboard';
import { RecentActivity } from './RecentActivity';
import { formatFigure, TILES } from './tiles';
import styles from './SystemDashboard.module.css';
import layout from '../../components/layout/Page.module.css';

export default function SystemDashboardPage() {
  const query = useSystemDashboard();
  const { refetch: retry } = query;

  return (
    <div className={styles.page}>
      <h1>System dashboard</h1>
      {query.isPending ? (
        <p role="status" className={layout.muted}>
          Loading the dashboard…
        </p>
      ) : query.isError ? (
        <div role="alert" className={layout.error}>
          <p>The dashboard could not be loaded.</p>
          <Button size="sm" onClick={() => void retry()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="dashboard-figures">
            <h2 id="dashboard-figures" className="visually-hidden">
              Figures
            </h2>
            <ul className={layout.tiles}>
              {TILES.map((tile) => {
                const body = (
                  <>
                    <span className={styles.figure}>{formatFigure(query.data.tiles[tile.key], tile.unit)}</span>
                    <span className={styles.tileLabel}>{tile.label}</span>
                  </>
                );
                return (
                  <li key={tile.key} className={styles.tile} data-tile={tile.key}>
                    {tile.path ? (
                      <Link to={tile.path} className={styles.tileLink}>
                        {body}
                      </Link>
                    ) : (
                      <div className={styles.tileLink}>{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="dashboard-activity" className={styles.panel}>
            <h2 id="dashboard-activity">Recent activity</h2>
            <RecentActivity rows={query.data.recentActivity} />
          </section>
        </>
      )}
      <section aria-labelledby="dashboard-buildings" className={styles.panel}>
        <h2 id="dashboard-buildings">Buildings</h2>
        <BuildingLauncher />
      </section>
    </div>
  );
}
