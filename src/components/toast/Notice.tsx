// A notice that stays until its owner removes it (spec §2.7: export progress notices have no
// auto-close). Its actions (download, dismiss, retry...) are the owner's to decide.
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import styles from './Toast.module.css';
import type { ToastVariant } from './toast-store';

export interface NoticeAction {
  label: string;
  onClick(): void;
  variant?: ButtonVariant;
  disabled?: boolean;
}

export interface NoticeProps {
  title: string;
  message?: ReactNode;
  variant?: ToastVariant;
  /** 0–100 shows a progress bar; undefined shows none. */
  progress?: number;
  actions?: readonly NoticeAction[];
}

export function Notice({ title, message, variant = 'info', progress, actions = [] }: NoticeProps) {
  return (
    <div
      className={`${styles.card} ${styles[variant]}`}
      role={variant === 'error' ? 'alert' : 'status'}
      aria-label={title}
      data-variant={variant}
    >
      <p className={styles.title}>{title}</p>
      {message !== undefined && <p className={styles.message}>{message}</p>}
      {progress !== undefined && (
        <progress
          className={styles.progress}
          aria-label={`${title}: progress`}
          max={100} value={Math.min(100, Math.max(0, progress))}>
          {Math.round(progress)}%
        </progress>
      )}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant={action.variant ?? 'secondary'}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
