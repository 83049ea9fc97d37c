// /imports/new: choose what to import (the kinds the server says this session may import),
// download that kind's template, choose a CSV or XLSX file, check its first rows and match its
// columns to the fields (matched by label or name to start with), then start the import and land
// on its result page.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { download } from '../../components/download';
import { useApiClient } from '../../data/api-context';
import { errorMessage } from '../../data/errors';
import { downloadKindTemplate, useImportKinds, usePreviewImport, useStartImport } from '../../data/imports';
import { autoMatch, unmatchedRequired, type ImportKindInfo, type ImportPreview } from '../../domain/imports';
import { fileProblem } from '../../components/imports/import-file';
import { ColumnMatching } from './ColumnMatching';
import styles from './Imports.module.css';

function KindStep({ kinds, kind, onKind }: { kinds: ImportKindInfo[]; kind: ImportKindInfo | null; onKind(kind: ImportKindInfo | null): void }) {
  const client = useApiClient();
  return (
    <section className={styles.panel} aria-labelledby="import-kind">
      <h2 id="import-kind">1. What to import</h2>
      <div className={styles.actions}>
        <label>
          Import
          <select value={kind?.kind ?? ''} onChange={(e) => onKind(kinds.find((k) => k.kind === e.target.value) ?? null)}>
            <option value="">Choose…</option>
            {kinds.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        {kind && (
          <Button onClick={() => void download(() => downloadKindTemplate(client, kind.kind), `${kind.label} import template.xlsx`)}>Download template (.xlsx)</Button>
        )}
      </div>
      {kind && (
        <p className={styles.note}>
          One row per {kind.label.toLowerCase()}. Lookups by their name in this building; dates as dd/mm/yyyy; Yes or No. A row that is already there is updated, never added twice.
        </p>
      )}
    </section>
  );
}

export default function NewImportPage() {
  const navigate = useNavigate();
  const kinds = useImportKinds();
  const preview = usePreviewImport();
  const start = useStartImport();
  const [kind, setKind] = useState<ImportKindInfo | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const problem = file ? fileProblem(file) : null;

  const chooseKind = (next: ImportKindInfo | null) => {
    setKind(next);
    if (next && shown) setMapping(autoMatch(shown.headers, next.fields));
  };
  const chooseFile = (next: File | null) => {
    setFile(next);
    setShown(null);
    if (!next || fileProblem(next)) return;
    preview.mutate(next, {
      onSuccess: (result) => {
        setShown(result);
        setMapping(kind ? autoMatch(result.headers, kind.fields) : result.headers.map(() => null));
      },
    });
  };
  const missing = useMemo(() => (kind && shown ? unmatchedRequired(mapping, kind.fields) : []), [kind, shown, mapping]);
  const ready = kind !== null && file !== null && shown !== null && missing.length === 0 && !start.isPending;
  const begin = () => {
    if (!ready || !kind || !file) return;
    start.mutate({ kind: kind.kind, file, mapping }, { onSuccess: (result) => navigate(`/imports/view/${result.id}`) });
  };

  if (kinds.isError) return <p role="alert">{errorMessage(kinds.error)}</p>;
  return (
    <div className={styles.page}>
      <h1>New import</h1>
      {kinds.data && kinds.data.length === 0 && <p role="status">You may not import any kind of data in this building.</p>}
      {kinds.data && kinds.data.length > 0 && <KindStep kinds={kinds.data} kind={kind} onKind={chooseKind} />}
      {kind && (
        <section className={styles.panel} aria-labelledby="import-file">
          <h2 id="import-file">2. Choose the file</h2>
          <label>
            CSV or XLSX file (up to 20 MB)
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={problem !== null || undefined}
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            />
          </label>
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          {preview.isPending && <p role="status">Reading the file…</p>}
          {preview.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(preview.error)}
            </p>
          )}
        </section>
      )}
      {kind && shown && (
        <section className={styles.panel} aria-labelledby="import-matching">
          <h2 id="import-matching">3. Check the columns</h2>
          <ColumnMatching preview={shown} fields={kind.fields} mapping={mapping} onChange={setMapping} />
          {missing.length > 0 && (
            <p role="alert" className={styles.error}>
              Match a column to {missing.map((f) => f.label).join(', ')} to import.
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="primary" disabled={!ready} aria-busy={start.isPending} onClick={begin}>
              {start.isPending ? 'Starting…' : 'Import'}
            </Button>
          </div>
          {start.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(start.error)}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
