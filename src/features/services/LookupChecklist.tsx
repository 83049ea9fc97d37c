// Several rows of a looked-up entity chosen with checkboxes (tenants, waste streams).
import { useLookupOptions } from '../../data/lookups';
import styles from './Services.module.css';

export interface LookupChecklistProps {
  legend: string;
  entity: string;
  labelField?: string;
  value: readonly number[];
  onChange(value: number[]): void;
}

export function LookupChecklist({ legend, entity, labelField = 'name', value, onChange }: LookupChecklistProps) {
  const options = useLookupOptions(entity, labelField);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className={styles.choices} aria-busy={options.isPending || undefined}>
      <legend>{`${legend} (${value.length} chosen)`}</legend>
      {options.isPending && <span>Loading…</span>}
      {options.isError && <span className={styles.error}>Could not load the list</span>}
      {options.data?.map((o) => (
        <label key={o.value} className={styles.choice}>
          <input type="checkbox" checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
