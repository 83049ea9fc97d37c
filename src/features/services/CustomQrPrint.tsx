// Custom QR print (spec §2.2 …/customQrPrint): the services chosen in a list, at a label size,
// in copies, with the texts chosen; previewed as it will print.
import { useMemo, useState } from 'react';
import { LABEL_SIZES, LABEL_SIZE_KEYS, MAX_COPIES, QrLabelSheet, type LabelSize } from '../../components/qr';
import { errorMessage } from '../../data/errors';
import { PrintHeader, ServicesState } from './PrintHeader';
import { LABEL_TEXT_NAMES, LABEL_TEXTS, QUICK_LABEL_TEXTS, serviceLabel, type LabelText, type ServiceKind } from './service-kinds';
import { ServicePicker } from './ServicePicker';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';
import { useServices } from './use-services';

function LabelOptions(props: {
  size: LabelSize;
  onSize(size: LabelSize): void;
  copies: number;
  onCopies(copies: number): void;
  texts: readonly LabelText[];
  onTexts(texts: LabelText[]): void;
}) {
  const toggle = (t: LabelText, on: boolean) => props.onTexts(LABEL_TEXTS.filter((x) => (x === t ? on : props.texts.includes(x))));
  return (
    <div className={styles.toolbar}>
      <label className={styles.field}>
        Label size
        <select className={styles.control} value={props.size} onChange={(e) => props.onSize(e.target.value as LabelSize)}>
          {LABEL_SIZE_KEYS.map((s) => (
            <option key={s} value={s}>
              {LABEL_SIZES[s].label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Copies per label
        <input
          className={styles.control}
          type="number"
          min={1}
          max={MAX_COPIES}
          value={props.copies}
          onChange={(e) => props.onCopies(Math.min(MAX_COPIES, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
        />
      </label>
      <fieldset className={styles.choices}>
        <legend>Texts on the label</legend>
        {LABEL_TEXTS.map((t) => (
          <label key={t} className={styles.choice}>
            <input type="checkbox" checked={props.texts.includes(t)} onChange={(e) => toggle(t, e.target.checked)} />
            {LABEL_TEXT_NAMES[t]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function CustomQrPrint({ kind }: { kind: ServiceKind }) {
  const services = useServices(kind);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [size, setSize] = useState<LabelSize>('medium');
  const [copies, setCopies] = useState(1);
  const [texts, setTexts] = useState<LabelText[]>([...QUICK_LABEL_TEXTS]);
  const rows = useMemo(() => services.data ?? [], [services.data]);
  const labels = useMemo(() => rows.filter((r) => chosen.has(r.id)).map((r) => serviceLabel(kind, r, texts)), [rows, chosen, kind, texts]);
  return (
    <section className={layout.page}>
      <PrintHeader title={`${kind.declaration.labelPlural}: custom QR print`} count={labels.length * copies} />
      <ServicesState pending={services.isPending} error={services.error ? errorMessage(services.error) : null} />
      {services.data && <ServicePicker kind={kind} rows={rows} chosen={chosen} onChange={setChosen} />}
      <LabelOptions size={size} onSize={setSize} copies={copies} onCopies={setCopies} texts={texts} onTexts={setTexts} />
      <h2>Preview</h2>
      {labels.length === 0 ? <p>Choose the services to print.</p> : <QrLabelSheet labels={labels} size={size} copies={copies} />}
    </section>
  );
}
