// The latest created or modified records across the main tables, with who changed them and when
// (on the clock of the record's building, dd/mm/yyyy, as every time on screen — not the browser's).
import { Link } from 'react-router-dom';
import { useZoneOf } from '../../data/building-zones';
import { formatDateTimeIn } from '../../domain/building-time';
import type { SystemDashboardActivity } from '../../data/system-dashboard';
import { activityPath, entityLabel } from './activity-link';
import styles from './SystemDashboard.module.css';
import layout from '../../components/layout/Page.module.css';

export function RecentActivity({ rows }: { rows: readonly SystemDashboardActivity[] }) {
  const zoneOf = useZoneOf();
  if (rows.length === 0) return <p className={layout.muted}>No recent activity.</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Record</th>
          <th scope="col">Type</th>
          <th scope="col">Change</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const path = activityPath(row.entity, row.id);
          return (
            <tr key={`${row.entity}-${row.id}`}>
              <td>
                <time dateTime={row.at}>{formatDateTimeIn(row.at, zoneOf({ tenantId: row.tenantId }))}</time>
              </td>
              <td>{path ? <Link to={path}>{row.label}</Link> : row.label}</td>
              <td>{entityLabel(row.entity)}</td>
              <td>{row.action}</td>
              <td>{row.byUserName ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
