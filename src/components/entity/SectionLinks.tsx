// Links from a section's list or record to its extra screens (spec §2.2) and related pages that
// the menu does not list, each shown only to a session whose permissions open it (spec §6: print
// needs View, bulk create and copy need Create, transaction import and export need Edit).
import { Link } from 'react-router-dom';
import { useEntitySession } from '../../data/entity-session';
import { hasPermission, type Area, type Qualifier } from '../../domain/permissions';
import styles from './SectionLinks.module.css';

export interface SectionLink {
  label: string;
  to: string;
  qualifier: Qualifier;
  /** The area the qualifier is on, when not the section's. */
  area?: Area;
}

export function SectionLinks({ area, links, label }: { area: Area; links: readonly SectionLink[]; label: string }) {
  const session = useEntitySession();
  const shown = links.filter((l) => session === null || hasPermission(session.permissions, l.area ?? area, l.qualifier));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.links}>
      {shown.map((l) => (
        <Link key={l.to} to={l.to}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

