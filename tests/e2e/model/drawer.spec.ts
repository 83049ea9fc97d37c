// Model-based UI test of the drawer machine: the machine's shortest paths to every state, from
// @xstate/graph, drive the real UI in Chromium (buttons, viewport, Escape, history navigation);
// after each step the page must show the state the model predicts, one assertion per state in a
// table typed `satisfies Record<...>`, so a new state without an assertion does not compile.
import { expect, test, type Page } from '@playwright/test';
import { getShortestPaths } from '@xstate/graph';
import type { EventObject, SnapshotFrom } from 'xstate';
import { drawerMachine, type DrawerEvent, type DrawerMachine } from '../../../machines/drawer';
import { leafIds, transientState, type StateIdOf, type StateTable } from '../../helpers/model-graph';
import { navigateInApp, signIn } from '../support/session';

type Snapshot = SnapshotFrom<DrawerMachine>;
type StateId = StateIdOf<DrawerMachine>;

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 375, height: 740 };
/** Two of the manager's menu groups, and a page inside each (null: a page in no group). */
const GROUP_PAGES: Record<string, string> = { collections: '/collectionPoints', reference: '/wasteStreams' };
const NO_GROUP_PAGE = '/help';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const groupButton = (page: Page, group: string) => nav(page).locator(`li[data-group="${group}"] > button`);
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** In-app navigation (no reload), as the router's own links do. */
async function goInApp(page: Page, path: string) {
  await navigateInApp(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Each machine event as the user causes it. */
async function perform(page: Page, event: DrawerEvent) {
  switch (event.type) {
    case 'drawer.toggle':
      await page.setViewportSize(DESKTOP);
      return page.locator('#side-drawer').getByRole('button', { name: /side menu$/ }).click();
    case 'drawer.mobileToggle':
      await page.setViewportSize(MOBILE);
      return menuButton(page).click();
    case 'drawer.mobileClose':
      await page.setViewportSize(MOBILE);
      return page.keyboard.press('Escape');
    case 'menu.groupClicked':
      await page.setViewportSize(DESKTOP);
      return groupButton(page, event.group).click();
    case 'route.changed':
      return goInApp(page, event.group === null ? NO_GROUP_PAGE : GROUP_PAGES[event.group]!);
    case 'drawer.reset':
      throw new Error('drawer.reset comes from sign-out, not from the drawer');
  }
}

async function drawerWidth(page: Page): Promise<string> {
  await page.setViewportSize(DESKTOP);
  return page.locator('#side-drawer').evaluate((el) => getComputedStyle(el).width);
}

const assertions = {
  'desktop.restoring': transientState,
  'desktop.expanded': async (page) => {
    await expect.poll(() => drawerWidth(page)).toBe('240px');
    await expect(page.getByRole('button', { name: 'Collapse side menu' })).toBeVisible();
  },
  'desktop.collapsed': async (page) => {
    await expect.poll(() => drawerWidth(page)).toBe('66px');
    await expect(page.getByRole('button', { name: 'Expand side menu' })).toBeVisible();
  },
  'mobile.closed': async (page) => {
    await page.setViewportSize(MOBILE);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
  },
  'mobile.open': async (page) => {
    await page.setViewportSize(MOBILE);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page)).toBeVisible();
  },
  'menu.restoring': transientState,
  'menu.allCollapsed': async (page) => {
    await page.setViewportSize(DESKTOP);
    await expect(nav(page).locator('li[data-group] > button[aria-expanded="true"]')).toHaveCount(0);
  },
  'menu.groupExpanded': async (page, s) => {
    const group = s.context.expandedGroup!;
    await page.setViewportSize(DESKTOP);
    await expect(groupButton(page, group)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).locator('li[data-group] > button[aria-expanded="true"]')).toHaveCount(1);
  },
} satisfies StateTable<DrawerMachine, (page: Page, snapshot: Snapshot) => Promise<void>>;

const events = (): EventObject[] => [
  { type: 'drawer.toggle' },
  { type: 'drawer.mobileToggle' },
  { type: 'drawer.mobileClose' },
  ...Object.keys(GROUP_PAGES).map((group) => ({ type: 'menu.groupClicked', group })),
  ...[...Object.keys(GROUP_PAGES), null].map((group) => ({ type: 'route.changed', group })),
];

const paths = getShortestPaths(drawerMachine, { input: { stored: null }, events: events as never });
const reached = new Set<string>();

test.describe('drawer model', () => {
  test.describe.configure({ mode: 'serial' });

  for (const path of paths) {
    const title = path.steps.map((s) => ('group' in s.event ? `${s.event.type}(${String(s.event.group)})` : s.event.type)).join(' → ');
    test(title, async ({ page }) => {
      await signIn(page, 'manager');
      await page.goto('/profile');
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) await perform(page, step.event as DrawerEvent);
        const snapshot = step.state as Snapshot;
        for (const id of leafIds<StateId>(snapshot.value)) {
          await assertions[id](page, snapshot);
          reached.add(id);
        }
      }
    });
  }

  test('every state at rest was reached', () => {
    const atRest = Object.keys(assertions).filter((id) => !id.endsWith('restoring'));
    expect([...reached].sort()).toEqual(atRest.sort());
  });
});
