// What a stale save shows (issue #11 part 4): who changed the record and when (the server's
// message), each field where what the user typed differs from the current record as
// "label: your value → their value" in words, and the two ways on. The form's fields stay as
// typed underneath until the user chooses.
import { useEffect, useRef } from 'react';
import type { FieldMeta } from '../../domain/entity';
import { useLookupOptions } from '../../data/lookups';
import { Button } from '../Button';
import styles from './ConflictPanel.module.css';
import { formatValue } from './fields/field-kinds';
import type { FormValues } from './fields/form-values';

export interface FieldDifference {
  name: string;
  meta: FieldMeta;
  mine: unknown;
  theirs: unknown;
}

function comparable(meta: FieldMeta, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if ((meta.kind === 'datetime' || meta.kind === 'date') && typeof value === 'string') {
    const time = new Date(value).getTime();
    return Number.isNaN(time) ? value : time;
  }
  return value;
}

/** The editable fields whose typed value is not the current record's. */
export function fieldDifferences(fields: readonly [string, FieldMeta][], mine: FormValues, theirs: FormValues): FieldDifference[] {
  return fields
    .filter(([name, meta]) => meta.kind !== 'secret' && JSON.stringify(comparable(meta, mine[name])) !== JSON.stringify(comparable(meta, theirs[name])))
    .map(([name, meta]) => ({ name, meta, mine: mine[name], theirs: theirs[name] }));
}

function LookupLabel({ meta, value }: { meta: FieldMeta & { lookup: NonNullable<FieldMeta['lookup']> }; value: unknown }) {
  const options = useLookupOptions(meta.lookup.entity, meta.lookup.labelField, meta.lookup.list);
  const label = options.data?.find((option) => option.value === value)?.label;
  return <>{label ?? (options.isPending ? '…' : 'an option no longer listed')}</>;
}

function ShownValue({ meta, value, zone }: { meta: FieldMeta; value: unknown; zone: string | undefined }) {
  if (value === null || value === undefined || value === '') return <em>empty</em>;
  if (meta.kind === 'lookup' && meta.lookup) return <LookupLabel meta={{ ...meta, lookup: meta.lookup }} value={value} />;
  return <>{formatValue(meta, value, zone)}</>;
}

export interface ConflictPanelProps {
  message: string;
  differences: readonly FieldDifference[];
  onKeepMine(): void;
  onUseTheirs(): void;
  busy: boolean;
  /** The record's building's zone: a time in the comparison reads as on every other screen. */
  zone?: string;
}

export function ConflictPanel({ message, differences, onKeepMine, onUseTheirs, busy, zone }: ConflictPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="conflict-heading" data-testid="conflict-view">
      <h2 id="conflict-heading" tabIndex={-1} ref={heading}>
        Someone else saved this record
      </h2>
      <p role="alert">{message}</p>
      {differences.length === 0 ? (
        <p>Your values are the same as theirs.</p>
      ) : (
        <ul className={styles.differences} aria-label="Fields that differ">
          {differences.map(({ name, meta, mine, theirs }) => (
            <li key={name}>
              <strong>{meta.label}</strong>: <ShownValue meta={meta} value={mine} zone={zone} /> → <ShownValue meta={meta} value={theirs} zone={zone} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onKeepMine} disabled={busy}>
          Keep my changes
        </Button>
        <Button onClick={onUseTheirs} disabled={busy}>
          Use their version
        </Button>
      </div>
    </section>
  );
}
