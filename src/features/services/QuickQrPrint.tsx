// Quick QR print (spec §2.2 …/quickQrPrint): one label per service of the building that matches a
// stream and collection point filter, ready to print in one click.
import { useMemo, useState } from 'react';
import { QrLabelSheet } from '../../components/qr';
import { errorMessage } from '../../data/errors';
import { PrintHeader, ServicesState } from './PrintHeader';
import { QUICK_LABEL_TEXTS, serviceLabel, type ServiceKind } from './service-kinds';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';
import { optionsOf, useServices, type FilterOption } from './use-services';

function FilterSelect({ label, options, value, onChange }: { label: string; options: FilterOption[]; value: number | null; onChange(v: number | null): void }) {
  return (
    <label className={styles.field}>
      {label}
      <select className={styles.control} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function QuickQrPrint({ kind }: { kind: ServiceKind }) {
  const services = useServices(kind);
  const [stream, setStream] = useState<number | null>(null);
  const [point, setPoint] = useState<number | null>(null);
  const rows = useMemo(() => services.data ?? [], [services.data]);
  const labels = useMemo(
    () =>
      rows
        .filter((r) => (stream === null || r[kind.streamField] === stream) && (point === null || r.collectionPointId === point))
        .map((r) => serviceLabel(kind, r, QUICK_LABEL_TEXTS)),
    [rows, kind, stream, point],
  );
  return (
    <section className={layout.page}>
      <PrintHeader title={`${kind.declaration.labelPlural}: quick QR print`} count={labels.length} />
      <div className={styles.toolbar}>
        <FilterSelect label="Stream" options={optionsOf(rows, kind.streamField)} value={stream} onChange={setStream} />
        <FilterSelect label="Collection point" options={optionsOf(rows, 'collectionPointId')} value={point} onChange={setPoint} />
      </div>
      <ServicesState pending={services.isPending} error={services.error ? errorMessage(services.error) : null} />
      {services.data && <QrLabelSheet labels={labels} size="medium" />}
    </section>
  );
}
