// The heading of a print screen with its Print button (the browser's print of the label sheet).
import { Button } from '../../components/Button';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';

export function PrintHeader({ title, count }: { title: string; count: number }) {
  return (
    <header className={layout.header}>
      <h1 className={layout.title}>{title}</h1>
      <div className={styles.toolbar}>
        <span role="status">{count === 1 ? '1 label' : `${count} labels`}</span>
        <Button variant="primary" disabled={count === 0} onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </header>
  );
}

/** Loading and failure of the building's services, worded for a print screen. */
export function ServicesState({ pending, error }: { pending: boolean; error: string | null }) {
  if (pending) return <p role="status">Loading the services…</p>;
  return error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;
}
