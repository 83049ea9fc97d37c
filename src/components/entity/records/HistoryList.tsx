// A record's History tab (issue #14 item 7): every create, edit, delete and restore, newest first,
// who made it, when (building time), from where, and each changed field old → new.
import type { AuditEntry, FieldChange } from '../../../domain/audit';
import { AUDIT_ACTION_LABELS, AUDIT_SOURCE_LABELS } from '../../../domain/audit';
import type { EntityDeclaration, FieldMeta } from '../../../domain/entity';
import { ACTIVE_STATUS_LABELS } from '../../../domain/labels';
import { useZoneOf } from '../../../data/building-zones';
import { errorMessage } from '../../../data/errors';
import { useRecordHistory } from '../../../data/records';
import { formatValue } from '../fields/field-kinds';
import styles from './HistoryList.module.css';

const AT: FieldMeta = { label: 'At', kind: 'datetime' };
const STATUS: FieldMeta = { label: 'Status', kind: 'enum', options: ACTIVE_STATUS_LABELS.values, optionLabels: ACTIVE_STATUS_LABELS.labels };

function shown(meta: FieldMeta, value: unknown, label: string | null | undefined, zone?: string): string {
  if (meta.kind === 'lookup') return label ?? (value === null || value === undefined ? '' : `#${String(value)}`);
  return formatValue(meta, value, zone);
}

/** One changed field as people read it: its label, and the value before and after ('—' for none). */
export interface ChangeLine {
  name: string;
  label: string;
  from: string;
  to: string;
}

/** The changes of an entry whose fields the declaration still names, values formatted by kind. */
export function changeLines(declaration: EntityDeclaration, changes: Record<string, FieldChange>, zone?: string): ChangeLine[] {
  const metas = declaration.fields as Record<string, FieldMeta>;
  return Object.entries(changes).flatMap(([name, change]) => {
    // A linked set (a portfolio's buildings) names itself; its values are already text.
    const meta = name === 'status' ? STATUS : (metas[name] ?? (change.label ? { label: change.label, kind: 'text' as const } : undefined));
    if (!meta) return [];
    return [{ name, label: meta.label, from: shown(meta, change.from, change.fromLabel, zone) || '—', to: shown(meta, change.to, change.toLabel, zone) || '—' }];
  });
}

function Changes({ declaration, changes, zone }: { declaration: EntityDeclaration; changes: Record<string, FieldChange>; zone: string }) {
  const rows = changeLines(declaration, changes, zone);
  if (rows.length === 0) return null;
  return (
    <table className={styles.changes}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.label}</th>
            <td>{row.from}</td>
            <td>{row.to}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entry({ declaration, entry }: { declaration: EntityDeclaration; entry: AuditEntry }) {
  // On the clock of the record's building, as every time on screen.
  const zone = useZoneOf()({ tenantId: entry.tenantId });
  return (
    <li className={styles.entry}>
      <p className={styles.summary}>
        <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong> by {entry.userName ?? 'the system'} on {formatValue(AT, entry.at, zone)} · {AUDIT_SOURCE_LABELS[entry.source]}
      </p>
      <Changes declaration={declaration} changes={entry.changes} zone={zone} />
    </li>
  );
}

export function HistoryList({ declaration, id }: { declaration: EntityDeclaration; id: number }) {
  const history = useRecordHistory(declaration, id);
  if (history.isPending) return <p role="status">Loading the history…</p>;
  if (history.error) return <p role="alert">{errorMessage(history.error)}</p>;
  if (history.data.length === 0) return <p>No changes recorded yet.</p>;
  return (
    <ol aria-label="History" className={styles.list}>
      {history.data.map((entry) => (
        <Entry key={entry.id} declaration={declaration} entry={entry} />
      ))}
    </ol>
  );
}
