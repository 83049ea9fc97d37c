// The system view's way into a building: the building switcher appears only inside a building
// (spec §6), so the administrator's dashboard lists the buildings to open. Opening one is the same
// session.switch the top bar sends (spec §4: reset cache, clear grid state, dismiss notices, store,
// go home).
import { useQuery } from '@tanstack/react-query';
import { sessionSwitches, useSessionActor, useSessionSelector } from '../../actors/hooks';
import { Button } from '../../components/index';
import { useApiClient } from '../../data/api-context';
import { switchableBuildingsQuery } from '../../data/buildings';
import styles from './SystemDashboard.module.css';

export function BuildingList() {
  const client = useApiClient();
  const session = useSessionActor();
  const auth = useSessionSelector((s) => s.context.auth);
  const switching = useSessionSelector((s) => s.matches('switching'));
  const { data, isPending, isError } = useQuery({
    ...switchableBuildingsQuery(client, { tenantId: auth?.userToken.tenantId ?? null, roleId: auth?.roleId ?? null }),
    enabled: auth !== null,
  });
  if (isPending) return <p className={styles.muted}>Loading buildings…</p>;
  if (isError) return <p className={styles.muted}>The buildings could not be loaded.</p>;
  if (data.length === 0) return <p className={styles.muted}>No building to open.</p>;
  return (
    <ul className={styles.buildings}>
      {data.map((b) => (
        <li key={b.tenantId}>
          <span>{b.name}</span>
          <Button
            size="sm"
            disabled={switching}
            aria-label={`Open ${b.name}`}
            onClick={() => auth && session.send({ type: 'session.switch', ...sessionSwitches.switchToBuilding(auth, b.tenantId) })}
          >
            Open
          </Button>
        </li>
      ))}
    </ul>
  );
}
