// Which input field a unique-index violation is about, read from PostgreSQL's detail
// ('Key (tenant_id, name)=(4, Store room) already exists.'), so a duplicate name is answered on
// its input instead of as a bare conflict. The scope columns (tenant_id, parents' ids) come first
// in every unique index here; the field the user typed is the last one.

export const DUPLICATE_MESSAGE = 'Already in use';

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** 'lower(serial_number::text)' → 'serial_number'. */
function columnOf(expression: string): string {
  const inner = /^\w+\((.*)\)$/.exec(expression.trim())?.[1] ?? expression;
  return inner.replace(/::\w+(\s\w+)*$/, '').trim();
}

export function duplicateField(detail: string | undefined): string | null {
  const keys = /^Key \((.+)\)=\(/.exec(detail ?? '')?.[1];
  if (!keys) return null;
  // Commas inside an expression's parentheses do not split columns.
  const columns: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of keys) {
    if (ch === ',' && depth === 0) {
      columns.push(current);
      current = '';
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    current += ch;
  }
  columns.push(current);
  const last = columnOf(columns.at(-1)!);
  return /^[a-z][a-z0-9_]*$/.test(last) ? camel(last) : null;
}
