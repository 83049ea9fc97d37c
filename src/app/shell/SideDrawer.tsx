// The side drawer (spec §2.6): fixed and collapsible on desktop (240 / 66 px), a slide-out below the
// medium breakpoint. Its open/collapsed/mobile state and the expanded group are the drawer
// machine's; this only renders them and sends the user's clicks.
import { useEffect } from 'react';
import { useDrawerActor, useDrawerSelector } from '../../actors/hooks';
import type { CompanyConfiguration } from '../../domain/auth';
import type { MenuGroup } from '../../domain/menu';
import { Branding } from './Branding';
import { SideMenu } from './SideMenu';
import { MOBILE_QUERY, useMediaQuery } from '../../components/use-media-query';
import styles from './AppShell.module.css';

export interface SideDrawerProps {
  id: string;
  groups: readonly MenuGroup[];
  company: CompanyConfiguration | null;
}

export function SideDrawer({ id, groups, company }: SideDrawerProps) {
  const drawer = useDrawerActor();
  const open = useDrawerSelector((s) => s.context.open);
  const mobileOpen = useDrawerSelector((s) => s.context.mobileOpen);
  const expandedGroup = useDrawerSelector((s) => s.context.expandedGroup);
  const mobile = useMediaQuery(MOBILE_QUERY);
  // The slide-out always shows labels; only the desktop drawer collapses to initials.
  const compact = !mobile && !open;

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') drawer.send({ type: 'drawer.mobileClose' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen, drawer]);

  return (
    <>
      <aside
        id={id}
        className={styles.drawer}
        data-open={open}
        data-mobile-open={mobileOpen}
        aria-label="Side drawer"
      >
        <div className={styles.brand}>
          <Branding config={company} compact={compact} />
        </div>
        <nav className={styles.nav} aria-label="Main menu">
          <SideMenu
            groups={groups}
            expandedGroup={expandedGroup}
            compact={compact}
            onGroupClick={(group) => drawer.send({ type: 'menu.groupClicked', group })}
          />
        </nav>
        <button
          type="button"
          className={styles.collapse}
          aria-expanded={open}
          aria-controls={id}
          aria-label={open ? 'Collapse side menu' : 'Expand side menu'}
          title={open ? 'Collapse side menu' : 'Expand side menu'}
          onClick={() => drawer.send({ type: 'drawer.toggle' })}
        >
          <span aria-hidden="true">{open ? '«' : '»'}</span>
        </button>
      </aside>
      {mobileOpen ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={() => drawer.send({ type: 'drawer.mobileClose' })} />
      ) : null}
    </>
  );
}
