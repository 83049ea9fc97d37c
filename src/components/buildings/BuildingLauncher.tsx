// The way into a building from a view without one (the system administrator's dashboard, the
// portfolio reports): the top bar's switcher appears only inside a building (spec §6), so these
// views list the buildings to open. Opening one is the same session.switch the top bar sends
// (spec §4: reset cache, clear grid state, dismiss notices, store, go home), with the role the
// switch rules assume (spec §6).
import { useQuery } from '@tanstack/react-query';
import { sessionSwitches, useSessionActor, useSessionSelector } from '../../actors/hooks';
import { useApiClient } from '../../data/api-context';
import { switchableBuildingsQuery } from '../../data/buildings';
import { Button } from '../Button';
import styles from './BuildingLauncher.module.css';
import layout from '../layout/Page.module.css';

export function BuildingLauncher() {
  const client = useApiClient();
  const session = useSessionActor();
  const auth = useSessionSelector((s) => s.context.auth);
  const switching = useSessionSelector((s) => s.matches('switching'));
  const { data, isPending, isError } = useQuery({
    ...switchableBuildingsQuery(client, { tenantId: auth?.userToken.tenantId ?? null, roleId: auth?.roleId ?? null }),
    enabled: auth !== null,
  });
  if (isPending) return <p className={layout.muted}>Loading buildings…</p>;
  if (isError) return <p className={layout.muted}>The buildings could not be loaded.</p>;
  if (data.length === 0) return <p className={layout.muted}>No building to open.</p>;
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

/** The launcher in a titled panel of its own, for pages without a panel style of theirs. */
export function BuildingLauncherPanel({ title }: { title: string }) {
  return (
    <section aria-label={title} className={styles.panel}>
      <h2>{title}</h2>
      <BuildingLauncher />
    </section>
  );
}
