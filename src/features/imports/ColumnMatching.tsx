// The preview of an import file: its first rows under its own headers, and above each column the
// field it fills (or "Not imported"). Each field may be chosen for one column only.
import type { ImportField, ImportPreview } from '../../domain/imports';
import styles from './Imports.module.css';

interface Props {
  preview: ImportPreview;
  fields: readonly ImportField[];
  mapping: readonly (string | null)[];
  onChange(mapping: (string | null)[]): void;
}

export function ColumnMatching({ preview, fields, mapping, onChange }: Props) {
  const choose = (column: number, key: string) =>
    onChange(preview.headers.map((_, i) => (i === column ? key || null : mapping[i] === key && key ? null : (mapping[i] ?? null))));
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={`First rows of ${preview.fileName}`}>
        <thead>
          <tr>
            {preview.headers.map((header, i) => (
              <th key={i} scope="col">
                <span className={styles.header}>{header || `Column ${i + 1}`}</span>
                <label className={styles.match}>
                  <span className={styles.hidden}>Field for column {header || i + 1}</span>
                  <select value={mapping[i] ?? ''} onChange={(e) => choose(i, e.target.value)}>
                    <option value="">Not imported</option>
                    {fields.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                        {f.required ? ' (required)' : ''}
                      </option>
                    ))}
                  </select>
                </label>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{preview.moreRows ? `The first ${preview.rows.length} rows of the file.` : `All ${preview.rows.length} rows of the file.`}</p>
    </div>
  );
}
