// The list grid of one entity on AG Grid's infinite row model with pagination: each block is one
// server page of the grid query (sort, filters, skip/take, the list's quick search). Its state
// (columns, sort, filters, page) is saved per grid in session storage; the list screen decides
// where it starts (the URL, else that saved state, or a saved view: list-state.ts). Columns are
// sized to their content once the first rows arrive, unless the user sized them. Loaded lazily, so AG Grid is
// not in the sign-in bundle. Over 10,000 matching rows the server stops counting (totalCapped):
// the pager then shows "of more" and a line under it says "More than 10,000 rows".
import {
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type IDatasource,
  type StateUpdatedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EntityRow } from '../../../data/entity-queries';
import type { EntityDeclaration } from '../../../domain/entity';
import type { GridQuery, GridResult } from '../../../domain/grid';
import { blockQuery, unpagedQuery, type FilterModel, type SortModelItem } from './ag-query';
import { useZoneOf } from '../../../data/building-zones';
import { entityColumns } from './columns';
import { keptState, PAGE_SIZES, pageSizeOf, restoreGridState, saveGridState, type ListGridState } from './grid-persistence';
import { DEFAULT_COLUMN } from './grid-setup';
import { endGridWarmUp } from './grid-warmup';
import { withSearch } from './list-state';
import { RowActions, rowActionsWidth, type RowActionsParams } from './RowActions';
import { MOBILE_QUERY, useMediaQuery } from '../../use-media-query';
import styles from './EntityGrid.module.css';

export { warmUpGrid } from './grid-warmup';

export interface EntityGridProps extends Partial<RowActionsParams> {
  declaration: EntityDeclaration;
  /** The session-storage key of its state; defaults to the entity key. */
  gridId?: string;
  fetchPage(query: GridQuery): Promise<GridResult<EntityRow>>;
  onRowOpen?(row: EntityRow): void;
  /** The grid's sort and filters without paging, whenever they change (Export to Excel sends it). */
  onQueryChange?(query: GridQuery): void;
  /** Changing it reloads the rows (after a delete). */
  reloadToken?: number;
  /** The grid's height; the page decides its layout. */
  height?: number | string;
  /** The list's quick search, joined to every page's query; a new one starts at the first page. */
  search?: string;
  /** Where the grid starts (URL over session storage, or a saved view); default: session storage. */
  initialState?: ListGridState;
  /** A new value re-applies `initialState` (Back/Forward, a saved view chosen). */
  stateVersion?: number;
  /** Every change of the kept state (sort, filters, page, page size, columns). */
  onStateChange?(state: ListGridState): void;
  /** The grid's API once ready (the column chooser drives it), null when it goes. */
  onApi?(api: GridApi<EntityRow> | null): void;
  /** The session sees every building's rows: a Building column. */
  allBuildings?: boolean;
  /** A checkbox per row (bulk actions, grid/BulkBar.tsx); the selected rows go to onSelectionChange. */
  selectable?: boolean;
  onSelectionChange?(rows: EntityRow[]): void;
  /** Columns after the declared ones (the Deleted list's Restore button). */
  extraColumns?: ColDef<EntityRow>[];
}

