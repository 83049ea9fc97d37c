import type { ReactNode } from 'react';
import styles from './AuthFrame.module.css';

export const PRODUCT_NAME = 'Waste & Recycling Back Office';

/** The frame of the pages outside the shell: product name above a card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <p className={styles.product}>{PRODUCT_NAME}</p>
        {children}
      </main>
    </div>
  );
}
