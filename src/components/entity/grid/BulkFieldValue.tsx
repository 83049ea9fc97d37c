// The value a bulk "Set <field>" writes: a list of the lookup's rows, the enum's labelled values,
// Yes/No, or a text box — by the field's kind.
import type { FieldMeta } from '../../../domain/entity';
import { useLookupOptions } from '../../../data/lookups';
import { optionLabel } from '../fields/field-kinds';

interface BulkFieldValueProps {
  name: string;
  meta: FieldMeta;
  value: unknown;
  onChange(value: unknown): void;
}

function LookupValue({ meta, value, onChange }: BulkFieldValueProps & { meta: FieldMeta & { lookup: NonNullable<FieldMeta['lookup']> } }) {
  const options = useLookupOptions(meta.lookup.entity, meta.lookup.labelField, meta.lookup.list);
  return (
    <select aria-label={`New ${meta.label.toLowerCase()}`} value={typeof value === 'number' ? String(value) : ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
      <option value="">(none)</option>
      {(options.data ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function BulkFieldValue(props: BulkFieldValueProps) {
  const { meta, value, onChange } = props;
  if (meta.kind === 'lookup' && meta.lookup) return <LookupValue {...props} meta={{ ...meta, lookup: meta.lookup }} />;
  if (meta.kind === 'enum') {
    return (
      <select aria-label={`New ${meta.label.toLowerCase()}`} value={value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(meta.options?.find((o) => String(o) === e.target.value) ?? null)}>
        <option value="">(none)</option>
        {(meta.options ?? []).map((o) => (
          <option key={String(o)} value={String(o)}>
            {optionLabel(meta, o)}
          </option>
        ))}
      </select>
    );
  }
  if (meta.kind === 'bool') {
    return (
      <select aria-label={`New ${meta.label.toLowerCase()}`} value={value === true ? 'yes' : value === false ? 'no' : ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'yes')}>
        <option value="">Choose</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    );
  }
  return <input aria-label={`New ${meta.label.toLowerCase()}`} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />;
}
