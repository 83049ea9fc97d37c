// The company's branding at the top of the drawer (spec §3 company configuration): its logo for the
// open drawer (topMenuLogo) or the collapsed one (minimizedMenuLogo), else its name.
import type { CompanyConfiguration } from '../../domain/auth';
import { initialsOf } from './initials';
import styles from './AppShell.module.css';

export const DEFAULT_BRAND_NAME = 'Waste & Recycling';

export function Branding({ config, compact }: { config: CompanyConfiguration | null; compact: boolean }) {
  const name = config?.companyName || DEFAULT_BRAND_NAME;
  const logo = compact ? config?.minimizedMenuLogo : config?.topMenuLogo;
  if (logo) return <img className={styles.logo} src={logo} alt={name} />;
  return (
    <span className={styles.brandName} title={compact ? name : undefined}>
      {compact ? <abbr title={name}>{initialsOf(name)}</abbr> : name}
    </span>
  );
}
