// The top bar (spec §2.6): the slide-out menu button below the medium breakpoint, the view buttons,
// the building switcher — or, for a session bound to one building, that building's name (issue 13
// item 6: "where am I") — and the user menu (My Profile, Help — hidden for the administrator role
// — and Logout).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useDrawerActor, useDrawerSelector, useSessionSelector } from '../../actors/hooks';
import { Button, DropdownMenu, toasts, type DropdownMenuEntry } from '../../components/index';
import { useApiClient } from '../../data/api-context';
import { myBuildingQuery, switchableBuildingsQuery } from '../../data/buildings';
import { Area, hasPermission, Qualifier } from '../../domain/permissions';
import { BuildingSelector } from './BuildingSelector';
import type { ShellSession } from './use-shell-session';
import styles from './AppShell.module.css';

export const ADMIN_VIEW_LABEL = 'System Administrator View';
export const PORTFOLIO_VIEW_LABEL = 'Portfolio View';

function SwitchableBuildings({ shell }: { shell: ShellSession }) {
  const client = useApiClient();
  const tenantId = shell.auth?.userToken.tenantId ?? null;
  const { data } = useQuery(switchableBuildingsQuery(client, { tenantId, roleId: shell.auth?.roleId ?? null }));
  return (
    <BuildingSelector
      buildings={data ?? []}
      currentTenantId={tenantId}
      onSelect={shell.switchToBuilding}
      disabled={shell.switching}
    />
  );
}

/** The name of the session's building, for sessions that cannot switch (the switcher shows it otherwise). */
function CurrentBuilding({ shell }: { shell: ShellSession }) {
  const client = useApiClient();
  const tenantId = shell.auth?.userToken.tenantId ?? null;
  const mayRead = shell.auth !== null && hasPermission(shell.auth.permissions, Area.Packages, Qualifier.View);
  const { data } = useQuery({ ...myBuildingQuery(client, { tenantId, roleId: shell.auth?.roleId ?? null }), enabled: tenantId !== null && mayRead });
  if (tenantId === null || !data) return null;
  return (
    <span className={styles.currentBuilding} aria-label="Current building">
      <span aria-hidden="true">⌂ </span>
      {data.name}
    </span>
  );
}

/**
 * A switch the server refused leaves the user in the session they had (machines/session): say
 * why, or the click seems to do nothing. The machine clears the error when the next switch starts.
 */
function useSwitchFailureNotice() {
  const failure = useSessionSelector((s) => (s.matches('signedIn') ? s.context.error : null));
  useEffect(() => {
    if (failure) toasts.error(failure, 'Could not switch');
  }, [failure]);
}

export function userMenuItems(shell: Pick<ShellSession, 'actingRole' | 'signOut'>, go: (path: string) => void): DropdownMenuEntry[] {
  return [
    { key: 'profile', label: 'My Profile', onSelect: () => go('/profile') },
    ...(shell.actingRole === 'admin' ? [] : [{ key: 'help', label: 'Help', onSelect: () => go('/help') }]),
    { key: 'sep', separator: true as const },
    { key: 'logout', label: 'Logout', onSelect: shell.signOut },
  ];
}

export function TopBar({ shell, drawerId }: { shell: ShellSession; drawerId: string }) {
  const navigate = useNavigate();
  const drawer = useDrawerActor();
  const mobileOpen = useDrawerSelector((s) => s.context.mobileOpen);
  const user = shell.auth?.userToken;
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() : 'Account';
  useSwitchFailureNotice();

  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={mobileOpen}
        aria-controls={drawerId}
        onClick={() => drawer.send({ type: 'drawer.mobileToggle' })}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div className={styles.topBarEnd}>
        {shell.showAdminView ? (
          <Button size="sm" variant="secondary" disabled={shell.switching} onClick={shell.switchToAdminView}>
            {ADMIN_VIEW_LABEL}
          </Button>
        ) : null}
        {shell.showPortfolioView ? (
          <Button size="sm" variant="secondary" disabled={shell.switching} onClick={shell.switchToPortfolioView}>
            {PORTFOLIO_VIEW_LABEL}
          </Button>
        ) : null}
        {shell.canSwitchBuilding ? <SwitchableBuildings shell={shell} /> : <CurrentBuilding shell={shell} />}
        <DropdownMenu
          trigger={<span className={styles.userName}>{userName}</span>}
          triggerLabel={`User menu: ${userName}`}
          items={userMenuItems(shell, (path) => navigate(path))}
        />
      </div>
    </header>
  );
}
