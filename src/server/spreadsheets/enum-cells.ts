// Enum values in spreadsheets as people read them: an export writes a value's label ("Actual
// weight", "Pre-sort"), never its key or number, and an import reads either back — the one place
// the exports, the PDFs and the import module (templates, hints, cells) read them from. The labels
// are the declarations' label tables (optionLabels, src/domain/labels), else the key spelled out.
import type { FieldMeta } from '../../domain/entity';
import { headerKey } from '../../domain/imports';

/** 'MixedUse' → 'Mixed use'; numbers and abbreviations (NSW, M3) read as they are. */
function spelledOut(value: string | number): string {
  if (typeof value === 'number' || /^[A-Z0-9]+$/.test(value)) return String(value);
  const words = value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An enum field's value as a cell shows it: a number without a label stays a number (Fill 25). */
export function enumCellLabel(meta: FieldMeta, value: string | number): string | number {
  const label = meta.optionLabels?.[String(value)];
  if (label !== undefined) return label;
  return typeof value === 'number' ? value : spelledOut(value);
}

/** The words an enum option is written as in a template, a hint or an error message. */
export const enumOptionText = (meta: FieldMeta, option: string | number): string => String(enumCellLabel(meta, option));

/**
 * A cell's text → the enum value it names, by label or by key (case and spacing aside); the text
 * itself when it names none, so the schema's message names the problem.
 */
export function enumCellValue(meta: FieldMeta, text: string): string | number {
  const key = headerKey(text);
  const option = (meta.options ?? []).find((o) => headerKey(enumOptionText(meta, o)) === key || headerKey(String(o)) === key);
  return option ?? text;
}
