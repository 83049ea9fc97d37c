// The list grid of one entity on AG Grid's infinite row model with pagination: each block is one
// server page of the grid query (sort, filters, skip/take). Its state (columns, sort, filters,
// page) is saved per grid in session storage and restored on return. Loaded lazily, so AG Grid is
// not in the sign-in bundle. Over 10,000 matching rows the server stops counting (totalCapped):
// the pager then shows "of more" and a line under it says "More than 10,000 rows".
import {
  CellStyleModule,
  DateFilterModule,
  GridStateModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  RowSelectionModule,
  RowStyleModule,
  TextFilterModule,
  ValidationModule,
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type IDatasource,
  type StateUpdatedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { EntityRow } from '../../../data/entity-queries';
import type { EntityDeclaration } from '../../../domain/entity';
import type { GridQuery, GridResult } from '../../../domain/grid';
import { blockQuery, unpagedQuery, type FilterModel, type SortModelItem } from './ag-query';
import { useZoneOf } from '../../../data/building-zones';
import { entityColumns } from './columns';
import { PAGE_SIZES, pageSizeOf, restoreGridState, saveGridState } from './grid-persistence';
import { RowActions, type RowActionsParams } from './RowActions';

// Only the features the grid uses: AllCommunityModule would ship every community feature with the
// grid route. ValidationModule (development only) names any feature used without its module.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  GridStateModule,
  RowStyleModule,
  RowSelectionModule,
  CellStyleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

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
  /** A checkbox per row (bulk actions, grid/BulkBar.tsx); the selected rows go to onSelectionChange. */
  selectable?: boolean;
  onSelectionChange?(rows: EntityRow[]): void;
  /** Filled with the grid's API once ready (the bulk bar selects a page through it). */
  apiRef?: MutableRefObject<GridApi<EntityRow> | null>;
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
  canEdit = false,
  canDelete = false,
  onEdit,
  onDelete,
  selectable = false,
  onSelectionChange,
  apiRef,
  extraColumns,
}: EntityGridProps) {
  // The infinite model reads its block size once: a new page size remounts the grid, which then
  // restores the state saved a moment before (sort, filters, columns).
  const [mount, setMount] = useState(() => {
    const saved = restoreGridState(gridId);
    return { pageSize: pageSizeOf(saved), initialState: saved };
  });
  const { pageSize, initialState } = mount;
  const api = useRef<GridApi<EntityRow> | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const queryChangeRef = useRef(onQueryChange);
  queryChangeRef.current = onQueryChange;
  /** When the last answer's total was a lower bound: the rows counted before the server stopped. */
  const [countedPast, setCountedPast] = useState<number | null>(null);

  const zoneOf = useZoneOf();
  const columnDefs = useMemo<ColDef<EntityRow>[]>(() => {
    const columns = [...(entityColumns(declaration, zoneOf) as ColDef<EntityRow>[]), ...(extraColumns ?? [])];
    if (!(canEdit && onEdit) && !(canDelete && onDelete)) return columns;
    const params: RowActionsParams = { canEdit, canDelete, onEdit: onEdit ?? (() => {}), onDelete: onDelete ?? (() => {}) };
    return [
      ...columns,
      { colId: 'actions', headerName: 'Actions', sortable: false, filter: false, pinned: 'right', width: 160, cellRenderer: RowActions, cellRendererParams: params },
    ];
  }, [declaration, zoneOf, canEdit, canDelete, onEdit, onDelete, extraColumns]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows(params) {
        const query = blockQuery({
          startRow: params.startRow,
          endRow: params.endRow,
          sortModel: params.sortModel as SortModelItem[],
          filterModel: params.filterModel as FilterModel,
        });
        queryChangeRef.current?.(unpagedQuery(params.sortModel as SortModelItem[], params.filterModel as FilterModel));
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

  return (
    <div style={{ height, width: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`grid-${gridId}`}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <AgGridReact<EntityRow>
          key={pageSize}
          theme={themeQuartz}
          columnDefs={columnDefs}
          defaultColDef={{ resizable: true, flex: 1, minWidth: 120 }}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={pageSize}
          maxBlocksInCache={10}
          pagination
          paginationPageSize={pageSize}
          paginationPageSizeSelector={[...PAGE_SIZES]}
          initialState={initialState}
          getRowId={(params) => String(params.data.id)}
          onGridReady={(event: GridReadyEvent<EntityRow>) => {
            api.current = event.api;
            if (apiRef) apiRef.current = event.api;
          }}
          rowSelection={selectable ? { mode: 'multiRow', headerCheckbox: false, enableClickSelection: false } : undefined}
          onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
          onStateUpdated={(event: StateUpdatedEvent<EntityRow>) => saveGridState(gridId, event.state)}
          onPaginationChanged={(event) => {
            const size = event.api.paginationGetPageSize();
            if (size !== pageSize && (PAGE_SIZES as readonly number[]).includes(size)) {
              setMount({ pageSize: size, initialState: restoreGridState(gridId) });
            }
          }}
          onRowClicked={(event) => {
            // AG Grid hears the native click before React's handlers could stop it: a click on a
            // row's Edit or Delete button is that button's, not a request to open the row.
            const target = event.event?.target;
            if (target instanceof Element && target.closest('button, input, .ag-selection-checkbox')) return;
            if (event.data && onRowOpen) onRowOpen(event.data);
          }}
          rowStyle={onRowOpen ? { cursor: 'pointer' } : undefined}
          overlayNoRowsTemplate="No records"
        />
      </div>
      {countedPast !== null && (
        <p data-testid="grid-total-capped" role="status" style={{ margin: '4px 0 0', fontSize: '0.875rem' }}>
          More than {countedPast.toLocaleString('en-AU')} rows
        </p>
      )}
    </div>
  );
}
