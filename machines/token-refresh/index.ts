export { tokenRefreshMachine } from './machine';
export type { TokenRefreshMachine } from './machine';
export * from './selectors';
export type * from './types';
