// Driving the entity grid (AG Grid) as a user does: a column's filter through its header menu,
// rows read from the rendered cells.
import { expect, type Locator, type Page } from '@playwright/test';

/** The grid's rendered rows (a record with pinned actions renders as two). */
export function gridRows(page: Page): Locator {
  return page.locator('.ag-row');
}

/**
 * Sets a text or number filter on the column with `headerName`: its first condition, with the
 * operator named as the filter lists it ('Less than'), else the column's default one.
 */
export async function filterColumn(page: Page, headerName: string, value: string, operator?: string): Promise<void> {
  const header = page.locator('.ag-header-cell').filter({ has: page.getByText(headerName, { exact: true }) });
  await header.hover();
  await header.locator('.ag-header-cell-filter-button, .ag-header-cell-menu-button').first().click();
  const popup = page.locator('.ag-filter').last();
  if (operator) {
    await popup.locator('.ag-filter-select').first().click();
    await page.getByRole('listbox', { name: 'Select Field' }).getByRole('option', { name: operator, exact: true }).click();
  }
  await popup.getByRole('textbox').or(popup.getByRole('spinbutton')).first().fill(value);
  await popup.getByRole('button', { name: 'Apply' }).click();
  await expect(popup).toBeHidden();
}

/** The rendered parts of the grid's row for record `id` (its centre and its pinned actions), in `scope`. */
export function gridRow(scope: Page | Locator, id: number): Locator {
  return scope.locator(`.ag-row[row-id="${id}"]`);
}
