// A small read-only table of figures (the league table and its kin).
import layout from '../../components/layout/Page.module.css';

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => string;
  numeric?: boolean;
}

export function DataTable<T>({ rows, columns, rowKey }: { rows: readonly T[]; columns: TableColumn<T>[]; rowKey: (row: T) => string | number }) {
  if (rows.length === 0) return <p className={layout.muted}>No data in this period.</p>;
  return (
    <table className={layout.table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} className={c.numeric ? layout.num : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c) => (
              <td key={c.header} className={c.numeric ? layout.num : undefined}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
