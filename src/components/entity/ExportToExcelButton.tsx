// The grid's Export button: downloads the .xlsx of every row matching the grid's sort and filters,
// with a notice that stays while the file is being built and received, counting the bytes in (a
// percentage when the server sends the file's length).
import { useState } from 'react';
import { useApiClient } from '../../data/api-context';
import { exportFileName, exportProgressText, exportToExcel, formatBytes } from '../../data/excel-export';
import type { EntityDeclaration } from '../../domain/entity';
import type { GridQuery } from '../../domain/grid';
import { Button } from '../Button';
import { download } from '../download';
import { Notice } from '../toast/Notice';
import { toasts } from '../toast/toast-store';
import styles from './ExportToExcelButton.module.css';

export interface ExportToExcelButtonProps {
  declaration: EntityDeclaration;
  /** The grid's query; paging is dropped. */
  query: GridQuery;
}

export function ExportToExcelButton({ declaration, query }: ExportToExcelButtonProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  // null until the answer's headers are in: the server is still reading rows and writing the file.
  const [progress, setProgress] = useState<{ received: number | null; total: number | null }>({ received: null, total: null });
  const run = async () => {
    setBusy(true);
    setProgress({ received: null, total: null });
    const blob = await download(() => exportToExcel(client, declaration, query, (received, total) => setProgress({ received, total })), exportFileName(declaration));
    if (blob) toasts.success(`${declaration.labelPlural} exported (${formatBytes(blob.size)}).`);
    setBusy(false);
  };
  const text = exportProgressText(progress.received, progress.total);
  return (
    <>
      <Button onClick={() => void run()} disabled={busy} aria-busy={busy}>
        Export to Excel
      </Button>
      {busy && (
        <div className={styles.progress}>
          <Notice
            title="Export to Excel"
            message={`Exporting ${declaration.labelPlural.toLowerCase()}: ${text.message}`}
            progress={text.percent}
          />
        </div>
      )}
    </>
  );
}
