// The grid's Export button: downloads the .xlsx of every row matching the grid's sort and filters,
// with a notice that stays while the file is being built and received.
import { useState } from 'react';
import { errorMessage } from '../../data/errors';
import { useApiClient } from '../../data/api-context';
import { exportFileName, exportToExcel } from '../../data/excel-export';
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

function saveBlob(blob: Blob, fileName: string): void {
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
  const run = async () => {
    setBusy(true);
    try {
      const blob = await exportToExcel(client, declaration, query);
      saveBlob(blob, exportFileName(declaration));
      toasts.success(`${declaration.labelPlural} exported (${Math.max(1, Math.round(blob.size / 1024))} KB).`);
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void run()} disabled={busy} aria-busy={busy}>
        Export to Excel
      </Button>
      {busy && (
        <div style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 50, width: 320 }}>
          <Notice title="Export to Excel" message={`Exporting ${declaration.labelPlural.toLowerCase()}…`} />
        </div>
      )}
    </>
  );
}
