export { sessionMachine, AUTH_STORAGE_KEY, SIGN_OUT_GRACE_MS } from './machine';
export type { SessionMachine } from './machine';
export * from './selectors';
export type * from './types';
