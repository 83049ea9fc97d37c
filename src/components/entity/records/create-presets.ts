// The values a create form starts with from its URL's query: a declared, editable lookup field
// named with a record id (`?customerId=12`, from a related list's Create). Anything else is ignored.
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';

export function presetsFromSearch(declaration: EntityDeclaration, search: URLSearchParams): Record<string, number> {
  const presets: Record<string, number> = {};
  for (const [name, meta] of Object.entries(declaration.fields as Record<string, FieldMeta>)) {
    if (meta.kind !== 'lookup' || meta.readOnly) continue;
    const raw = search.get(name);
    if (raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647) presets[name] = Number(raw);
  }
  return presets;
}
