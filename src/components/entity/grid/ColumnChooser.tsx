// Show, hide and reorder a list's columns (issue #14 item 4). The choice is AG Grid's own column
// state, so it is kept with the grid state in session storage and in a saved view.
import type { GridApi } from 'ag-grid-community';
import { useState } from 'react';
import { Button } from '../../Button';
import { Dialog } from '../../dialog/Dialog';
import styles from './ColumnChooser.module.css';

export interface ChooserColumn {
  colId: string;
  label: string;
  visible: boolean;
}

/** AG Grid names the columns it adds itself (the rows' selection checkboxes) with this prefix. */
const GRID_OWN_COLUMN = 'ag-Grid-';

/**
 * The list's columns in their current order. The row actions and AG Grid's own selection column
 * are not the user's to hide (the latter showed as "ag-Grid-SelectionColumn").
 */
export function chooserColumns<Row>(api: GridApi<Row>): ChooserColumn[] {
  return (api.getAllGridColumns() ?? [])
    .filter((column) => column.getColId() !== 'actions' && !column.getColId().startsWith(GRID_OWN_COLUMN))
    .map((column) => ({ colId: column.getColId(), label: column.getColDef().headerName ?? column.getColId(), visible: column.isVisible() }));
}

export function ColumnChooser<Row>({ api }: { api: GridApi<Row> | null }) {
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<ChooserColumn[]>([]);
  const refresh = () => api && setColumns(chooserColumns(api));

  const show = (colId: string, visible: boolean) => {
    if (!api) return;
    // At least one column stays: a grid with none shows nothing to choose back.
    if (!visible && columns.filter((c) => c.visible).length <= 1) return;
    api.setColumnsVisible([colId], visible);
    refresh();
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (!api || target < 0 || target >= columns.length) return;
    const order = columns.map((c) => c.colId);
    [order[index], order[target]] = [order[target]!, order[index]!];
    api.applyColumnState({ state: order.map((colId) => ({ colId })), applyOrder: true });
    refresh();
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={!api}
        onClick={() => {
          refresh();
          setOpen(true);
        }}
      >
        Columns
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Columns" description="Show, hide and reorder the list's columns." footer={<Button onClick={() => setOpen(false)}>Done</Button>}>
        <ul aria-label="Columns" className={styles.list}>
          {columns.map((column, index) => (
            <li key={column.colId} className={styles.column}>
              <label className={styles.label}>
                <input type="checkbox" checked={column.visible} onChange={(e) => show(column.colId, e.target.checked)} /> {column.label}
              </label>
              <Button variant="secondary" aria-label={`Move ${column.label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                ↑
              </Button>
              <Button variant="secondary" aria-label={`Move ${column.label} down`} disabled={index === columns.length - 1} onClick={() => move(index, 1)}>
                ↓
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