export default function EntityGrid({
  declaration,
  gridId = declaration.key,
  fetchPage,
  onRowOpen,
  onQueryChange,
  reloadToken = 0,
  height = 'calc(100vh - 220px)',
  search = '',
  initialState: startState,
  stateVersion = 0,
  onStateChange,
  onApi,
  allBuildings = false,
  canEdit = false,
  canDelete = false,
  onEdit,
  onDelete,
  selectable = false,
  onSelectionChange,
  extraColumns,
}: EntityGridProps) {
  // The infinite model reads its block size once: a new page size remounts the grid with the state
  // it had, at the new size (taken from the grid itself: the saved copy may not have caught up,
  // which is how 50 used to snap back to 20).
  const start = () => {
    const state = startState ?? restoreGridState(gridId);
    return { pageSize: pageSizeOf(state), initialState: state, version: stateVersion };
  };
  const [mount, setMount] = useState(start);
  const current = mount.version === stateVersion ? mount : start();
  if (current !== mount) setMount(current);
  const { pageSize, initialState } = current;
  const api = useRef<GridApi<EntityRow> | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const queryChangeRef = useRef(onQueryChange);
  queryChangeRef.current = onQueryChange;
  const stateChangeRef = useRef(onStateChange);
  stateChangeRef.current = onStateChange;
  // Read by the datasource at each request; set while rendering so a re-mounted grid's first
  // request already carries it.
  const searchRef = useRef(search);
  searchRef.current = search;
  const applied = useRef({ search, version: current.version });
  const keep = (state: ListGridState) => {
    const kept = { ...keptState(state), ...(searchRef.current ? { quickSearch: searchRef.current } : {}) };
    saveGridState(gridId, kept);
    stateChangeRef.current?.(kept);
  };
  /** When the last answer's total was a lower bound: the rows counted before the server stopped. */
  const [countedPast, setCountedPast] = useState<number | null>(null);

  const zoneOf = useZoneOf();
  const phone = useMediaQuery(MOBILE_QUERY);
  const rowOpenRef = useRef(onRowOpen);
  rowOpenRef.current = onRowOpen;
  const hasRowOpen = onRowOpen !== undefined;
  const columnDefs = useMemo<ColDef<EntityRow>[]>(() => {
    const columns = [...(entityColumns(declaration, zoneOf, { allBuildings }) as ColDef<EntityRow>[]), ...(extraColumns ?? [])];
    if (!(canEdit && onEdit) && !(canDelete && onDelete)) return columns;
    const onOpen = hasRowOpen ? (row: EntityRow) => rowOpenRef.current?.(row) : undefined;
    const params: RowActionsParams = { canEdit, canDelete, onEdit: onEdit ?? (() => {}), onDelete: onDelete ?? (() => {}), onOpen };
    // Sized to its buttons (no flex): on a phone a narrow "⋯" column first, not pinned, where a
    // pinned one took half the screen (RowActions.tsx).
    const width = rowActionsWidth(phone);
    const actions: ColDef<EntityRow> = { colId: 'actions', headerName: phone ? '' : 'Actions', sortable: false, filter: false, resizable: false, flex: 0, width, minWidth: width, maxWidth: width, cellRenderer: RowActions, cellRendererParams: params };
    return phone ? [actions, ...columns] : [...columns, { ...actions, pinned: 'right' }];
  }, [declaration, zoneOf, allBuildings, canEdit, canDelete, onEdit, onDelete, hasRowOpen, phone, extraColumns]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows(params) {
        const query = withSearch(
          blockQuery({
            startRow: params.startRow,
            endRow: params.endRow,
            sortModel: params.sortModel as SortModelItem[],
            filterModel: params.filterModel as FilterModel,
          }),
          searchRef.current,
        );
        queryChangeRef.current?.(withSearch(unpagedQuery(params.sortModel as SortModelItem[], params.filterModel as FilterModel), searchRef.current));
        fetchRef.current(query).then(
          (result) => {
            // An unknown last row keeps the pager's "next" open without claiming a row count.
            params.successCallback(result.data, result.totalCapped ? undefined : result.total);
            setCountedPast(result.totalCapped ? result.total - 1 : null);
          },
          () => params.failCallback(),
        );
      },
    }),
    [],
  );

  useEffect(() => {
    if (reloadToken > 0) {
      api.current?.deselectAll();
      api.current?.refreshInfiniteCache();
    }
  }, [reloadToken]);

  useEffect(() => {
    const before = applied.current;
    applied.current = { search, version: current.version };
    // A re-mounted grid (new version) starts from its own state and asks for its rows itself.
    if (before.search === search || before.version !== current.version) return;
    const grid = api.current;
    if (!grid || grid.isDestroyed()) return;
    grid.paginationGoToFirstPage();
    grid.purgeInfiniteCache();
    keep(grid.getState());
    // keep reads refs only; the search and the mount are the triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, current.version]);

  useEffect(() => () => onApi?.(null), [onApi]);
  // In the commit that adds this grid to the page, so no moment shows two grids (grid-warmup.tsx).
  useLayoutEffect(endGridWarmUp, []);

  return (
    // The height is the caller's (a page's layout, a related list's rows): a prop, so inline.
    <div className={styles.frame} style={{ height }} data-testid={`grid-${gridId}`}>
      <div className={styles.grid}>
        <AgGridReact<EntityRow>
          key={`${current.version}:${pageSize}`}
          theme={themeQuartz}
          columnDefs={columnDefs}
          defaultColDef={DEFAULT_COLUMN}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={pageSize}
          maxBlocksInCache={10}
          pagination
          paginationPageSize={pageSize}
          paginationPageSizeSelector={[...PAGE_SIZES]}
          initialState={initialState}
          getRowId={(params) => String(params.data.id)}
          // Auto-size measures rendered columns only: with every column rendered (lists have tens of
          // columns, not hundreds) the off-screen ones are sized too, and stay in the page for
          // readers and tests that look for them.
          suppressColumnVirtualisation
          // The columns are made again when what they read arrives (the buildings' time zones) or
          // changes (phone width): the user's order (kept state, a saved view) stays, not the declared one.
          maintainColumnOrder
          onGridReady={(event: GridReadyEvent<EntityRow>) => {
            api.current = event.api;
            onApi?.(event.api);
          }}
          rowSelection={selectable ? { mode: 'multiRow', headerCheckbox: false, enableClickSelection: false } : undefined}
          onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
          onFirstDataRendered={(event) => {
            // Sized to what the rows hold ("23/11/2026", building names), unless the user sized them.
            if (!initialState?.columnSizing) event.api.autoSizeAllColumns();
          }}
          onStateUpdated={(event: StateUpdatedEvent<EntityRow>) => keep(event.state)}
          onPaginationChanged={(event) => {
            const size = event.api.paginationGetPageSize();
            if (size !== pageSize && (PAGE_SIZES as readonly number[]).includes(size)) {
              const state: ListGridState = { ...keptState(event.api.getState()), pagination: { page: 0, pageSize: size } };
              keep(state);
              setMount({ pageSize: size, initialState: state, version: current.version });
            }
          }}
          onRowClicked={(event) => {
            // AG Grid hears the native click before React's handlers could stop it: a click on a
            // row's Edit or Delete button is that button's, not a request to open the row.
            const target = event.event?.target;
            if (target instanceof Element && target.closest('button, input, .ag-selection-checkbox')) return;
            if (event.data && onRowOpen) onRowOpen(event.data);
          }}
          rowClass={onRowOpen ? styles.openable : undefined}
          overlayNoRowsTemplate="No records"
        />
      </div>
      {countedPast !== null && (
        <p data-testid="grid-total-capped" role="status" className={styles.capped}>
          More than {countedPast.toLocaleString('en-AU')} rows
        </p>
      )}
    </div>
  );
}
