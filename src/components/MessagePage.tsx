// The centred heading + text + action layout that error and permission pages share.
import { useId, type ReactNode } from 'react';
import styles from './MessagePage.module.css';

export interface MessagePageProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Cover the whole window (the render-crash fallback sits above a broken tree). */
  overlay?: boolean;
}

export function MessagePage({ title, children, action, overlay = false }: MessagePageProps) {
  const headingId = useId();
  return (
    <section className={overlay ? `${styles.page} ${styles.overlay}` : styles.page} aria-labelledby={headingId}>
      <div className={styles.card}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </section>
  );
}
