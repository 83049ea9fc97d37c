// A multi-select as a group of checkboxes under a legend (a portfolio's buildings and tenants, a
// bulk create's tenants and streams, a label's texts).
import styles from './Checklist.module.css';

export interface ChecklistOption<T extends string | number> {
  value: T;
  label: string;
}

export interface ChecklistProps<T extends string | number> {
  legend: string;
  options: readonly ChecklistOption<T>[];
  value: readonly T[];
  onChange(value: T[]): void;
  disabled?: boolean;
  /** Shown instead of the options while they load or when there are none. */
  status?: string;
}

export function Checklist<T extends string | number>({ legend, options, value, onChange, disabled, status }: ChecklistProps<T>) {
  const toggle = (option: T, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className={styles.checklist} disabled={disabled}>
      <legend>{legend}</legend>
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value}>
              <label className={styles.option}>
                <input type="checkbox" checked={value.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The options' status line: loading, failed, or none to choose from. */
export function optionsStatus(query: { isPending: boolean; isError: boolean }, count: number, none: string): string | undefined {
  if (query.isPending) return 'Loading…';
  if (query.isError) return 'Could not load the list.';
  return count === 0 ? none : undefined;
}
