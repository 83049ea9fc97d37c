// The list screen of one entity: title, Create and Export buttons by permission, the lazily loaded
// grid, and Delete behind a confirmation (then Undo on the toast). With Delete, a "Deleted" filter
// lists the soft-deleted rows to restore; selected rows get the bulk bar (grid/BulkBar.tsx).
import type { UseMutationResult } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../data/errors';
import { useDeleteEntity } from '../../data/entity-mutations';
import type { EntityRow } from '../../data/entity-queries';
import { useEntitySession } from '../../data/entity-session';
import { narrowQuery } from '../../data/grid-scope';
import { useGridPageFetcher } from '../../data/use-entity';
import { useDeletedPageFetcher, useRestoreCall, useRestoreEntity } from '../../data/records';
import type { EntityDeclaration } from '../../domain/entity';
import type { FilterLeaf, GridQuery, GridResult } from '../../domain/grid';
import { Button } from '../Button';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { toasts } from '../toast/toast-store';
import styles from './EntityPage.module.css';
import layout from '../layout/Page.module.css';
import { ExportToExcelButton } from './ExportToExcelButton';
import { screenPath, sectionBase } from '../../domain/screen-paths';
import { entityAbilities, rowTarget } from './permissions';
import { rowTitle } from './row-title';
import { BulkBar } from './grid/BulkBar';
import { restoreColumn } from './records/RestoreButton';
import { toastDeletedWithUndo } from './records/undo-delete';

// AG Grid stays out of the sign-in bundle: it loads with the first list.
const EntityGrid = lazy(() => import('./grid/EntityGrid'));

/** A delete a section makes its own way (a controller without the generic Delete/{id}). */
export type RowDeletion = Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;

export interface EntityListProps {
  declaration: EntityDeclaration;
  /** Defaults to the entity key; give variants of one entity their own saved state. */
  gridId?: string;
  /** Pages of a controller whose grid is not the generic call; defaults to the declaration's. */
  fetchPage?: (query: GridQuery) => Promise<GridResult<EntityRow>>;
  /** Deletes through a controller's own call; defaults to the declaration's Delete/{id}. */
  deletion?: RowDeletion;
  /** Narrows the rows to part of the entity (an audit's collections), grid and export alike. */
  scope?: FilterLeaf;
  /** 2 when the list sits inside another record's page, under its heading. */
  headingLevel?: 1 | 2;
  /** The create form's query (a related list's parent: `customerId=12`). */
  createSearch?: string;
  gridHeight?: number | string;
}

