// The side menu (spec §2.6): groups from buildMenu, one expanded at a time (the drawer machine
// decides which), direct groups as plain links, the current entry marked with aria-current. In the
// collapsed drawer labels give way to initials, with the label kept as tooltip and accessible name.
import { NavLink } from 'react-router-dom';
import type { MenuEntry, MenuGroup } from '../../domain/menu';
import { preloadScreen } from '../prefetch/screen-intent';
import { initialsOf } from './initials';
import styles from './SideMenu.module.css';

export interface SideMenuProps {
  groups: readonly MenuGroup[];
  expandedGroup: string | null;
  /** Labels shown (drawer open) or initials only (desktop drawer collapsed). */
  compact: boolean;
  onGroupClick(group: string): void;
}

function Label({ text, compact }: { text: string; compact: boolean }) {
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {initialsOf(text)}
      </span>
      {compact ? null : <span className={styles.text}>{text}</span>}
    </>
  );
}

function EntryLink({ entry, label, compact }: { entry: MenuEntry; label: string; compact: boolean }) {
  return (
    <NavLink
      to={entry.path}
      className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
      title={compact ? label : undefined}
      aria-label={compact ? label : undefined}
      // Intent: the screen's code (and AG Grid's) starts loading before the click.
      onPointerEnter={() => preloadScreen(entry.path)}
      onFocus={() => preloadScreen(entry.path)}
    >
      <Label text={entry.label} compact={compact} />
    </NavLink>
  );
}

export function SideMenu({ groups, expandedGroup, compact, onGroupClick }: SideMenuProps) {
  return (
    <ul className={styles.menu} data-compact={compact || undefined}>
      {groups.map((group) => {
        if (group.direct) {
          return (
            <li key={group.key} data-group={group.key}>
              <EntryLink entry={group.entries[0]!} label={group.label} compact={compact} />
            </li>
          );
        }
        const expanded = expandedGroup === group.key;
        const listId = `menu-group-${group.key}`;
        return (
          <li key={group.key} data-group={group.key}>
            <button
              type="button"
              className={styles.group}
              aria-expanded={expanded}
              aria-controls={listId}
              title={compact ? group.label : undefined}
              aria-label={compact ? group.label : undefined}
              onClick={() => onGroupClick(group.key)}
            >
              <Label text={group.label} compact={compact} />
              {compact ? null : (
                <span className={styles.chevron} aria-hidden="true">
                  {expanded ? '▾' : '▸'}
                </span>
              )}
            </button>
            <ul id={listId} className={styles.entries} hidden={!expanded}>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <EntryLink entry={entry} label={`${group.label}: ${entry.label}`} compact={compact} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
