export { drawerMachine, DRAWER_STORAGE_KEY, DRAWER_WIDTH_OPEN_PX, DRAWER_WIDTH_COLLAPSED_PX } from './machine';
export type { DrawerMachine } from './machine';
export * from './selectors';
export type * from './types';
