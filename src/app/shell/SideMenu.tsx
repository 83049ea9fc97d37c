// The side menu (spec §2.6): groups from buildMenu, one expanded at a time (the drawer machine
// decides which), direct groups as plain links, the current entry marked with aria-current. In the
// collapsed drawer labels give way to initials, unique within the menu (groups first, then their
// entries), with the label kept as tooltip and accessible name.
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuEntry, MenuGroup } from '../../domain/menu';
import { preloadScreen } from '../prefetch/screen-intent';
import { uniqueInitials } from './initials';
import styles from './SideMenu.module.css';

export interface SideMenuProps {
  groups: readonly MenuGroup[];
  expandedGroup: string | null;
  /** Labels shown (drawer open) or initials only (desktop drawer collapsed). */
  compact: boolean;
  onGroupClick(group: string): void;
}

const groupKey = (group: MenuGroup) => `group:${group.key}`;
const entryKey = (group: MenuGroup, entry: MenuEntry) => `entry:${group.key}:${entry.path}`;

/** Every badge of the menu, keyed as above: the always visible groups claim their initials first. */
function menuInitials(groups: readonly MenuGroup[]): Map<string, string> {
  const items: { key: string; label: string }[] = groups.map((g) => ({ key: groupKey(g), label: g.label }));
  for (const group of groups) {
    if (!group.direct) items.push(...group.entries.map((e) => ({ key: entryKey(group, e), label: e.label })));
  }
  const initials = uniqueInitials(items.map((i) => i.label));
  return new Map(items.map((item, index) => [item.key, initials[index]!]));
}

function Label({ text, initials, compact }: { text: string; initials: string; compact: boolean }) {
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {initials}
      </span>
      {compact ? null : <span className={styles.text}>{text}</span>}
    </>
  );
}

function EntryLink({ entry, label, initials, compact }: { entry: MenuEntry; label: string; initials: string; compact: boolean }) {
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
      <Label text={entry.label} initials={initials} compact={compact} />
    </NavLink>
  );
}

export function SideMenu({ groups, expandedGroup, compact, onGroupClick }: SideMenuProps) {
  const initials = useMemo(() => menuInitials(groups), [groups]);
  return (
    <ul className={styles.menu} data-compact={compact || undefined}>
      {groups.map((group) => {
        if (group.direct) {
          return (
            <li key={group.key} data-group={group.key}>
              <EntryLink entry={group.entries[0]!} label={group.label} initials={initials.get(groupKey(group))!} compact={compact} />
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
              <Label text={group.label} initials={initials.get(groupKey(group))!} compact={compact} />
              {compact ? null : (
                <span className={styles.chevron} aria-hidden="true">
                  {expanded ? '▾' : '▸'}
                </span>
              )}
            </button>
            <ul id={listId} className={styles.entries} hidden={!expanded}>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <EntryLink
                    entry={entry}
                    label={`${group.label}: ${entry.label}`}
                    initials={initials.get(entryKey(group, entry))!}
                    compact={compact}
                  />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
