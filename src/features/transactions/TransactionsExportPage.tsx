// /transactions/export (spec §2.2; §6: Edit on Transactions): pick a transaction-date range,
// contractors and products, and download the .xlsx — the import template's columns, so the file
// can be corrected and imported again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { download } from '../../components/download';
import { toasts } from '../../components/toast/toast-store';
import { useApiClient } from '../../data/api-context';
import { formatBytes } from '../../data/excel-export';
import { useLookupOptions, type LookupOption } from '../../data/lookups';
import { exportTransactions } from '../../data/transactions-io';
import { transactionEntity } from '../../domain/entities/supplier';
import { transactionsExportFileName, transactionsExportSchema } from '../../domain/transactions-io';
import styles from './TransactionsIo.module.css';
import layout from '../../components/layout/Page.module.css';

function ManyOf({ id, label, options, value, onChange }: { id: string; label: string; options: readonly LookupOption[]; value: number[]; onChange(ids: number[]): void }) {
  return (
    // The label stands apart from the select: wrapped, its name would take in every option's text.
    <div className={layout.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} multiple value={value.map(String)} onChange={(e) => onChange([...e.target.selectedOptions].map((o) => Number(o.value)))}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The options a transaction's form offers for that lookup. */
function useLookupOptionsOf(field: 'destinationContractorId' | 'productId') {
  const lookup = transactionEntity.fields[field].lookup;
  if (!lookup) throw new Error(`${field} is not a lookup`);
  // Filtering what was recorded: every product (GetAllWithoutFiltering), not only today's transaction products.
  return useLookupOptions(lookup.entity, lookup.labelField, field === 'productId' ? 'allProducts' : lookup.list);
}

function ExportForm() {
  const client = useApiClient();
  const contractors = useLookupOptionsOf('destinationContractorId');
  const products = useLookupOptionsOf('productId');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [contractorIds, setContractorIds] = useState<number[]>([]);
  const [productIds, setProductIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const filters = { from: from || null, to: to || null, destinationContractorIds: contractorIds, productIds };
  const checked = transactionsExportSchema.safeParse(filters);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the filters');

  const run = async () => {
    if (!checked.success) return;
    setBusy(true);
    const blob = await download(() => exportTransactions(client, checked.data), transactionsExportFileName(checked.data));
    if (blob) toasts.success(`Transactions exported (${formatBytes(blob.size)}).`);
    setBusy(false);
  };

  return (
    <form
      className={styles.panel}
      aria-label="Export filters"
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <p className={styles.muted}>Leave a filter empty to export every transaction it would narrow. Hold Ctrl (⌘ on a Mac) to pick several contractors or products.</p>
      <div className={styles.row}>
        <label>
          From
          <input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <div className={styles.row}>
        <ManyOf id="export-contractors" label="Contractors" options={contractors.data ?? []} value={contractorIds} onChange={setContractorIds} />
        <ManyOf id="export-products" label="Products" options={products.data ?? []} value={productIds} onChange={setProductIds} />
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" disabled={busy || !checked.success} aria-busy={busy}>
          {busy ? 'Exporting…' : 'Export to Excel'}
        </Button>
      </div>
    </form>
  );
}

export default function TransactionsExportPage() {
  return (
    <div className={styles.page}>
      <h1>Export transactions</h1>
      <p className={styles.muted}>
        The file has the columns of the <Link to="/transactions/import">import template</Link>: edit it and import it again to correct lines (a line with the same contractor, docket no. and
        product is updated, not added twice).
      </p>
      <ExportForm />
    </div>
  );
}
