// Shapes of the drawer machine: the side drawer and its menu groups (spec §2.6, §4).

/** What is kept in browser storage under the key `drawer` (spec §9). */
export interface DrawerStored {
  open: boolean;
  expandedGroup: string | null;
}

export interface DrawerInput {
  stored: DrawerStored | null;
}

export interface DrawerContext {
  /**
   * Mirrors the `desktop` region (expanded ↔ true) so that persistence and plain selectors read
   * one object; only the entry actions of that region's states write it.
   */
  open: boolean;
  /** Mirrors the `mobile` region, written only by its states' entry actions. */
  mobileOpen: boolean;
  /** The one menu group shown expanded, if any. */
  expandedGroup: string | null;
}

export type DrawerEvent =
  | { type: 'drawer.toggle' }
  | { type: 'drawer.mobileToggle' }
  | { type: 'drawer.mobileClose' }
  | { type: 'menu.groupClicked'; group: string }
  /** `group` is the menu group holding the new route, or null when no group holds it. */
  | { type: 'route.changed'; group: string | null }
  | { type: 'drawer.reset' };