export function EntityList({ declaration, gridId, fetchPage: ownFetchPage, deletion, scope, headingLevel = 1, createSearch, gridHeight }: EntityListProps) {
  const navigate = useNavigate();
  const params = useParams();
  const abilities = entityAbilities(declaration, useEntitySession());
  const genericFetchPage = useGridPageFetcher(declaration);
  const deletedFetchPage = useDeletedPageFetcher(declaration);
  // The Deleted filter and restore are the generic controller's (GetDeleted, Restore/{id}).
  const restorable = abilities.remove && !ownFetchPage && !deletion;
  // A record's related lists (headingLevel 2) keep to its live rows: the Deleted filter is the list screen's.
  const deletedFilter = restorable && headingLevel === 1;
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<EntityRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const gridApi = useRef<GridApi<EntityRow> | null>(null);
  const unscopedFetchPage = showDeleted ? deletedFetchPage : (ownFetchPage ?? genericFetchPage);
  const fetchPage = useCallback(
    async (page: GridQuery) => {
      const result = await unscopedFetchPage(narrowQuery(page, scope));
      setTotal(result.total);
      return result;
    },
    [unscopedFetchPage, scope],
  );
  const genericDeletion = useDeleteEntity(declaration);
  const remove = deletion ?? genericDeletion;
  const restore = useRestoreEntity(declaration);
  const restoreCall = useRestoreCall(declaration);
  const [pendingDelete, setPendingDelete] = useState<EntityRow | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const [query, setQuery] = useState<GridQuery>({ sort: [] });
  const base = sectionBase(declaration, params);
  // A record deleted from its view page and brought back by the toast's Undo (EntityScreens.tsx).
  const restoredState = (useLocation().state as { restored?: number } | null)?.restored;
  useEffect(() => {
    if (restoredState !== undefined) setReloadToken((n) => n + 1);
  }, [restoredState]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const openRow = useCallback(
    (row: EntityRow) => {
      const target = rowTarget(declaration, abilities, row, params);
      if (target) navigate(target);
    },
    [declaration, abilities, params, navigate],
  );
  const editRow = useCallback(
    (row: EntityRow) => base && navigate(screenPath(declaration, 'edit', row.id, { params, record: row })),
    [base, declaration, params, navigate],
  );
  const confirmDelete = () => {
    if (!pendingDelete) return;
    const deletedId = pendingDelete.id;
    remove.mutate(deletedId, {
      onSuccess: () => {
        toastDeletedWithUndo(declaration, deletedId, restorable ? restoreCall : null, () => setReloadToken((n) => n + 1));
        setPendingDelete(null);
        setReloadToken((n) => n + 1);
      },
      onError: (error) => {
        toasts.error(errorMessage(error));
        setPendingDelete(null);
      },
    });
  };
  const restoreRow = useCallback(
    (row: EntityRow) =>
      restore.mutate(row.id, {
        onSuccess: () => {
          toasts.success(`${declaration.label} restored.`);
          setReloadToken((n) => n + 1);
        },
        onError: (error) => toasts.error(errorMessage(error)),
      }),
    [restore, declaration],
  );
  const deletedColumns = useMemo(() => [restoreColumn(restoreRow)], [restoreRow]);
  const listId = gridId ?? declaration.key;
  const grid = useMemo(
    () => (
      <EntityGrid
        key={showDeleted ? 'deleted' : 'live'}
        declaration={declaration}
        gridId={showDeleted ? `${listId}-deleted` : listId}
        fetchPage={fetchPage}
        onRowOpen={showDeleted ? undefined : openRow}
        onQueryChange={setQuery}
        reloadToken={reloadToken}
        canEdit={!showDeleted && abilities.edit}
        canDelete={!showDeleted && abilities.remove}
        onEdit={editRow}
        onDelete={setPendingDelete}
        selectable={!showDeleted && (abilities.remove || abilities.exportToExcel || abilities.edit)}
        onSelectionChange={setSelected}
        apiRef={gridApi}
        extraColumns={showDeleted ? deletedColumns : undefined}
        {...(gridHeight === undefined ? {} : { height: gridHeight })}
      />
    ),
    [declaration, listId, showDeleted, fetchPage, openRow, reloadToken, abilities.edit, abilities.remove, abilities.exportToExcel, editRow, deletedColumns, gridHeight],
  );

  return (
    <section className={layout.page} aria-labelledby={`${declaration.key}-title`}>
      <header className={layout.header}>
        <Heading id={`${declaration.key}-title`} className={layout.title}>
          {declaration.labelPlural}
        </Heading>
        <div className={styles.actions}>
          {deletedFilter && (
            <Button
              aria-pressed={showDeleted}
              onClick={() => {
                setSelected([]);
                setShowDeleted((on) => !on);
              }}
            >
              Deleted
            </Button>
          )}
          {abilities.exportToExcel && <ExportToExcelButton declaration={declaration} query={narrowQuery(query, scope)} />}
          {abilities.create && base && (
            <Button
              variant="primary"
              onClick={() => navigate(`${screenPath(declaration, 'create', undefined, { params })}${createSearch ? `?${createSearch}` : ''}`)}
            >
              {createSearch ? `Create ${declaration.label.toLowerCase()}` : 'Create'}
            </Button>
          )}
        </div>
      </header>
      <BulkBar
        declaration={declaration}
        abilities={abilities}
        selected={selected}
        total={total}
        query={narrowQuery(query, scope)}
        apiRef={gridApi}
        onChanged={() => setReloadToken((n) => n + 1)}
      />
      <Suspense fallback={<p role="status">Loading the grid…</p>}>{grid}</Suspense>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={`Delete ${declaration.label.toLowerCase()}?`}
        description={pendingDelete ? `“${rowTitle(declaration, pendingDelete)}” will be deleted.` : undefined}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
