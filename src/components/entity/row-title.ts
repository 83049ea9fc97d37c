// The words that name one row in titles and confirmations: its title field (a lookup's label when
// the title field is a lookup), else its id.
import type { EntityRow } from '../../data/entity-queries';
import type { EntityDeclaration, FieldMeta } from '../../domain/entity';
import { displayField, formatValue } from './fields/field-kinds';

export function rowTitle(declaration: EntityDeclaration, row: EntityRow): string {
  const name = declaration.titleField;
  const meta = (declaration.fields as Record<string, FieldMeta>)[name];
  const text = meta ? formatValue(meta, row[displayField(name, meta)]) : '';
  return text || `#${row.id}`;
}
