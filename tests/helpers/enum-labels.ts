// Generated from the label tables (src/domain/labels, via each enum field's optionLabels): every
// enum field of every entity, each value's label and the raw forms (codes, keys) that must never
// reach a person. Screens (tests/e2e/labels.spec.ts, tests/ui/entity/enum-labels.test.tsx) read
// enumFieldCases; the export/PDF half reads enumFieldLabels. A new enum field is covered as soon as
// it is declared.
import { ENTITIES } from '../../src/domain/entities';
import type { EntityDeclaration, FieldMeta } from '../../src/domain/entity';
import { labelIn, rawTextsOf, type EnumValue, type LabelTable } from '../../src/domain/labels';
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

export interface EnumValueCase {
  value: EnumValue;
  label: string;
  /** The code or key of the value, when it differs from the label: never to be shown alone. */
  raw: string[];
}

export interface EnumFieldCase {
  entity: string;
  field: string;
  fieldLabel: string;
  values: EnumValueCase[];
}

function tableOf(meta: FieldMeta): LabelTable {
  return { values: meta.options ?? [], labels: meta.optionLabels ?? {} };
}

/** Every enum field of every entity with its values' labels and forbidden raw texts. */
export function enumFieldCases(): EnumFieldCase[] {
  return ENTITIES.flatMap((entity) =>
    Object.entries(entity.fields as Record<string, FieldMeta>)
      .filter(([, meta]) => meta.kind === 'enum')
      .map(([field, meta]) => {
        const table = tableOf(meta);
        return {
          entity: entity.key,
          field,
          fieldLabel: meta.label,
          values: table.values.map((value) => ({ value, label: labelIn(table, value), raw: rawTextsOf(table, value) })),
        };
      }),
  );
}

/**
 * Whether `text` (a grid cell, a view value, a spreadsheet cell) shows a raw value of the field
 * instead of its label: the whole text is a code or key, or a key appears in it as a word.
 */
export function showsRawValue(text: string, field: EnumFieldCase): boolean {
  const trimmed = text.trim();
  return field.values.some((v) =>
    v.raw.some((raw) => trimmed === raw || (/[A-Za-z]/.test(raw) && /[a-z][A-Z]/.test(raw) && new RegExp(`\\b${raw}\\b`).test(trimmed))),
  );
}
