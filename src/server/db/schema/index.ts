// Every table of the schema, one `export *` per schema file. An entity's table is the export named
// like its key (src/server/db/entity-tables.ts).
export * from './organisation';
export * from './reference';
export * from './locations';
export * from './people';
export * from './system';
export * from './collections';
export * from './count';
export * from './config';
export * from './supplier';
export * from './audits';
export * from './furniture';
export * from './devices';
export * from './sign-in';
export * from './idempotency';
export * from './rollups';
export * from './audit-log';
export * from './saved-views';
