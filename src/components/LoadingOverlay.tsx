// Spec §2.7/§9: "Please wait..." appears once requests have been pending for delayMs without a
// break, so quick requests never flash it. The pending count comes from the HTTP client's activity
// hook (silent requests are not counted there).
import { useEffect, useState } from 'react';
import styles from './LoadingOverlay.module.css';

export const LOADING_OVERLAY_DELAY_MS = 500;
export const LOADING_OVERLAY_TEXT = 'Please wait...';

export interface LoadingOverlayProps {
  /** Requests in flight that should block the screen. */
  pending: number;
  delayMs?: number;
  text?: string;
}

export function LoadingOverlay({ pending, delayMs = LOADING_OVERLAY_DELAY_MS, text = LOADING_OVERLAY_TEXT }: LoadingOverlayProps) {
  const busy = pending > 0;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [busy, delayMs]);

  if (!busy || !delayPassed) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.panel}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{text}</span>
      </div>
    </div>
  );
}
