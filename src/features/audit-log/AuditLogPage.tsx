// /audit-log: the administrators' global audit list (issue #14 item 7) — every create, edit,
// delete and restore in the session's buildings, newest first, a page at a time, filterable by
// user, entity and a date range (days on each entry's building clock, as the server reads them).
// The filters and the page live in the address, so Back from a record returns to the same list.
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { changeLines } from '../../components/entity/records/HistoryList';
import layout from '../../components/layout/Page.module.css';
import form from '../../components/entity/EntityPage.module.css';
import { useAuditLogPage, useAuditUsers, type AuditRow } from '../../data/audit-log';
import { useZoneOf } from '../../data/building-zones';
import { errorMessage } from '../../data/errors';
import { AUDIT_ACTION_LABELS, AUDIT_SOURCE_LABELS } from '../../domain/audit';
import { formatDateTimeIn } from '../../domain/building-time';
import { ENTITIES } from '../../domain/entities';
import type { FilterLeaf, GridQuery } from '../../domain/grid';
import { recordPath } from '../../domain/screen-paths';
import styles from './AuditLog.module.css';

const PAGE_SIZE = 20;

interface Filters {
  userId: string;
  entity: string;
  from: string;
  to: string;
}

const FILTER_KEYS = ['userId', 'entity', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page the address holds; anything malformed is left out. */
function fromAddress(search: URLSearchParams): { filters: Filters; page: number } {
  const userId = search.get('userId') ?? '';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const entity = search.get('entity') ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    filters: {
      userId: /^[1-9]\d{0,9}$/.test(userId) ? userId : '',
      entity: ENTITIES.some((e) => e.key === entity) ? entity : '',
      from: DAY.test(from) ? from : '',
      to: DAY.test(to) ? to : '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= 50_000 ? page - 1 : 0,
  };
}

const ENTITY_OPTIONS = [...ENTITIES].sort((a, b) => a.label.localeCompare(b.label));

/** The grid query of the filters: days are calendar dates, which the server reads on each row's building clock. */
function auditQuery(filters: Filters, page: number): GridQuery {
  const leaves: FilterLeaf[] = [];
  if (filters.userId) leaves.push({ field: 'userId', operator: 'eq', value: Number(filters.userId) });
  if (filters.entity) leaves.push({ field: 'entity', operator: 'eq', value: filters.entity });
  if (filters.from) leaves.push({ field: 'at', operator: 'gte', value: filters.from });
  if (filters.to) leaves.push({ field: 'at', operator: 'lte', value: filters.to });
  return {
    skip: page * PAGE_SIZE,
    take: PAGE_SIZE,
    sort: [{ field: 'at', dir: 'desc' }, { field: 'id', dir: 'desc' }],
    ...(leaves.length > 0 ? { filter: { logic: 'and', filters: leaves } } : {}),
  };
}

function RecordCell({ row }: { row: AuditRow }) {
  const declaration = ENTITIES.find((e) => e.key === row.entity);
  const path = declaration && !row.recordDeleted && declaration.route && !declaration.route.includes(':') ? recordPath(declaration, row.recordId) : null;
  const text = `#${row.recordId}`;
  if (row.recordDeleted) return <>{text} (deleted)</>;
  return path ? <Link to={path}>{text}</Link> : <>{text}</>;
}

function ChangesCell({ row, zone }: { row: AuditRow; zone: string }) {
  const declaration = ENTITIES.find((e) => e.key === row.entity);
  const lines = declaration ? changeLines(declaration, row.changes, zone) : [];
  if (lines.length === 0) return <>—</>;
  return (
    <ul className={styles.changes}>
      {lines.map((line) => (
        <li key={line.name}>
          {line.label}: {line.from} → {line.to}
        </li>
      ))}
    </ul>
  );
}

function Row({ row }: { row: AuditRow }) {
  const zone = useZoneOf()({ tenantId: row.tenantId });
  const declaration = ENTITIES.find((e) => e.key === row.entity);
  return (
    <tr>
      <td>
        <time dateTime={row.at}>{formatDateTimeIn(row.at, zone)}</time>
      </td>
      <td>{row.userName ?? 'The system'}</td>
      <td>{declaration?.label ?? row.entity}</td>
      <td>
        <RecordCell row={row} />
      </td>
      <td>{row.buildingName ?? '—'}</td>
      <td>{AUDIT_ACTION_LABELS[row.action]}</td>
      <td>{AUDIT_SOURCE_LABELS[row.source]}</td>
      <td>
        <ChangesCell row={row} zone={zone} />
      </td>
    </tr>
  );
}

export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const { filters, page } = useMemo(() => fromAddress(search), [search]);
  const query = useMemo(() => auditQuery(filters, page), [filters, page]);
  const go = (next: Filters, nextPage: number) => {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) params.set(key, next[key]);
    if (nextPage > 0) params.set('page', String(nextPage + 1));
    setSearch(params);
  };
  const setPage = (nextPage: number) => go(filters, nextPage);
  const entries = useAuditLogPage(query);
  const users = useAuditUsers();
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => go({ ...filters, [name]: event.target.value }, 0);
  const total = entries.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const more = entries.data?.totalCapped === true;
  return (
    <section className={layout.page} aria-labelledby="audit-log-title">
      <header className={layout.header}>
        <h1 id="audit-log-title" className={layout.title}>
          Audit log
        </h1>
      </header>
      <div className={styles.filters} role="group" aria-label="Filter the audit log">
        <div className={styles.filter}>
          <label htmlFor="audit-user">User</label>
          <select id="audit-user" className={form.control} value={filters.userId} onChange={set('userId')}>
            <option value="">All users</option>
            {(users.data ?? []).map((user) => (
              <option key={user.value} value={user.value}>
                {user.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="audit-entity">Entity</label>
          <select id="audit-entity" className={form.control} value={filters.entity} onChange={set('entity')}>
            <option value="">All entities</option>
            {ENTITY_OPTIONS.map((entity) => (
              <option key={entity.key} value={entity.key}>
                {entity.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" className={form.control} value={filters.from} onChange={set('from')} />
        </div>
        <div className={styles.filter}>
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" type="date" className={form.control} value={filters.to} onChange={set('to')} />
        </div>
        <Button onClick={() => setSearch(new URLSearchParams())}>Clear filters</Button>
      </div>
      {entries.isError && <p role="alert">{errorMessage(entries.error)}</p>}
      {entries.isPending ? (
        <p role="status">Loading the audit log…</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label="Audit log" aria-busy={entries.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Entity</th>
                <th scope="col">Record</th>
                <th scope="col">Building</th>
                <th scope="col">Action</th>
                <th scope="col">Source</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {(entries.data?.data ?? []).map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
          {total === 0 && <p>No changes match the filters.</p>}
        </div>
      )}
      <nav className={styles.pager} aria-label="Audit log pages">
        <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page + 1} of {more ? 'more' : pages}
        </span>
        <Button disabled={!more && page >= pages - 1} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </section>
  );
}
