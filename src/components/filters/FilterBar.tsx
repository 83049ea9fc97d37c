// A report's filter bar: the inputs apply as they change, so the form itself never submits.
import type { ReactNode } from 'react';
import layout from '../layout/Page.module.css';

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <form className={layout.filters} aria-label="Report filters" onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  );
}

interface Period {
  from: string;
  to: string;
}

/**
 * The From and To dates of a period, each bounded by the other. A cleared date is ignored:
 * the period always has both ends.
 */
export function PeriodFields<T extends Period>({ value, onChange }: { value: T; onChange(next: T): void }) {
  return (
    <>
      <label>
        From
        <input type="date" value={value.from} max={value.to} required onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })} />
      </label>
      <label>
        To
        <input type="date" value={value.to} min={value.from} required onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })} />
      </label>
    </>
  );
}
