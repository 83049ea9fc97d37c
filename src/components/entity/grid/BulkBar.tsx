// The bar over a list with selected rows (issue #14 item 5): how many are selected, "Select all N
// matching", and Delete, Export to Excel and Set <field> for all of them — each ONE server call,
// by ids or by the grid's filter; the server checks every row and says which it refused and why.
import type { GridApi } from 'ag-grid-community';
import { useState, type MutableRefObject } from 'react';
import type { BulkTarget } from '../../../domain/bulk';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import type { FilterGroup, GridQuery } from '../../../domain/grid';
import { useApiClient } from '../../../data/api-context';
import type { EntityRow } from '../../../data/entity-queries';
import { errorMessage } from '../../../data/errors';
import { exportFileName, exportToExcel } from '../../../data/excel-export';
import { useBulkDelete, useBulkUpdate } from '../../../data/records';
import { Button } from '../../Button';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import { download } from '../../download';
import { toasts } from '../../toast/toast-store';
import type { EntityAbilities } from '../permissions';
import { bulkResultText, countOf } from '../records/bulk-text';
import page from '../EntityPage.module.css';
import styles from './BulkBar.module.css';
import { BulkFieldValue } from './BulkFieldValue';

/** The grid filter takes at most 100 conditions: an export by id list stays under it. */
const EXPORT_MAX_IDS = 100;

export interface BulkBarProps {
  declaration: EntityDeclaration;
  abilities: EntityAbilities;
  selected: readonly EntityRow[];
  /** Rows matching the grid's filter (null until the first page is in). */
  total: number | null;
  /** The grid's query, narrowed to the list's scope, without paging. */
  query: GridQuery;
  apiRef: MutableRefObject<GridApi<EntityRow> | null>;
  /** After a change: reload the rows, clear the selection. */
  onChanged(): void;
}

function idsFilter(ids: readonly number[]): FilterGroup {
  return { logic: 'or', filters: ids.map((id) => ({ field: 'id', operator: 'eq', value: id })) };
}

export function bulkEditFields(declaration: EntityDeclaration): [string, FieldMeta][] {
  return Object.entries(declaration.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.bulkEdit === true);
}

export function BulkBar({ declaration, abilities, selected, total, query, apiRef, onChanged }: BulkBarProps) {
  const client = useApiClient();
  const [allMatching, setAllMatching] = useState(false);
  const [confirm, setConfirm] = useState<null | 'delete' | 'set'>(null);
  const [field, setField] = useState('');
  const [value, setValue] = useState<unknown>(null);
  const bulkDelete = useBulkDelete(declaration);
  const bulkUpdate = useBulkUpdate(declaration);
  const editable = abilities.edit ? bulkEditFields(declaration) : [];
  if (selected.length === 0) return null;
  const count = allMatching && total !== null ? total : selected.length;
  const target: BulkTarget = allMatching ? { filter: query.filter ?? null, ...(query.search ? { search: query.search } : {}) } : { ids: selected.map((r) => r.id) };
  const fieldMeta = editable.find(([name]) => name === field)?.[1];

  const finish = (text: string, failed: boolean) => {
    setConfirm(null);
    setAllMatching(false);
    if (failed) toasts.error(text);
    else toasts.success(text);
    onChanged();
  };
  const runDelete = () =>
    bulkDelete.mutate(target, {
      onSuccess: (result) => finish(bulkResultText(declaration, result, 'deleted'), result.changed === 0),
      onError: (error) => finish(errorMessage(error), true),
    });
  const runSet = () =>
    bulkUpdate.mutate(
      { target, field, value },
      {
        onSuccess: (result) => finish(bulkResultText(declaration, result, 'changed'), result.changed === 0),
        onError: (error) => finish(errorMessage(error), true),
      },
    );
  const runExport = async () => {
    const filter = allMatching ? query.filter : idsFilter(selected.map((r) => r.id));
    const exported: GridQuery = { sort: query.sort ?? [], ...(filter ? { filter } : {}), ...(allMatching && query.search ? { search: query.search } : {}) };
    const blob = await download(() => exportToExcel(client, declaration, exported), exportFileName(declaration));
    if (blob) toasts.success(`${countOf(declaration, count)} exported.`);
  };
  const selectPage = () => {
    const api = apiRef.current;
    if (!api) return;
    const size = api.paginationGetPageSize();
    const first = api.paginationGetCurrentPage() * size;
    api.forEachNode((node) => {
      if (node.rowIndex !== null && node.rowIndex >= first && node.rowIndex < first + size && node.data) node.setSelected(true);
    });
  };
  const clear = () => {
    setAllMatching(false);
    apiRef.current?.deselectAll();
  };

  return (
    <div role="region" aria-label="Selected rows" className={page.toolbar}>
      <strong role="status">{allMatching ? `All ${countOf(declaration, count)} matching selected` : `${countOf(declaration, count)} selected`}</strong>
      {!allMatching && <Button size="sm" onClick={selectPage}>Select this page</Button>}
      {!allMatching && total !== null && total > selected.length && (
        <Button size="sm" onClick={() => setAllMatching(true)}>
          Select all {total.toLocaleString('en-AU')} matching
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={clear}>
        Clear selection
      </Button>
      {abilities.exportToExcel && (
        <Button size="sm" onClick={() => void runExport()} disabled={!allMatching && selected.length > EXPORT_MAX_IDS} title={!allMatching && selected.length > EXPORT_MAX_IDS ? 'Select all matching to export more than 100 rows' : undefined}>
          Export selected
        </Button>
      )}
      {editable.length > 0 && (
        <span className={styles.setField}>
          <label htmlFor="bulk-field">Set</label>
          <select id="bulk-field" value={field} onChange={(e) => { setField(e.target.value); setValue(null); }}>
            <option value="">Choose a field</option>
            {editable.map(([name, meta]) => (
              <option key={name} value={name}>
                {meta.label}
              </option>
            ))}
          </select>
          {fieldMeta && <BulkFieldValue name={field} meta={fieldMeta} value={value} onChange={setValue} />}
          {fieldMeta && (
            <Button size="sm" onClick={() => setConfirm('set')}>
              Apply
            </Button>
          )}
        </span>
      )}
      {abilities.remove && (
        <Button size="sm" variant="danger" onClick={() => setConfirm('delete')}>
          Delete selected
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'set' ? `Set ${fieldMeta?.label.toLowerCase() ?? ''} on ${countOf(declaration, count)}?` : `Delete ${countOf(declaration, count)}?`}
        description={confirm === 'set' ? 'Rows you may not change are left as they are and counted.' : 'Rows you may not delete are left as they are and counted.'}
        confirmLabel={confirm === 'set' ? 'Apply' : 'Delete'}
        destructive={confirm === 'delete'}
        busy={bulkDelete.isPending || bulkUpdate.isPending}
        onConfirm={confirm === 'set' ? runSet : runDelete}
      />
    </div>
  );
}
