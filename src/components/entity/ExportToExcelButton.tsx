// The grid's Export button: downloads the .xlsx of every row matching the grid's sort and filters,
// with a notice that stays while the file is being built and received, counting the bytes in (a
// percentage when the server sends the file's length).
import { useState } from 'react';
import { errorMessage } from '../../data/errors';
import { useApiClient } from '../../data/api-context';
import { exportFileName, exportProgressText, exportToExcel, formatBytes } from '../../data/excel-export';
import type { EntityDeclaration } from '../../domain/entity';
import type { GridQuery } from '../../domain/grid';
import { Button } from '../Button';
import { Notice } from '../toast/Notice';
import { toasts } from '../toast/toast-store';

export interface ExportToExcelButtonProps {
  declaration: EntityDeclaration;
  /** The grid's query; paging is dropped. */
  query: GridQuery;
}

/** Hands a downloaded file to the browser as a download named fileName. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportToExcelButton({ declaration, query }: ExportToExcelButtonProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  // null until the answer's headers are in: the server is still reading rows and writing the file.
  const [progress, setProgress] = useState<{ received: number | null; total: number | null }>({ received: null, total: null });
  const run = async () => {
    setBusy(true);
    setProgress({ received: null, total: null });
    try {
      const blob = await exportToExcel(client, declaration, query, (received, total) => setProgress({ received, total }));
      saveBlob(blob, exportFileName(declaration));
      toasts.success(`${declaration.labelPlural} exported (${formatBytes(blob.size)}).`);
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const text = exportProgressText(progress.received, progress.total);
  return (
    <>
      <Button onClick={() => void run()} disabled={busy} aria-busy={busy}>
        Export to Excel
      </Button>
      {busy && (
        <div style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 50, width: 320 }}>
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
