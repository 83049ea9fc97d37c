// The read-only view of one record: every declared field except secrets, lookups as links to the
// related record's view (or edit) screen, and Edit / Delete by permission.
import { Link } from 'react-router-dom';
import { useZoneOf } from '../../data/building-zones';
import type { EntityRow } from '../../data/entity-queries';
import { lookupVariantField, type EntityDeclaration, type FieldMeta } from '../../domain/entity';
import { ENTITIES } from '../../domain/entities';
import { recordPath } from '../../domain/screen-paths';
import styles from './EntityPage.module.css';
import { formatValue } from './fields/field-kinds';

export interface EntityViewProps {
  declaration: EntityDeclaration;
  record: EntityRow;
}

/**
 * The related record's screen, when its section has one without route parameters: the screen of
 * the entity its variant (the looked-up row's declared column) names, else the lookup's entity.
 */
export function lookupHref(meta: FieldMeta, id: unknown, variant?: unknown): string | null {
  const variants = meta.lookup?.variants?.entities;
  const entity = (variants && variant !== null && variant !== undefined ? variants[String(variant)] : undefined) ?? meta.lookup?.entity;
  const target = ENTITIES.find((e) => e.key === entity);
  if (!target?.route || target.route.includes(':') || typeof id !== 'number') return null;
  return recordPath(target, id);
}

function FieldValue({ name, meta, record }: { name: string; meta: FieldMeta; record: EntityRow }) {
  const zoneOf = useZoneOf();
  if (meta.kind === 'lookup') {
    const label = record[`${name}Label`];
    const text = label === null || label === undefined ? '' : String(label);
    const href = lookupHref(meta, record[name], record[lookupVariantField(name)]);
    return href && text ? <Link to={href}>{text}</Link> : <>{text}</>;
  }
  const value = record[name];
  if (meta.kind === 'colour' && typeof value === 'string') {
    return (
      <span className={styles.colourValue}>
        <span aria-hidden className={styles.swatch} style={{ background: value }} />
        {value}
      </span>
    );
  }
  if (meta.kind === 'url' && typeof value === 'string') {
    return (
      <a href={value} target="_blank" rel="noreferrer noopener">
        {value}
      </a>
    );
  }
  return <>{formatValue(meta, value, zoneOf(record))}</>;
}

export function EntityView({ declaration, record }: EntityViewProps) {
  const fields = Object.entries(declaration.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.kind !== 'secret');
  return (
    <dl className={styles.fields}>
      {fields.map(([name, meta]) => (
        <div key={name} className={styles.field}>
          <dt className={styles.label}>{meta.label}</dt>
          <dd className={styles.value}>
            <FieldValue name={name} meta={meta} record={record} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
