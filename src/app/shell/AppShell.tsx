// The protected layout's chrome (spec §2.6): the side drawer with the menu, the top bar, and the
// page. The group holding the current route opens by itself: every location change is told to the
// drawer machine as route.changed with the group of the new path.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDrawerActor, useDrawerSelector } from '../../actors/hooks';
import { groupOfPath } from '../../domain/menu';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';
import { useShellSession } from './use-shell-session';
import styles from './AppShell.module.css';

export interface AppShellProps {
  children: ReactNode;
}

const DRAWER_ID = 'side-drawer';

export function AppShell({ children }: AppShellProps) {
  const shell = useShellSession();
  const drawer = useDrawerActor();
  const open = useDrawerSelector((s) => s.context.open);
  const { pathname } = useLocation();
  const { groups } = shell;

  useEffect(() => {
    drawer.send({ type: 'route.changed', group: groupOfPath(pathname, groups) });
  }, [drawer, pathname, groups]);

  return (
    <div className={styles.shell} data-drawer-open={open}>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <SideDrawer id={DRAWER_ID} groups={groups} company={shell.auth?.companyConfiguration ?? null} />
      <div className={styles.column}>
        <TopBar shell={shell} drawerId={DRAWER_ID} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
