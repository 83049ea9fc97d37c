import type { SnapshotFrom } from 'xstate';
import { DRAWER_WIDTH_COLLAPSED_PX, DRAWER_WIDTH_OPEN_PX, type DrawerMachine } from './machine';

type Snapshot = SnapshotFrom<DrawerMachine>;

export const selectDrawerOpen = (s: Snapshot): boolean => s.context.open;
export const selectMobileDrawerOpen = (s: Snapshot): boolean => s.context.mobileOpen;
export const selectExpandedGroup = (s: Snapshot): string | null => s.context.expandedGroup;
export const selectIsGroupExpanded = (s: Snapshot, group: string): boolean => s.context.expandedGroup === group;
export const selectDrawerWidthPx = (s: Snapshot): number =>
  s.context.open ? DRAWER_WIDTH_OPEN_PX : DRAWER_WIDTH_COLLAPSED_PX;
