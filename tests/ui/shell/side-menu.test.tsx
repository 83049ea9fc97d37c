// The side menu over the real drawer and session actors: the groups buildMenu allows, one group
// expanded at a time, the route's group opening by itself, and the collapsed drawer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/domain/menu';
import { permissionsForRole } from '../../../src/domain/role-matrix';
import type { RoleKey } from '../../../src/domain/roles';
import { authFor, renderShell } from './render-shell';

function topLevelLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const list = within(nav).getAllByRole('list')[0]!;
  return Array.from(list.children).map((li) => li.querySelector('a, button')!.textContent!.replace(/[▸▾]/g, '').slice(2).trim());
}

const CASES: Array<{ role: RoleKey; tenantId: number | null; calibreBins: boolean }> = [
  { role: 'admin', tenantId: null, calibreBins: false },
  { role: 'manager', tenantId: 12, calibreBins: true },
  { role: 'portfolioUser', tenantId: null, calibreBins: false },
  { role: 'ftManager', tenantId: 12, calibreBins: false },
  { role: 'scanner', tenantId: 12, calibreBins: false },
  { role: 'tenant', tenantId: 12, calibreBins: false },
];

describe('side menu', () => {
  it.each(CASES)('shows exactly the groups buildMenu allows for $role', ({ role, tenantId, calibreBins }) => {
    const auth = authFor(role, { tenantId, calibreBins });
    renderShell(auth);
    const expected = buildMenu({ permissions: permissionsForRole(role), actingRole: role, calibreBins, appVersions: auth.appVersions }).map((g) => g.label);
    expect(expected.length).toBeGreaterThan(0);
    expect(topLevelLabels()).toEqual(expected);
  });

  it('shows Bin Collections only when the building has calibreBins', () => {
    renderShell(authFor('manager', { calibreBins: true }), '/bin-collections');
    expect(screen.getByRole('link', { name: /Bin Collections/ })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Bin Collections in a building without calibreBins', () => {
    renderShell(authFor('manager', { calibreBins: false }), '/collections');
    expect(screen.getByRole('button', { name: 'Collections' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Collection Points/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Bin Collections/ })).toBeNull();
  });

  it('keeps one group expanded at a time, and clicking the expanded group collapses it', async () => {
    const user = userEvent.setup();
    renderShell(authFor('admin', { tenantId: null }));
    const buildings = screen.getByRole('button', { name: 'Buildings' });
    const users = screen.getByRole('button', { name: 'Users' });
    await user.click(buildings);
    expect(buildings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /API Configurations/ })).toBeVisible();
    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(buildings).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /API Configurations/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('button', { expanded: true })).toEqual([users]);
    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group holding the current route and marks its entry as current', () => {
    renderShell(authFor('manager'), '/collections/view/5');
    expect(screen.getByRole('button', { name: 'Collections' })).toHaveAttribute('aria-expanded', 'true');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/collections');
  });

  it('puts Equipment under Buildings for the administrator and under Reference for others', () => {
    renderShell(authFor('admin', { tenantId: null }), '/equipment');
    expect(screen.getByRole('button', { name: 'Buildings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses to initials with the labels kept as names, and stores the choice under drawer', async () => {
    const user = userEvent.setup();
    const { storage } = renderShell(authFor('manager'));
    await user.click(screen.getByRole('button', { name: 'Collapse side menu' }));
    expect(JSON.parse(storage.getItem('drawer')!)).toMatchObject({ open: false });
    const collections = screen.getByRole('button', { name: 'Collections' });
    expect(collections).toHaveAttribute('title', 'Collections');
    expect(collections.textContent).toBe('CO');
    await user.click(screen.getByRole('button', { name: 'Expand side menu' }));
    expect(JSON.parse(storage.getItem('drawer')!)).toMatchObject({ open: true });
  });

  it.each(CASES)('gives every badge of the $role menu its own initials, groups and entries alike', ({ role, tenantId, calibreBins }) => {
    renderShell(authFor(role, { tenantId, calibreBins }));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // Every badge, also those of entries in collapsed groups (hidden, but in the document).
    const badges = Array.from(nav.querySelectorAll('a > span[aria-hidden="true"]:first-child, button > span[aria-hidden="true"]:first-child'), (b) => b.textContent);
    expect(badges.length).toBeGreaterThan(3);
    const repeated = badges.filter((b, i) => badges.indexOf(b) !== i);
    expect(repeated).toEqual([]);
    for (const badge of badges) expect(badge).toMatch(/^\S{2}$/);
  });
});
