// /imports/view/{id}: an import's result — status, counts, the problems of its refused rows
// (row, column, message) a page at a time, and the error file. Opened from the imports list by
// anyone who may view imports in the building, and after a reload: it is read from the server.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { errorMessage } from '../../data/errors';
import { useImportProblems, useImportResult } from '../../data/imports';
import { entityByKey } from '../../domain/entities';
import type { ImportKindKey } from '../../domain/imports';
import { isFinalImportStatus } from '../../domain/transactions-io';
import { ImportStatusPanel } from '../../components/imports/ImportStatusPanel';
import styles from './Imports.module.css';


const PAGE_SIZE = 20;

function Problems({ id }: { id: number }) {
  const [index, setIndex] = useState(0);
  const problems = useImportProblems(id, index, PAGE_SIZE, true);
  const total = problems.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section className={styles.panel} aria-labelledby="import-problems">
      <h2 id="import-problems">Rows not imported ({total} problems)</h2>
      {problems.isError && <p role="alert">{errorMessage(problems.error)}</p>}
      <div className={styles.scroll}>
        <table className={styles.table} aria-label="Import errors">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {(problems.data?.data ?? []).map((p, i) => (
              <tr key={`${p.rowNumber}-${i}`}>
                <td>{p.rowNumber}</td>
                <td>{p.column || '(the row)'}</td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className={styles.pager}>
          <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Previous
          </Button>
          <span>
            Page {index + 1} of {pages}
          </span>
          <Button disabled={index >= pages - 1} onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        </div>
      )}
    </section>
  );
}

function recordsLink(kind: ImportKindKey | null): { to: string; label: string } | undefined {
  const declaration = kind ? entityByKey(kind) : undefined;
  if (!declaration?.route) return undefined;
  return { to: declaration.route, label: `View ${declaration.labelPlural.toLowerCase()}` };
}

export default function ImportResultPage() {
  const id = Number(useParams().entityId);
  const result = useImportResult(id);
  if (result.isError) return <p role="alert">{errorMessage(result.error)}</p>;
  if (!result.data) return <p role="status">Loading the import…</p>;
  const data = result.data;
  return (
    <div className={styles.page}>
      <h1>Import of {data.fileName}</h1>
      <ImportStatusPanel progress={data} records={recordsLink(data.kind)} />
      {isFinalImportStatus(data.importStatus) && data.refusedRows > 0 && <Problems id={id} />}
    </div>
  );
}
