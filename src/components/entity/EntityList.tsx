// The list screen of one entity: title, Create and Export buttons by permission, the lazily loaded
// grid, and Delete behind a confirmation.
import type { UseMutationResult } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
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
}

export function EntityList({ declaration, gridId, fetchPage: ownFetchPage, deletion, scope, headingLevel = 1 }: EntityListProps) {
  const navigate = useNavigate();
  const params = useParams();
  const abilities = entityAbilities(declaration, useEntitySession());
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
        gridId={gridId ?? declaration.key}
        fetchPage={fetchPage}
        onRowOpen={openRow}
        onQueryChange={setQuery}
        reloadToken={reloadToken}
        canEdit={abilities.edit}
        canDelete={abilities.remove}
        onEdit={editRow}
        onDelete={setPendingDelete}
      />
    ),
    [declaration, gridId, fetchPage, openRow, reloadToken, abilities.edit, abilities.remove, editRow],
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
