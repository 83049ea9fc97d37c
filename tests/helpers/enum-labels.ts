// Generated from the registry: every enum field of every entity, with the label each value must be
// shown by and the raw forms (keys, numbers) that must never reach a person. The export/PDF half of
// issue #13's "no raw enum number or enum key" test reads it; a new enum field is covered as soon
// as it is declared.
import { ENTITIES } from '../../src/domain/entities';
import type { EntityDeclaration, FieldMeta } from '../../src/domain/entity';
import { enumCellLabel } from '../../src/server/spreadsheets/enum-cells';

export interface EnumFieldLabels {
  entity: EntityDeclaration;
  field: string;
  meta: FieldMeta;
  /** What a cell may hold: each value's label. */
  labels: ReadonlySet<string>;
  /** Raw values whose label differs from them ('ActualWeight', '2' for Pre-sort): never shown. */
  raw: ReadonlySet<string>;
}

export function enumFieldLabels(): EnumFieldLabels[] {
  return ENTITIES.flatMap((entity) =>
    Object.entries(entity.fields as Record<string, FieldMeta>)
      .filter(([, meta]) => meta.kind === 'enum' && meta.options?.length)
      .map(([field, meta]) => {
        const options = meta.options ?? [];
        const labels = new Set(options.map((o) => String(enumCellLabel(meta, o))));
        const raw = new Set(options.map(String).filter((o) => !labels.has(o)));
        return { entity, field, meta, labels, raw };
      }),
  );
}
