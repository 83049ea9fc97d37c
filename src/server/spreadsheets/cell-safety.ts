// Spreadsheet formula injection (OWASP "CSV Injection"): a text cell that starts with = + - @, a
// tab or a carriage return may be run as a formula by the program that opens the file. Exports
// write such text with a leading apostrophe, which every spreadsheet program shows as plain text;
// imports take that one apostrophe off again, so an exported file re-imports unchanged.

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as an export writes it: inert when it could start a formula. Other values pass through. */
export function inertCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Text as an import reads it: the apostrophe an export added is removed. Other values pass through. */
export function restoredCell<T>(value: T): T | string {
  return typeof value === 'string' && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
