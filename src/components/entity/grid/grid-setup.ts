// What every grid of the app shares, set up once with AG Grid's chunk: the features it registers and
// the default column. The list grid (EntityGrid.tsx) and the idle warm-up (grid-warmup.tsx) use it.
import {
  CellStyleModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  DateFilterModule,
  GridStateModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  RowSelectionModule,
  RowStyleModule,
  TextFilterModule,
  TooltipModule,
  ValidationModule,
  type ColDef,
} from 'ag-grid-community';

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
  ColumnApiModule,
  ColumnAutoSizeModule,
  TooltipModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/**
 * Widths come from the content (autoSizeAllColumns once rows arrive); long headers wrap rather
 * than end in "…", and say themselves in full on hover.
 */
export const DEFAULT_COLUMN: ColDef = { resizable: true, minWidth: 90, maxWidth: 420, wrapHeaderText: true, autoHeaderHeight: true };
