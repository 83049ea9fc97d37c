// A multi-select as a group of checkboxes under a legend: the portfolio forms' buildings and tenants.
import styles from './Portfolios.module.css';

export interface ChecklistOption {
  value: number;
  label: string;
}

export interface ChecklistProps {
  legend: string;
  options: readonly ChecklistOption[];
  value: readonly number[];
  onChange(value: number[]): void;
  disabled?: boolean;
  /** Shown instead of the options while they load or when there are none. */
  status?: string;
}

export function Checklist({ legend, options, value, onChange, disabled, status }: ChecklistProps) {
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className={styles.links} disabled={disabled}>
      <legend>{legend}</legend>
      {status ? (
        <p className={styles.muted} role="status">
          {status}
        </p>
      ) : (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value}>
              <label className={styles.option}>
                <input type="checkbox" checked={chosen.has(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The lookup's options, then the linked ones it no longer offers (so they can still be unticked). */
export function withLinked(offered: readonly ChecklistOption[], linked: readonly ChecklistOption[]): ChecklistOption[] {
  return [...offered, ...linked.filter((l) => !offered.some((o) => o.value === l.value))];
}

/** The options' status line: loading, failed, or none to choose from. */
export function optionsStatus(query: { isPending: boolean; isError: boolean }, count: number, none: string): string | undefined {
  if (query.isPending) return 'Loading…';
  if (query.isError) return 'Could not load the list.';
  return count === 0 ? none : undefined;
}
