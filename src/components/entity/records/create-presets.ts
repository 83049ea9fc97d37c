// The values a create form starts with from its URL's query: a declared, editable lookup field
// named with a record id (`?customerId=12`, from a related list's Create); or, for a parent the
// form has no field for, the lookups narrowed to that parent's rows. Anything else is ignored.
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import { ENTITIES } from '../../../domain/entities';
import type { FilterLeaf } from '../../../domain/grid';

export function presetsFromSearch(declaration: EntityDeclaration, search: URLSearchParams): Record<string, number> {
  const presets: Record<string, number> = {};
  for (const [name, meta] of Object.entries(declaration.fields as Record<string, FieldMeta>)) {
    if (meta.kind !== 'lookup' || meta.readOnly) continue;
    const raw = search.get(name);
    if (raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647) presets[name] = Number(raw);
  }
  return presets;
}

/** A parent a create started from that the entity has no field for, reached through a lookup. */
export interface LookupNarrowing {
  /** The lookup field whose list keeps to the parent's rows (a collection's service). */
  field: string;
  filter: FilterLeaf;
  /** The parent: its entity and the label of the field naming it (the service's "Tenant"). */
  parent: { entity: string; label: string; id: number };
}

/**
 * A related list's Create names its parent by a field of the listed rows (`?customerId=12`). When
 * the form has no such field (a collection's tenant comes from its service), each lookup whose
 * entity has that field as a lookup keeps to the parent's rows: the collection form lists the
 * tenant's services only.
 */
export function lookupNarrowings(declaration: EntityDeclaration, search: URLSearchParams): LookupNarrowing[] {
  const fields = declaration.fields as Record<string, FieldMeta>;
  const out: LookupNarrowing[] = [];
  for (const [param, raw] of search) {
    if (param in fields || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) continue;
    const id = Number(raw);
    for (const [name, meta] of Object.entries(fields)) {
      if (meta.kind !== 'lookup' || meta.readOnly || !meta.lookup) continue;
      const target = ENTITIES.find((e) => e.key === meta.lookup?.entity);
      const via = (target?.fields as Record<string, FieldMeta> | undefined)?.[param];
      if (via?.kind !== 'lookup' || !via.lookup) continue;
      out.push({ field: name, filter: { field: param, operator: 'eq', value: id }, parent: { entity: via.lookup.entity, label: via.label, id } });
    }
  }
  return out;
}

/**
 * The building a create started from (`?tenantId=`, a building's related list) for an entity whose
 * rows carry one: sent with the values. The server takes it only from a session without a building
 * of its own (the system view, a portfolio) and only within its scope; a building's session writes
 * to its own building, the only one whose edit page it can open.
 */
export function buildingFromSearch(declaration: EntityDeclaration, search: URLSearchParams): number | undefined {
  if (declaration.scope === 'global' || 'tenantId' in declaration.fields) return undefined;
  const raw = search.get('tenantId');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : undefined;
}
