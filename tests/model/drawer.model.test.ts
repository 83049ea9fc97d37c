import { expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  drawerMachine,
  selectDrawerWidthPx,
  type DrawerInput,
  type DrawerMachine,
  type DrawerStored,
} from '../../machines/drawer';
import { runModel, transientState, type ModelAssertions, type ModelWorld } from '../helpers/model-paths';

interface DrawerWorld extends ModelWorld<DrawerMachine> {
  /** What the fake storage holds under `drawer`: the input's value until the first write. */
  stored: DrawerStored | null;
  writes: number;
}

function createWorld(input: DrawerInput): DrawerWorld {
  const world: DrawerWorld = {
    stored: input.stored,
    writes: 0,
    machine: drawerMachine.provide({
      actions: {
        persistDrawer: (_, params) => {
          world.stored = params;
          world.writes += 1;
        },
      },
    }),
  };
  return world;
}

// Every change was written through: the stored value always says what the drawer shows.
function storedMatchesContext(s: SnapshotFrom<DrawerMachine>, w: DrawerWorld) {
  const stored = w.stored ?? { open: true, expandedGroup: null };
  expect(stored).toEqual({ open: s.context.open, expandedGroup: s.context.expandedGroup });
}

const assertions = {
  'desktop.restoring': transientState,
  'desktop.expanded': (s, w) => {
    expect(s.context.open).toBe(true);
    expect(selectDrawerWidthPx(s)).toBe(240);
    storedMatchesContext(s, w);
  },
  'desktop.collapsed': (s, w) => {
    expect(s.context.open).toBe(false);
    expect(selectDrawerWidthPx(s)).toBe(66);
    storedMatchesContext(s, w);
  },
  'mobile.closed': (s) => expect(s.context.mobileOpen).toBe(false),
  'mobile.open': (s) => expect(s.context.mobileOpen).toBe(true),
  'menu.restoring': transientState,
  'menu.allCollapsed': (s, w) => {
    expect(s.context.expandedGroup).toBeNull();
    storedMatchesContext(s, w);
  },
  'menu.groupExpanded': (s, w) => {
    expect(GROUPS).toContain(s.context.expandedGroup);
    storedMatchesContext(s, w);
  },
} satisfies ModelAssertions<DrawerMachine, DrawerWorld>;

const GROUPS = ['Buildings', 'Users'];

it('drawer model: every path agrees with the real actor; all states and transitions covered', async () => {
  const coverage = await runModel({
    name: 'drawer',
    machine: drawerMachine,
    inputs: [{ stored: null }, { stored: { open: false, expandedGroup: 'Users' } }],
    events: () => [
      ...GROUPS.map((group) => ({ type: 'menu.groupClicked', group })),
      ...[...GROUPS, null].map((group) => ({ type: 'route.changed', group })),
    ],
    createWorld,
    assertions,
  });
  expect(coverage.statesReached).toEqual(coverage.statesDefined);
  expect(coverage.statesDefined).toHaveLength(6);
  expect(coverage.uncoveredTransitions).toEqual([]);
});
