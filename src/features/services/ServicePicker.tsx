// The services of the building in a list with a checkbox each, a search and "select all shown".
import { useMemo, useState } from 'react';
import type { EntityRow } from '../../data/entity-queries';
import { labelText, type ServiceKind } from './service-kinds';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';

export interface ServicePickerProps {
  kind: ServiceKind;
  rows: readonly EntityRow[];
  chosen: ReadonlySet<number>;
  onChange(chosen: ReadonlySet<number>): void;
}

const COLUMNS = ['name', 'stream', 'collectionPoint', 'qrCode'] as const;
const HEADINGS = { name: 'Name', stream: 'Stream', collectionPoint: 'Collection point', qrCode: 'Code' } as const;

export function ServicePicker({ kind, rows, chosen, onChange }: ServicePickerProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle === '' ? rows : rows.filter((r) => COLUMNS.some((c) => labelText(kind, r, c).toLowerCase().includes(needle)));
  }, [rows, search, kind]);
  const allShown = shown.length > 0 && shown.every((r) => chosen.has(r.id));
  const set = (ids: readonly number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  return (
    <div className={layout.page}>
      <label className={styles.field}>
        Search services
        <input className={styles.control} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <div className={styles.scroll}>
        <table className={styles.table} aria-label="Services to print">
          <thead>
            <tr>
              <th>
                <input
                  type="checkbox"
                  aria-label="Select all shown"
                  checked={allShown}
                  onChange={(e) => set(shown.map((r) => r.id), e.target.checked)}
                />
              </th>
              {COLUMNS.map((c) => (
                <th key={c}>{HEADINGS[c]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id}>
                <td>
                  <input type="checkbox" aria-label={`Select ${String(r.name)}`} checked={chosen.has(r.id)} onChange={(e) => set([r.id], e.target.checked)} />
                </td>
                {COLUMNS.map((c) => (
                  <td key={c}>{labelText(kind, r, c)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{`${chosen.size} of ${rows.length} chosen`}</p>
    </div>
  );
}
