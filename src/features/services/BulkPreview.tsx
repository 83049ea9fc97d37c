// What a bulk create will make (or made): the services by name, and those skipped as existing.
import type { CollectionServiceBulkResult } from '../../domain/collection-service-bulk';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function BulkPreview({ result }: { result: CollectionServiceBulkResult }) {
  const done = !result.preview;
  const codes = new Map(result.created.map((row) => [String(row.name), row.qrCode]));
  return (
    <div className={layout.page}>
      <h2>{done ? plural(result.created.length, 'service created', 'services created') : plural(result.planned.length, 'service to create', 'services to create')}</h2>
      {result.planned.length > 0 && (
        <table className={styles.table} aria-label={done ? 'Created services' : 'Services to create'}>
          <thead>
            <tr>
              <th>Name</th>
              {done && <th>QR code</th>}
            </tr>
          </thead>
          <tbody>
            {result.planned.map((s) => (
              <tr key={`${s.customerId}/${s.wasteStreamId}`}>
                <td>{s.name}</td>
                {done && <td>{codes.get(s.name) ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.skipped.length > 0 && (
        <>
          <h3>{plural(result.skipped.length, 'service already exists and is skipped', 'services already exist and are skipped')}</h3>
          <ul aria-label="Skipped services">
            {result.skipped.map((s) => (
              <li key={s.existingId}>{s.name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
