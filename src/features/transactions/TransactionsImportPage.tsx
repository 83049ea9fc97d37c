// /transactions/import (spec §2.2; §6: Edit on Transactions): download the template, upload a CSV
// or XLSX of up to 20 MB, and follow the import the server runs in the background until it is
// Completed, CompletedWithErrors (with the error report) or Failed.
import { useState } from 'react';
import { Button } from '../../components/Button';
import { download } from '../../components/download';
import { useApiClient } from '../../data/api-context';
import { errorMessage } from '../../data/errors';
import { downloadTemplate, useImportProgress, useUploadTransactions } from '../../data/transactions-io';
import type { ImportProgress } from '../../domain/transactions-io';
import { fileProblem } from '../../components/imports/import-file';
import { ImportStatusPanel } from '../../components/imports/ImportStatusPanel';
import styles from './TransactionsIo.module.css';

function TemplateLinks() {
  const client = useApiClient();
  const save = (format: 'xlsx' | 'csv') => download(() => downloadTemplate(client, format), `Transactions import template.${format}`);
  return (
    <section className={styles.panel} aria-labelledby="import-template">
      <h2 id="import-template">1. Start from the template</h2>
      <p className={styles.muted}>
        One line per transaction. Contractor, product and tenant may be given by name or id; the waste stream, unit and amount (quantity × unit price) are set by the server. A line with the same
        contractor, docket no. and product as an existing one updates it.
      </p>
      <div className={styles.row}>
        <Button onClick={() => void save('xlsx')}>Download template (.xlsx)</Button>
        <Button onClick={() => void save('csv')}>Download template (.csv)</Button>
      </div>
    </section>
  );
}

function Upload({ onStarted }: { onStarted(progress: ImportProgress): void }) {
  const upload = useUploadTransactions();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = fileProblem(file);
  const submit = () => {
    setTouched(true);
    if (!file || problem) return;
    upload.mutate(file, { onSuccess: onStarted });
  };
  return (
    <form
      className={styles.panel}
      aria-labelledby="import-upload"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="import-upload">2. Upload the file</h2>
      <div className={styles.row}>
        <label>
          CSV or XLSX file (up to 20 MB)
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={(touched && problem !== null) || undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setTouched(true);
            }}
          />
        </label>
        <Button type="submit" variant="primary" disabled={upload.isPending} aria-busy={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Import'}
        </Button>
      </div>
      {touched && problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {upload.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(upload.error)}
        </p>
      )}
    </form>
  );
}

function Progress({ started }: { started: ImportProgress }) {
  const progress = useImportProgress(started.id, started);
  return <ImportStatusPanel progress={progress.data ?? started} />;
}

export default function TransactionsImportPage() {
  const [started, setStarted] = useState<ImportProgress | null>(null);
  return (
    <div className={styles.page}>
      <h1>Import transactions</h1>
      <TemplateLinks />
      <Upload onStarted={setStarted} />
      {started && <Progress key={started.id} started={started} />}
    </div>
  );
}
