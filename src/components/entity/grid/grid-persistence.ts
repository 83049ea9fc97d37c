// Which parts of AG Grid's state a list keeps across visits (spec §9: list-grid state in session
// storage): columns, sort, filters and page, and the list's quick search. Scroll, focus and
// selection start fresh.
import type { GridState } from 'ag-grid-community';
import { readGridState, writeGridState } from '../../../data/grid-state';

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** AG Grid's state plus the list's quick search. */
export type ListGridState = GridState & { quickSearch?: string };

const KEPT = ['columnOrder', 'columnSizing', 'columnVisibility', 'columnPinning', 'sort', 'filter', 'pagination', 'quickSearch'] as const;

export function keptState(state: ListGridState): ListGridState {
  const kept: ListGridState = {};
  for (const key of KEPT) {
    if (state[key] !== undefined) (kept as Record<string, unknown>)[key] = state[key];
  }
  return kept;
}

export function restoreGridState(gridId: string, storage?: Storage): ListGridState | undefined {
  const saved = readGridState<ListGridState>(gridId, storage);
  return saved && typeof saved === 'object' ? keptState(saved) : undefined;
}

export function saveGridState(gridId: string, state: ListGridState, storage?: Storage): void {
  writeGridState(gridId, keptState(state), storage);
}

export function pageSizeOf(state: GridState | undefined): number {
  const size = state?.pagination?.pageSize;
  return PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE;
}
