// An import's progress as the server reports it (polled until final): status, a progress bar,
// the counts (lines added, updated, unchanged and refused), why it failed, and the error report.
import { Link } from 'react-router-dom';
import { Button } from '../Button';
import { download } from '../download';
import { useApiClient } from '../../data/api-context';
import { downloadErrorReport } from '../../data/transactions-io';
import { isFinalImportStatus, type ImportProgress, type ImportStatus } from '../../domain/transactions-io';
import styles from './Imports.module.css';

export const IMPORT_STATUS_TEXT: Record<ImportStatus, string> = {
  Uploaded: 'Uploaded, waiting to start',
  Validating: 'Validating the file',
  Processing: 'Importing lines',
  Completed: 'Completed',
  CompletedWithErrors: 'Completed with errors',
  Failed: 'Failed',
};

const count = (n: number | null) => (n === null ? '–' : String(n));

/** What became of the lines: a line with a Transaction ID, docket no. or the same natural key as a stored one is that one. */
const LINE_COUNTS = [
  { key: 'added', label: 'Added' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'refused', label: 'Refused' },
] as const;

/** `records`: the list the imported rows show in (default: transactions, the import this panel began with). */
export function ImportStatusPanel({ progress, records = { to: '/transactions', label: 'View transactions' } }: { progress: ImportProgress; records?: { to: string; label: string } }) {
  const client = useApiClient();
  const final = isFinalImportStatus(progress.importStatus);
  const saveReport = () => download(() => downloadErrorReport(client, progress), `${progress.fileName.replace(/\.(csv|xlsx)$/i, '')} errors.xlsx`);

  return (
    <section className={styles.panel} aria-labelledby="import-status" data-import-id={progress.id}>
      <h2 id="import-status">Import of {progress.fileName}</h2>
      <p role="status" data-status={progress.importStatus}>
        Status: <strong>{IMPORT_STATUS_TEXT[progress.importStatus]}</strong>
      </p>
      {!final && <progress className={styles.progress} max={100} value={progress.percentComplete} aria-label="Import progress" />}
      <ul className={styles.counts} aria-label="Import counts">
        <li>
          Rows <strong data-count="total">{count(progress.totalRows)}</strong>
        </li>
        {LINE_COUNTS.map(({ key, label }) => (
          <li key={key}>
            {label} <strong data-count={key}>{count(progress[`${key}Rows`])}</strong>
          </li>
        ))}
      </ul>
      {progress.errorMessage && (
        <p role="alert" className={styles.error}>
          {progress.errorMessage}
        </p>
      )}
      {final && (
        <div className={styles.row}>
          {progress.errorReportUrl && (
            <Button variant="primary" onClick={() => void saveReport()}>
              Download error report
            </Button>
          )}
          <Link to={records.to}>{records.label}</Link>
          <Link to="/imports">All imports</Link>
        </div>
      )}
    </section>
  );
}
