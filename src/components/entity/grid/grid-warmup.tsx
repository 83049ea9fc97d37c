// A grid drawn once, out of sight, when the browser is idle after sign-in (#12). The first grid of
// a page's life costs far more than later ones: the browser compiles AG Grid's code and lays out
// its theme for the first time. Over 106k collections, click → first row took 745 ms on a first
// visit and 395 ms on a second; with this warm-up a first visit takes ~430 ms
// (bench/grid-navigation.ts). The warm grid is styled like the lists (in the document, not a
// shadow root, which measured no gain) and goes as soon as its rows are drawn, or at once when a
// real grid mounts (endGridWarmUp), so that no page ever shows or holds two grids.
import { themeQuartz, type ColDef, type IDatasource } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { createRoot, type Root } from 'react-dom/client';
import { DEFAULT_COLUMN } from './grid-setup';

interface WarmRow {
  id: number;
  name: string;
  date: string;
  amount: number;
}

// One column of each filter kind the lists use, and a header long enough to wrap.
const COLUMNS: ColDef<WarmRow>[] = [
  { field: 'name', headerName: 'A header long enough to wrap in its column', filter: 'agTextColumnFilter' },
  { field: 'date', headerName: 'Date', filter: 'agDateColumnFilter' },
  { field: 'amount', headerName: 'Amount', filter: 'agNumberColumnFilter' },
];

const ROWS: WarmRow[] = Array.from({ length: 20 }, (_, i) => ({ id: i, name: `Row ${i}`, date: '23/11/2026', amount: i * 1.5 }));

const DATASOURCE: IDatasource = {
  getRows(params) {
    params.successCallback(ROWS.slice(params.startRow, params.endRow), ROWS.length);
  },
};

let warmed = false;
let current: { host: HTMLElement; root: Root } | null = null;

/** Removes the warm grid from the page now (a real grid is mounting), and unmounts it after. */
export function endGridWarmUp(): void {
  if (!current) return;
  const { host, root } = current;
  current = null;
  // Out of the document at once; React unmounts its root outside whatever render called this.
  host.remove();
  setTimeout(() => root.unmount(), 0);
}

/** Draws a small grid off screen, once per page life, unless a grid is on the page already. */
export function warmUpGrid(): void {
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  if (document.querySelector('.ag-root-wrapper')) return;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  // Laid out (a grid with no size draws no rows), but off screen and invisible.
  host.style.cssText = 'position:fixed;top:0;left:-10000px;width:1000px;height:400px;visibility:hidden;pointer-events:none';
  document.body.append(host);
  const root = createRoot(host);
  current = { host, root };
  root.render(
    <AgGridReact<WarmRow>
      theme={themeQuartz}
      columnDefs={COLUMNS}
      defaultColDef={DEFAULT_COLUMN}
      rowModelType="infinite"
      datasource={DATASOURCE}
      cacheBlockSize={20}
      pagination
      paginationPageSize={20}
      paginationPageSizeSelector={[20, 50]}
      suppressColumnVirtualisation
      getRowId={(params) => String(params.data.id)}
      onFirstDataRendered={(event) => {
        event.api.autoSizeAllColumns();
        // After the frame that draws the rows: ending inside AG Grid's own callback would cut it mid-run.
        requestAnimationFrame(endGridWarmUp);
      }}
    />,
  );
}
