// /collection-services/createInBulk (spec §2.2; guard: Create): choose tenants, streams and a
// collection point, preview the services "Tenant – Level – Stream" the server will create (those
// that exist are skipped), then create exactly those.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { toasts } from '../../components/toast/toast-store';
import { errorMessage } from '../../data/errors';
import { fieldErrorsOf } from '../../data/field-errors';
import type { CollectionServiceBulkResult } from '../../domain/collection-service-bulk';
import { collectionServiceEntity } from '../../domain/entities/collections';
import { BULK_FIELD_NAMES, useBulkCreate } from './bulk-create';
import { BulkCreateForm, NO_CHOICES, type BulkChoices } from './BulkCreateForm';
import { BulkPreview } from './BulkPreview';
import styles from './Services.module.css';
import layout from '../../components/layout/Page.module.css';

/** A 400's field errors as "Tenants: Choose at least one tenant", else the error's text. */
function problems(error: unknown): string[] {
  const fields = fieldErrorsOf(error);
  if (!fields) return [errorMessage(error)];
  return Object.entries(fields).map(([field, texts]) => `${BULK_FIELD_NAMES[field.split('.')[0] ?? field] ?? field}: ${texts.join(', ')}`);
}

export function BulkCreate() {
  const navigate = useNavigate();
  const call = useBulkCreate();
  const [choices, setChoices] = useState<BulkChoices>(NO_CHOICES);
  const [result, setResult] = useState<CollectionServiceBulkResult | null>(null);
  const base = collectionServiceEntity.route ?? '/collection-services';

  const change = (next: BulkChoices) => {
    setChoices(next);
    // A preview belongs to the choices it was made for.
    if (result?.preview) setResult(null);
    call.reset();
  };
  const send = (preview: boolean) =>
    call.mutate(
      { ...choices, preview },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (!preview) toasts.success(answer.created.length === 1 ? '1 collection service created.' : `${answer.created.length} collection services created.`);
        },
      },
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(true);
  };
  const toCreate = result?.preview ? result.planned.length : 0;
  return (
    <section className={layout.page}>
      <header className={layout.header}>
        <h1 className={layout.title}>Create collection services in bulk</h1>
        <Button onClick={() => navigate(base)}>Back</Button>
      </header>
      <form className={layout.page} aria-label="Bulk create form" onSubmit={onSubmit} noValidate>
        <BulkCreateForm value={choices} onChange={change} />
        <div className={styles.toolbar}>
          <Button type="submit" disabled={call.isPending}>
            Preview
          </Button>
          {result?.preview && (
            <Button variant="primary" disabled={call.isPending || toCreate === 0} onClick={() => send(false)}>
              {toCreate === 1 ? 'Create 1 service' : `Create ${toCreate} services`}
            </Button>
          )}
        </div>
      </form>
      {call.error && (
        <ul role="alert" className={styles.error}>
          {problems(call.error).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {result && <BulkPreview result={result} />}
    </section>
  );
}

export default function CollectionServicesCreateInBulkPage() {
  return (
    <BulkCreate />
  );
}
