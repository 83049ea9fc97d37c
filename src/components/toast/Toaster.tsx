// The bottom-right stack of spec §2.7. Toasts come from a ToastStore; export notices, which have no
// auto-close, are passed as children so that both share the corner.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../Button';
import styles from './Toast.module.css';
import { toasts as appToasts, type Toast, type ToastStore } from './toast-store';

export interface ToasterProps {
  store?: ToastStore;
  /** Notices shown above the toasts (e.g. report export progress). */
  children?: ReactNode;
}

export function Toaster({ store = appToasts, children }: ToasterProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className={styles.region} aria-label="Notifications">
      {children}
      {items.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onAction={() => store.dismiss(toast.id)} />
      ))}
    </section>
  );
}

function ToastCard({ toast, onAction }: { toast: Toast; onAction(): void }) {
  const action = toast.action;
  return (
    <div
      className={`${styles.card} ${styles[toast.variant]}`}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant}
    >
      {toast.title && <p className={styles.title}>{toast.title}</p>}
      <p className={styles.message}>{toast.message}</p>
      {action && (
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={() => {
              onAction();
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        </div>
      )}
    </div>
  );
}
