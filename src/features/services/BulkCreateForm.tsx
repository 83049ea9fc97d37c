// The choices of a bulk create: tenants and waste streams (several), one collection point, and the
// product, destination contractor and frequency every new service shares.
import { LookupSelect } from '../../components/entity/fields/LookupSelect';
import type { CollectionServiceBulkRequest } from '../../domain/collection-service-bulk';
import { SERVICE_FREQUENCIES } from '../../domain/entities/collections';
import { LookupChecklist } from './LookupChecklist';
import styles from './Services.module.css';

export type BulkChoices = Omit<CollectionServiceBulkRequest, 'preview'>;
export const NO_CHOICES: BulkChoices = { customerIds: [], wasteStreamIds: [], collectionPointId: Number.NaN };

function SingleLookup(props: { id: string; label: string; entity: string; value: number | null | undefined; onChange(v: number | null): void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <LookupSelect id={props.id} entity={props.entity} labelField="name" value={props.value} onChange={props.onChange} />
    </div>
  );
}

export function BulkCreateForm({ value, onChange }: { value: BulkChoices; onChange(value: BulkChoices): void }) {
  const set = (patch: Partial<BulkChoices>) => onChange({ ...value, ...patch });
  const point = Number.isFinite(value.collectionPointId) ? value.collectionPointId : null;
  return (
    <>
      <LookupChecklist legend="Tenants" entity="customers" value={value.customerIds} onChange={(customerIds) => set({ customerIds })} />
      <LookupChecklist legend="Waste streams" entity="wasteStreams" value={value.wasteStreamIds} onChange={(wasteStreamIds) => set({ wasteStreamIds })} />
      <div className={styles.toolbar}>
        <SingleLookup id="bulk-point" label="Collection point" entity="collectionPoints" value={point} onChange={(v) => set({ collectionPointId: v ?? Number.NaN })} />
        <SingleLookup id="bulk-product" label="Product" entity="products" value={value.productId} onChange={(productId) => set({ productId })} />
        <SingleLookup
          id="bulk-contractor"
          label="Destination contractor"
          entity="destinationContractors"
          value={value.destinationContractorId}
          onChange={(destinationContractorId) => set({ destinationContractorId })}
        />
        <label className={styles.field}>
          Frequency
          <select
            className={styles.control}
            value={value.frequency ?? ''}
            onChange={(e) => set({ frequency: e.target.value === '' ? null : (e.target.value as BulkChoices['frequency']) })}
          >
            <option value="">—</option>
            {SERVICE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  );
}
