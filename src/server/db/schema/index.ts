// Every table of the schema. Add one `export *` line per schema file; do not rewrite this file.
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
