import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DRAWER_STORAGE_KEY,
  drawerMachine,
  selectDrawerOpen,
  selectExpandedGroup,
  selectIsGroupExpanded,
  selectMobileDrawerOpen,
  type DrawerStored,
} from '../../../machines/drawer';

/** A fake localStorage: every write lands under the key the machine names. */
function start(stored: DrawerStored | null = null) {
  const storage = new Map<string, string>();
  const writes: DrawerStored[] = [];
  const persistDrawer = (_: unknown, params: DrawerStored) => {
    storage.set(DRAWER_STORAGE_KEY, JSON.stringify(params));
    writes.push(params);
  };
  const actor = createActor(drawerMachine.provide({ actions: { persistDrawer } }), { input: { stored } }).start();
  return { actor, writes, storage };
}

describe('drawer machine', () => {
  it('is open by default, with the mobile drawer closed and no group expanded', () => {
    const { actor, writes } = start();
    const s = actor.getSnapshot();
    expect(selectDrawerOpen(s)).toBe(true);
    expect(s.matches({ desktop: 'expanded' })).toBe(true);
    expect(selectMobileDrawerOpen(s)).toBe(false);
    expect(selectExpandedGroup(s)).toBeNull();
    expect(writes).toEqual([]);
  });

  it('hydrates a collapsed drawer and its expanded group from storage', () => {
    const { actor } = start({ open: false, expandedGroup: 'Audits' });
    const s = actor.getSnapshot();
    expect(s.matches({ desktop: 'collapsed' })).toBe(true);
    expect(selectExpandedGroup(s)).toBe('Audits');
  });

  it('toggles and stores the new open state each time', () => {
    const { actor, writes } = start();
    actor.send({ type: 'drawer.toggle' });
    actor.send({ type: 'drawer.toggle' });
    expect(writes).toEqual([
      { open: false, expandedGroup: null },
      { open: true, expandedGroup: null },
    ]);
    expect(selectDrawerOpen(actor.getSnapshot())).toBe(true);
  });

  it('keeps one group expanded at a time and collapses the expanded group on a second click', () => {
    const { actor, writes } = start();
    actor.send({ type: 'menu.groupClicked', group: 'Buildings' });
    expect(selectIsGroupExpanded(actor.getSnapshot(), 'Buildings')).toBe(true);
    actor.send({ type: 'menu.groupClicked', group: 'Users' });
    expect(selectIsGroupExpanded(actor.getSnapshot(), 'Buildings')).toBe(false);
    expect(selectExpandedGroup(actor.getSnapshot())).toBe('Users');
    actor.send({ type: 'menu.groupClicked', group: 'Users' });
    expect(selectExpandedGroup(actor.getSnapshot())).toBeNull();
    expect(writes.map((w) => w.expandedGroup)).toEqual(['Buildings', 'Users', null]);
  });

  it('opens the group holding the new route and closes the mobile drawer', () => {
    const { actor } = start();
    actor.send({ type: 'drawer.mobileToggle' });
    expect(selectMobileDrawerOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'route.changed', group: 'Collections' });
    expect(selectExpandedGroup(actor.getSnapshot())).toBe('Collections');
    expect(selectMobileDrawerOpen(actor.getSnapshot())).toBe(false);
  });

  it('leaves the expanded group alone for a route outside every group, without a write', () => {
    const { actor, writes } = start({ open: true, expandedGroup: 'Audits' });
    actor.send({ type: 'route.changed', group: null });
    actor.send({ type: 'route.changed', group: 'Audits' });
    expect(selectExpandedGroup(actor.getSnapshot())).toBe('Audits');
    expect(writes).toEqual([]);
  });

  it('closes the mobile drawer on mobileClose and toggles it', () => {
    const { actor } = start();
    actor.send({ type: 'drawer.mobileClose' });
    expect(selectMobileDrawerOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'drawer.mobileToggle' });
    actor.send({ type: 'drawer.mobileClose' });
    expect(selectMobileDrawerOpen(actor.getSnapshot())).toBe(false);
  });

  it('resets to the defaults and stores them (sign-out, reverted auth)', () => {
    const { actor, writes, storage } = start({ open: false, expandedGroup: 'Audits' });
    actor.send({ type: 'drawer.mobileToggle' });
    actor.send({ type: 'drawer.reset' });
    expect(JSON.parse(storage.get('drawer')!)).toEqual({ open: true, expandedGroup: null });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ desktop: 'expanded', mobile: 'closed', menu: 'allCollapsed' });
    expect(s.context).toEqual({ open: true, mobileOpen: false, expandedGroup: null });
    expect(writes.at(-1)).toEqual({ open: true, expandedGroup: null });
  });
});
