// The way into a building from a view without one (the system administrator's dashboard, the
// portfolio reports): the top bar's switcher appears only inside a building (spec §6), so these
// views list the buildings to open. Opening one is the same session.switch the top bar sends
// (spec §4: reset cache, clear grid state, dismiss notices, store, go home), with the role the
// switch rules assume (spec §6). The switch takes a round trip and the landing page may look like
// the one left (a portfolio user lands on the portfolio report again, now of that building), so
// the chosen building's Open shows it is working until the switch is done (issue 13 item 6).
import { useState } from 'react';
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
  const [opening, setOpening] = useState<number | null>(null);
  const { data, isPending, isError } = useQuery({
    ...switchableBuildingsQuery(client, { tenantId: auth?.userToken.tenantId ?? null, roleId: auth?.roleId ?? null }),
    enabled: auth !== null,
  });
  if (isPending) return <p className={layout.muted}>Loading buildings…</p>;
  if (isError) return <p className={layout.muted}>The buildings could not be loaded.</p>;
  if (data.length === 0) return <p className={layout.muted}>No building to open.</p>;
  return (
    <ul className={styles.buildings}>
      {data.map((b) => {
        const busy = switching && opening === b.tenantId;
        return (
          <li key={b.tenantId}>
            <span>{b.name}</span>
            <Button
              size="sm"
              disabled={switching}
              aria-busy={busy}
              aria-label={busy ? `Opening ${b.name}` : `Open ${b.name}`}
              onClick={() => {
                if (!auth) return;
                setOpening(b.tenantId);
                session.send({ type: 'session.switch', ...sessionSwitches.switchToBuilding(auth, b.tenantId) });
              }}
            >
              {busy && <span className={styles.spinner} aria-hidden="true" />}
              {busy ? 'Opening…' : 'Open'}
            </Button>
          </li>
        );
      })}
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
