// Every class of PostgreSQL advisory lock the server takes, in one list, so that no two can collide.
export const LOCK_CLASS = {
  signInUser: 71001,
  signInAddress: 71002,
  resetUser: 71003,
  resetAddress: 71004,
  importBatch: 71005,
  /** Migrations and the first seed (prepare.ts): one process at a time on one database. */
  startUp: 71006,
} as const;
