// The list screen of one entity: title, Create and Export buttons by permission, a toolbar (quick
// search, saved views, columns), the lazily loaded grid, and Delete behind a confirmation (then
// Undo on the toast). The list's state lives in its URL (use-list-url-state.ts). With Delete, a
// "Deleted" filter lists the soft-deleted rows to restore; selected rows get the bulk bar
// (grid/BulkBar.tsx).
import type { UseMutationResult } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../data/errors';
import { useDeleteEntity } from '../../data/entity-mutations';
import type { EntityRow } from '../../data/entity-queries';
import { useEntitySession } from '../../data/entity-session';
import { narrowQuery } from '../../data/grid-scope';
import { useGridPageFetcher } from '../../data/use-entity';
import { useRestoration, type Restoration } from '../../data/records';
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
import { ColumnChooser } from './grid/ColumnChooser';
import { QuickSearch } from './QuickSearch';
import { SavedViews } from './SavedViews';
import type { SavedViewState } from '../../domain/saved-views';
import type { ListGridState } from './grid/grid-persistence';
import { hasPermission, Qualifier } from '../../domain/permissions';
import { useListUrlState } from './use-list-url-state';
import { BulkBar } from './grid/BulkBar';
import { loadedGridModule, loadGridModule } from './grid/grid-module';
import { restoreColumn } from './records/RestoreButton';
import { toastDeletedWithUndo } from './records/undo-delete';

// AG Grid stays out of the sign-in bundle: it loads with the first list (grid/grid-module.ts).
const LazyEntityGrid = lazy(loadGridModule);

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
  /**
   * The Deleted filter's pages and the restore through a controller's own calls (data/records.ts
   * useRestoration). A list with its own pages or delete and none of these offers no restore.
   */
  restoration?: Restoration;
  /** Narrows the rows to part of the entity (an audit's collections), grid and export alike. */
  scope?: FilterLeaf;
  /** 2 when the list sits inside another record's page, under its heading. */
  headingLevel?: 1 | 2;
  /** Keep search, filters, sort and page in the URL; default: a page's own list (headingLevel 1). */
  keepInUrl?: boolean;
  /** More controls for the toolbar, after the search. */
  toolbarExtras?: ReactNode;
  /** The create form's query (a related list's parent: `customerId=12`). */
  createSearch?: string;
  gridHeight?: number | string;
}

export function EntityList({
  declaration,
  gridId,
  fetchPage: ownFetchPage,
  deletion,
  restoration: ownRestoration,
  scope,
  headingLevel = 1,
  keepInUrl = headingLevel === 1,
  toolbarExtras,
  createSearch,
  gridHeight,
}: EntityListProps) {
  const navigate = useNavigate();
  const params = useParams();
  // Chosen once per list: a grid that switched from the lazy wrapper to the module would remount.
  const [EntityGrid] = useState(() => loadedGridModule()?.default ?? LazyEntityGrid);
  const session = useEntitySession();
  const abilities = entityAbilities(declaration, session);
  const stateId = gridId ?? declaration.key;
  const list = useListUrlState(stateId, keepInUrl);
  // The column chooser re-renders with the grid's API; the bulk bar reads it when asked.
  const [gridApi, setGridApi] = useState<GridApi<EntityRow> | null>(null);
  const gridApiRef = useRef<GridApi<EntityRow> | null>(null);
  // A session with no building of its own (the administrator's system view, a portfolio) sees many.
  const allBuildings = session !== null && session.tenantId === null;
  // Who may offer a view to the building (the server decides again): Edit on the list, one building.
  const canShare = session !== null && session.tenantId !== null && hasPermission(session.permissions, declaration.area, Qualifier.Edit);
  const genericFetchPage = useGridPageFetcher(declaration);
  // The declaration's GetDeleted and Restore/{id}, unless the list pages or deletes its own way.
  const declaredRestoration = useRestoration(declaration);
  const restoration = ownRestoration ?? (ownFetchPage || deletion ? null : declaredRestoration);
  const restorable = abilities.remove && restoration !== null;
  // A record's related lists (headingLevel 2) keep to its live rows: the Deleted filter is the list screen's.
  const deletedFilter = restorable && headingLevel === 1;
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<EntityRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const unscopedFetchPage = showDeleted && restoration ? restoration.fetchDeletedPage : (ownFetchPage ?? genericFetchPage);
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
        toastDeletedWithUndo(declaration, deletedId, restorable ? restoration.restore : null, () => setReloadToken((n) => n + 1));
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
      void restoration?.restore(row.id).then(
        () => {
          toasts.success(`${declaration.label} restored.`);
          setReloadToken((n) => n + 1);
        },
        (error: unknown) => toasts.error(errorMessage(error)),
      ),
    [restoration, declaration],
  );
  const deletedColumns = useMemo(() => [restoreColumn(restoreRow)], [restoreRow]);
  const onApi = useCallback((api: GridApi<EntityRow> | null) => {
    gridApiRef.current = api;
    setGridApi(api);
  }, []);
  const grid = useMemo(
    () => (
      <EntityGrid
        key={showDeleted ? 'deleted' : 'live'}
        declaration={declaration}
        // The Deleted list keeps its own state in session storage, never the address's.
        gridId={showDeleted ? `${stateId}-deleted` : stateId}
        fetchPage={fetchPage}
        search={list.search}
        {...(showDeleted ? {} : { initialState: list.start.state, stateVersion: list.start.version, onStateChange: list.onStateChange })}
        onApi={onApi}
        allBuildings={allBuildings}
        onRowOpen={showDeleted ? undefined : openRow}
        onQueryChange={setQuery}
        reloadToken={reloadToken}
        canEdit={!showDeleted && abilities.edit}
        canDelete={!showDeleted && abilities.remove}
        onEdit={editRow}
        onDelete={setPendingDelete}
        selectable={!showDeleted && (abilities.remove || abilities.exportToExcel || abilities.edit)}
        onSelectionChange={setSelected}
        extraColumns={showDeleted ? deletedColumns : undefined}
        {...(gridHeight === undefined ? {} : { height: gridHeight })}
      />
    ),
    [
      EntityGrid,
      declaration,
      stateId,
      showDeleted,
      fetchPage,
      list.search,
      list.start,
      list.onStateChange,
      onApi,
      allBuildings,
      openRow,
      reloadToken,
      abilities.edit,
      abilities.remove,
      abilities.exportToExcel,
      editRow,
      deletedColumns,
      gridHeight,
    ],
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
      <div className={styles.toolbar} role="toolbar" aria-label={`${declaration.labelPlural} list tools`}>
        <QuickSearch label={`Search ${declaration.labelPlural.toLowerCase()}`} value={list.search} onSearch={list.onSearch} />
        {toolbarExtras}
        <span className={styles.toolbarEnd}>
          {keepInUrl && session && !showDeleted && (
            <SavedViews
              entity={declaration.key}
              // AG Grid's state and the view's are one shape; the server checks what it keeps (domain/saved-views.ts).
              currentState={() => list.currentState() as SavedViewState}
              onApply={(state) => list.applyState(state as ListGridState)}
              canShare={canShare}
            />
          )}
          <ColumnChooser api={gridApi} />
        </span>
      </div>
      <BulkBar
        declaration={declaration}
        abilities={abilities}
        selected={selected}
        total={total}
        query={narrowQuery(query, scope)}
        apiRef={gridApiRef}
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
