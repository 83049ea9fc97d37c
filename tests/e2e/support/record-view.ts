// A record's view page: its fields as a description list (dt term, dd value).
import type { Locator, Page } from '@playwright/test';

/** The value shown for the field labelled `term`. */
export function definition(page: Page, term: string): Locator {
  return page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
}
