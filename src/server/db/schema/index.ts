// Every table of the schema. Add one `export *` line per schema file; do not rewrite this file.
export * from './organisation';
