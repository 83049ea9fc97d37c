// The Deleted list's row action: brings the row back (server-checked: Delete on the area, the
// row in the session's scope) and reloads the list.
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { EntityRow } from '../../../data/entity-queries';
import { Button } from '../../Button';

export interface RestoreParams {
  onRestore(row: EntityRow): void;
}

function RestoreCell({ data, onRestore }: ICellRendererParams<EntityRow> & RestoreParams) {
  if (!data) return null;
  return (
    <Button size="sm" onClick={() => onRestore(data)}>
      Restore
    </Button>
  );
}

export function restoreColumn(onRestore: (row: EntityRow) => void): ColDef<EntityRow> {
  const params: RestoreParams = { onRestore };
  return { colId: 'restore', headerName: 'Restore', sortable: false, filter: false, pinned: 'right', width: 130, cellRenderer: RestoreCell, cellRendererParams: params };
}
