// The list screen of one entity: title, Create and Export buttons by permission, a toolbar (quick
// search, columns, and a slot for other features' controls), the lazily loaded grid, and Delete
// behind a confirmation. The list's state lives in its URL (use-list-url-state.ts).
import type { UseMutationResult } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../data/errors';
import { useDeleteEntity } from '../../data/entity-mutations';
import type { EntityRow } from '../../data/entity-queries';
import { useEntitySession } from '../../data/entity-session';
import { narrowQuery } from '../../data/grid-scope';
import { useGridPageFetcher } from '../../data/use-entity';
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
  /** Keep search, filters, sort and page in the URL; default: a page's own list (headingLevel 1). */
  keepInUrl?: boolean;
  /** More controls for the toolbar (row selection's bulk bar, a Deleted toggle…), after the search. */
  toolbarExtras?: ReactNode;
}

export function EntityList({
  declaration,
  gridId,
  fetchPage: ownFetchPage,
  deletion,
  scope,
  headingLevel = 1,
  keepInUrl = headingLevel === 1,
  toolbarExtras,
}: EntityListProps) {
  const navigate = useNavigate();
  const params = useParams();
  const session = useEntitySession();
  const abilities = entityAbilities(declaration, session);
  const stateId = gridId ?? declaration.key;
  const list = useListUrlState(stateId, keepInUrl);
  const [gridApi, setGridApi] = useState<GridApi<EntityRow> | null>(null);
  // A session with no building of its own (the administrator's system view, a portfolio) sees many.
  const allBuildings = session !== null && session.tenantId === null;
  // Who may offer a view to the building (the server decides again): Edit on the list, one building.
  const canShare = session !== null && session.tenantId !== null && hasPermission(session.permissions, declaration.area, Qualifier.Edit);
  const genericFetchPage = useGridPageFetcher(declaration);
  const unscopedFetchPage = ownFetchPage ?? genericFetchPage;
  const fetchPage = useCallback((page: GridQuery) => unscopedFetchPage(narrowQuery(page, scope)), [unscopedFetchPage, scope]);
  const genericDeletion = useDeleteEntity(declaration);
  const remove = deletion ?? genericDeletion;
  const [pendingDelete, setPendingDelete] = useState<EntityRow | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const [query, setQuery] = useState<GridQuery>({ sort: [] });
  const base = sectionBase(declaration, params);
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
    remove.mutate(pendingDelete.id, {
      onSuccess: () => {
        toasts.success(`${declaration.label} deleted.`);
        setPendingDelete(null);
        setReloadToken((n) => n + 1);
      },
      onError: (error) => {
        toasts.error(errorMessage(error));
        setPendingDelete(null);
      },
    });
  };
  const grid = useMemo(
    () => (
      <EntityGrid
        declaration={declaration}
        gridId={stateId}
        fetchPage={fetchPage}
        search={list.search}
        initialState={list.start.state}
        stateVersion={list.start.version}
        onStateChange={list.onStateChange}
        onApi={setGridApi}
        allBuildings={allBuildings}
        onRowOpen={openRow}
        onQueryChange={setQuery}
        reloadToken={reloadToken}
        canEdit={abilities.edit}
        canDelete={abilities.remove}
        onEdit={editRow}
        onDelete={setPendingDelete}
      />
    ),
    [declaration, stateId, fetchPage, list.search, list.start, list.onStateChange, allBuildings, openRow, reloadToken, abilities.edit, abilities.remove, editRow],
  );

  return (
    <section className={layout.page} aria-labelledby={`${declaration.key}-title`}>
      <header className={layout.header}>
        <Heading id={`${declaration.key}-title`} className={layout.title}>
          {declaration.labelPlural}
        </Heading>
        <div className={styles.actions}>
          {abilities.exportToExcel && <ExportToExcelButton declaration={declaration} query={narrowQuery(query, scope)} />}
          {abilities.create && base && (
            <Button variant="primary" onClick={() => navigate(screenPath(declaration, 'create', undefined, { params }))}>
              Create
            </Button>
          )}
        </div>
      </header>
      <div className={styles.toolbar} role="toolbar" aria-label={`${declaration.labelPlural} list tools`}>
        <QuickSearch label={`Search ${declaration.labelPlural.toLowerCase()}`} value={list.search} onSearch={list.onSearch} />
        {toolbarExtras}
        <span className={styles.toolbarEnd}>
          {keepInUrl && session && (
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
