import { assign, setup } from 'xstate';
import type { DrawerContext, DrawerEvent, DrawerInput, DrawerStored } from './types';

/** Spec §9: the drawer state is kept in browser storage under this key. */
export const DRAWER_STORAGE_KEY = 'drawer';

/** Spec §2.6 / §9: the desktop drawer is 240 px wide open and 66 px collapsed. */
export const DRAWER_WIDTH_OPEN_PX = 240;
export const DRAWER_WIDTH_COLLAPSED_PX = 66;

const storedOf = (context: DrawerContext): DrawerStored => ({
  open: context.open,
  expandedGroup: context.expandedGroup,
});

/** Writes what the drawer shows now (after the transition's own assigns). */
const persist = {
  type: 'persistDrawer',
  params: ({ context }: { context: DrawerContext }) => storedOf(context),
} as const;

/**
 * The side drawer, as three parallel regions because each changes on its own: the desktop drawer
 * (expanded / collapsed), the mobile slide-out below the medium breakpoint (closed / open), and
 * the menu (all groups collapsed / one expanded). Group names come from the menu, so which group
 * is expanded is data in context.
 */
export const drawerMachine = setup({
  types: {
    context: {} as DrawerContext,
    events: {} as DrawerEvent,
    input: {} as DrawerInput,
  },
  actions: {
    /** Placeholder: src/actors writes the value to localStorage under `drawer`. */
    persistDrawer: (_, _params: DrawerStored) => {},
    markOpen: assign({ open: true }),
    markCollapsed: assign({ open: false }),
    markMobileOpen: assign({ mobileOpen: true }),
    markMobileClosed: assign({ mobileOpen: false }),
    // One group at a time (spec §4): expanding a group replaces whichever was expanded.
    expandGroup: assign({
      expandedGroup: ({ context, event }) =>
        (event.type === 'menu.groupClicked' || event.type === 'route.changed') && event.group !== null
          ? event.group
          : context.expandedGroup,
    }),
    forgetGroup: assign({ expandedGroup: null }),
  },
  guards: {
    // Hydration: the stored value says whether the user left the drawer open (default open).
    storedOpen: ({ context }) => context.open,
    hasStoredGroup: ({ context }) => context.expandedGroup !== null,
    // Spec §4: clicking the expanded group collapses it.
    isExpandedGroup: ({ context, event }) =>
      event.type === 'menu.groupClicked' && event.group === context.expandedGroup,
    // The group holding the current route opens by itself; a route outside every group (or in
    // the group already open) leaves the menu as it is.
    routeInOtherGroup: ({ context, event }) =>
      event.type === 'route.changed' && event.group !== null && event.group !== context.expandedGroup,
  },
}).createMachine({
  id: 'drawer',
  type: 'parallel',
  context: ({ input }) => ({
    open: input.stored?.open ?? true,
    mobileOpen: false,
    expandedGroup: input.stored?.expandedGroup ?? null,
  }),
  on: {
    'drawer.reset': {
      // Sign-out or a reverted auth state (spec §4): back to the defaults, and stored as such.
      target: ['.desktop.expanded', '.mobile.closed', '.menu.allCollapsed'],
      actions: [
        assign({ open: true, mobileOpen: false, expandedGroup: null }),
        { type: 'persistDrawer', params: () => ({ open: true, expandedGroup: null }) },
      ],
    },
  },
  states: {
    desktop: {
      initial: 'restoring',
      states: {
        // Transient: picks the stored open/collapsed state before the first render.
        restoring: {
          always: [{ guard: 'storedOpen', target: 'expanded' }, { target: 'collapsed' }],
        },
        expanded: {
          entry: 'markOpen',
          on: {
            'drawer.toggle': {
              target: 'collapsed',
              actions: { type: 'persistDrawer', params: ({ context }) => ({ ...storedOf(context), open: false }) },
            },
          },
        },
        collapsed: {
          entry: 'markCollapsed',
          on: {
            'drawer.toggle': {
              target: 'expanded',
              actions: { type: 'persistDrawer', params: ({ context }) => ({ ...storedOf(context), open: true }) },
            },
          },
        },
      },
    },
    // Below the medium breakpoint: the slide-out drawer. Never persisted: it starts closed.
    mobile: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'markMobileClosed',
          on: { 'drawer.mobileToggle': 'open' },
        },
        open: {
          entry: 'markMobileOpen',
          on: {
            'drawer.mobileToggle': 'closed',
            'drawer.mobileClose': 'closed',
            // Following a menu link closes the slide-out so the new page is visible.
            'route.changed': 'closed',
          },
        },
      },
    },
    // The menu groups: none expanded, or exactly one (which one is context.expandedGroup).
    menu: {
      initial: 'restoring',
      states: {
        // Transient: reopens the group that was expanded when the drawer was last stored.
        restoring: {
          always: [{ guard: 'hasStoredGroup', target: 'groupExpanded' }, { target: 'allCollapsed' }],
        },
        allCollapsed: {
          on: {
            'menu.groupClicked': { target: 'groupExpanded', actions: ['expandGroup', persist] },
            'route.changed': { guard: 'routeInOtherGroup', target: 'groupExpanded', actions: ['expandGroup', persist] },
          },
        },
        groupExpanded: {
          on: {
            'menu.groupClicked': [
              { guard: 'isExpandedGroup', target: 'allCollapsed', actions: ['forgetGroup', persist] },
              { actions: ['expandGroup', persist] },
            ],
            'route.changed': { guard: 'routeInOtherGroup', actions: ['expandGroup', persist] },
          },
        },
      },
    },
  },
});

export type DrawerMachine = typeof drawerMachine;
