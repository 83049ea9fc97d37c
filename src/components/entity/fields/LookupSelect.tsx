// A searchable select over the rows of a looked-up entity (a form's PUT /api/{form}/Lookup/{field},
// else PUT /api/{controller}/GetAll): typing
// narrows the list; the chosen row stays listed even when the search hides it.
import { useEffect, useMemo, useState, type RefCallback } from 'react';
import { useLookupOptions, type LookupReferrer } from '../../../data/lookups';
import type { LookupList } from '../../../domain/entity';
import type { FilterLeaf } from '../../../domain/grid';
import styles from '../EntityPage.module.css';

export interface LookupSelectProps {
  id: string;
  entity: string;
  labelField: string;
  /** A special list of the entity (spec §7) instead of its plain GetAll. */
  list?: LookupList;
  /** The form's entity and field: the list then comes from that entity's Lookup endpoint. */
  referrer?: LookupReferrer;
  value: number | null | undefined;
  onChange(value: number | null): void;
  onBlur?(): void;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /**
   * Only the rows of one parent (a form opened from a tenant's related list: its services); with
   * exactly one such row and nothing chosen yet, that row is chosen.
   */
  narrow?: FilterLeaf;
  /** How a narrowed list's only row is chosen (a starting value, not the user's edit); default onChange. */
  onPreselect?(value: number): void;
  /** Given the select (not the search box): where a field in error takes focus. */
  ref?: RefCallback<HTMLElement>;
}

export function LookupSelect({ id, entity, labelField, list, referrer, narrow, onPreselect, value, onChange, onBlur, invalid, required, describedBy, disabled, ref }: LookupSelectProps) {
  const [search, setSearch] = useState('');
  const options = useLookupOptions(entity, labelField, list, referrer, narrow);
  const only = narrow && options.data?.length === 1 ? options.data[0]?.value : undefined;
  useEffect(() => {
    if (only !== undefined && (value === null || value === undefined)) (onPreselect ?? onChange)(only);
    // Once, when the narrowed list arrives with one row: a later clearing by the user stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);
  const visible = useMemo(() => {
    const all = options.data ?? [];
    const needle = search.trim().toLowerCase();
    if (!needle) return all;
    return all.filter((o) => o.value === value || o.label.toLowerCase().includes(needle));
  }, [options.data, search, value]);

  return (
    <div className={styles.field}>
      <input
        type="search"
        className={styles.control}
        aria-label="Search"
        aria-controls={id}
        placeholder="Search…"
        value={search}
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        ref={ref}
        id={id}
        className={styles.control}
        value={value === null || value === undefined ? '' : String(value)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        aria-busy={options.isPending || undefined}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{options.isPending ? 'Loading…' : options.isError ? 'Could not load the list' : '—'}</option>
        {visible.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
