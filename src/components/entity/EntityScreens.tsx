// The create, edit and view screens of one entity: a heading, the record loaded by id, and the
// generic form or view. Feature folders reuse them for sections with more behaviour.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, isNotFound } from '../../data/errors';
import { useCreateEntity, useDeleteEntity, useUpdateEntity } from '../../data/entity-mutations';
import type { EntityRow } from '../../data/entity-queries';
import { useEntitySession } from '../../data/entity-session';
import { useEntityRecord } from '../../data/use-entity';
import type { EntityDeclaration } from '../../domain/entity';
import { Button } from '../Button';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { ErrorPage } from '../ErrorPage';
import { toasts } from '../toast/toast-store';
import { EntityForm, type EntityFormProps } from './EntityForm';
import type { RowDeletion } from './EntityList';
import styles from './EntityPage.module.css';
import layout from '../layout/Page.module.css';
import { EntityView } from './EntityView';
import { listPath, screenPath, type RouteParams } from '../../domain/screen-paths';
import { entityAbilities } from './permissions';
import { rowTitle } from './row-title';
import { buildingFromSearch, lookupNarrowings, presetsFromSearch } from './records/create-presets';
import { CreateBuildingNote, CreateParentNote } from './records/CreateParentNote';
import { RecordTabs } from './records/RecordTabs';
import { RelatedLists } from './records/RelatedLists';
import { toastDeletedWithUndo, type RowRestore } from './records/undo-delete';
import { useRestoration } from '../../data/records';

/** A section's own save and additions to the generic form (its fields stay the declaration's). */
export type EntityFormOptions = Partial<Pick<EntityFormProps, 'onSubmit' | 'extra' | 'externalErrors' | 'onValuesChange' | 'dirty' | 'presets'>>;

interface FormScreenProps {
  declaration: EntityDeclaration;
  form?: EntityFormOptions;
}

/** Where a section's screens lead back to: its list, nested parameters filled from the route. */
function useSectionBase(declaration: EntityDeclaration): string {
  return listPath(declaration, useParams<Record<string, string>>());
}

/** The route's parameters (a nested section's parent id) and, for a variant screen, its variant. */
function useScreenOptions(): { params: RouteParams } {
  return { params: useParams<Record<string, string>>() };
}

function useEntityId(): number {
  const { entityId } = useParams();
  return Number(entityId);
}

/** A screen's title and its actions. */
export function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={layout.header}>
      <h1 className={layout.title}>{title}</h1>
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}

/** A record that failed to load: 404 page for a missing one, else the error's text. */
export function RecordState({ pending, error }: { pending: boolean; error: unknown }) {
  if (pending) return <p role="status">Loading…</p>;
  if (isNotFound(error)) return <ErrorPage status={404} />;
  return <ErrorPage message={errorMessage(error)} />;
}

export function EntityCreateScreen({ declaration, form }: FormScreenProps) {
  const navigate = useNavigate();
  const base = useSectionBase(declaration);
  const options = useScreenOptions();
  const create = useCreateEntity(declaration);
  // A related list's Create names its parent in the query (?customerId=12): the form starts with it.
  const [search] = useSearchParams();
  const presets = { ...presetsFromSearch(declaration, search), ...form?.presets };
  // A parent the form has no field for narrows the lookups that lead to it (?customerId= on a collection).
  const narrowings = useMemo(() => lookupNarrowings(declaration, search), [declaration, search]);
  const lookupFilters = useMemo(() => Object.fromEntries(narrowings.map((n) => [n.field, n.filter])), [narrowings]);
  const building = buildingFromSearch(declaration, search);
  const intro =
    narrowings.length > 0 || building !== undefined ? (
      <>
        {building !== undefined && <CreateBuildingNote tenantId={building} />}
        <CreateParentNote narrowings={narrowings} />
      </>
    ) : undefined;
  return (
    <section className={layout.page}>
      <Heading title={`Create ${declaration.label.toLowerCase()}`} />
      <EntityForm
        declaration={declaration}
        record={null}
        onSubmit={(values, submission) =>
          create.mutateAsync({ values: building === undefined ? values : { ...values, tenantId: building }, idempotencyKey: submission.idempotencyKey })
        }
        onSaved={(row) => {
          const id = (row as EntityRow | undefined)?.id;
          navigate(id && declaration.screens.includes('view') ? screenPath(declaration, 'view', id, options) : base);
        }}
        onCancel={() => navigate(base)}
        submitLabel="Create"
        {...form}
        presets={presets}
        lookupFilters={lookupFilters}
        intro={intro}
      />
    </section>
  );
}

export function EntityEditScreen({ declaration, form }: FormScreenProps) {
  const navigate = useNavigate();
  const base = useSectionBase(declaration);
  const id = useEntityId();
  const record = useEntityRecord(declaration, id);
  const update = useUpdateEntity(declaration);
  const options = useScreenOptions();
  const back = declaration.screens.includes('view') ? screenPath(declaration, 'view', id, options) : base;
  if (!record.data) return <RecordState pending={record.isPending} error={record.error} />;
  return (
    <section className={layout.page}>
      <Heading title={`Edit ${declaration.label.toLowerCase()}: ${rowTitle(declaration, record.data)}`} />
      {/* Keyed by id: another record is another form; a refetch of this one keeps the edits. */}
      <EntityForm
        key={id}
        declaration={declaration}
        record={record.data}
        onSubmit={(values) => update.mutateAsync({ id, values })}
        onSaved={() => navigate(back)}
        onCancel={() => navigate(back)}
        {...form}
      />
      {/* A section without a view screen (buildings, spec §2.2) lists what belongs to the record here. */}
      {!declaration.screens.includes('view') && <RelatedLists declaration={declaration} record={record.data} />}
    </section>
  );
}

/** `children`: more of the record after its fields (a section's files, say). */
export function EntityViewScreen({ declaration, children }: { declaration: EntityDeclaration; children?: ReactNode }) {
  const base = useSectionBase(declaration);
  const id = useEntityId();
  const record = useEntityRecord(declaration, id);
  const remove = useDeleteEntity(declaration);
  const { restore } = useRestoration(declaration);
  const options = useScreenOptions();
  if (!record.data) return <RecordState pending={record.isPending} error={record.error} />;
  return (
    <RecordView
      declaration={declaration}
      id={id}
      record={record.data}
      deletion={remove}
      restoration={restore}
      listPath={base}
      editPath={screenPath(declaration, 'edit', id, { ...options, record: record.data })}
    >
      {children}
    </RecordView>
  );
}

export interface RecordViewProps {
  declaration: EntityDeclaration;
  id: number;
  record: EntityRow;
  deletion: RowDeletion;
  /** Given, the delete's toast offers Undo through it (data/records.ts useRestoration). */
  restoration?: RowRestore;
  /** Where Back and a finished delete lead. */
  listPath: string;
  editPath: string;
  /** More of the record after its fields. */
  children?: ReactNode;
}

/** A loaded record's view screen, also for sections whose record or delete is not the generic call. */
export function RecordView({ declaration, id, record, deletion: remove, restoration, listPath, editPath, children }: RecordViewProps) {
  const navigate = useNavigate();
  const abilities = entityAbilities(declaration, useEntitySession());
  const [confirming, setConfirming] = useState(false);
  const title = rowTitle(declaration, record);
  return (
    <section className={layout.page}>
      <Heading title={`${declaration.label}: ${title}`}>
        <Button onClick={() => navigate(listPath)}>Back</Button>
        {abilities.edit && (
          <Button variant="primary" onClick={() => navigate(editPath)}>
            Edit
          </Button>
        )}
        {abilities.remove && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </Heading>
      <RecordTabs declaration={declaration} id={id} record={record}>
        <EntityView declaration={declaration} record={record} />
        {children}
      </RecordTabs>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${declaration.label.toLowerCase()}?`}
        description={`“${title}” will be deleted.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              // Undo brings the record back where the user now is: the list, which reloads.
              toastDeletedWithUndo(declaration, id, restoration ?? null, () => navigate(listPath, { replace: true, state: { restored: id } }));
              navigate(listPath);
            },
            onError: (error) => {
              toasts.error(errorMessage(error));
              setConfirming(false);
            },
          })
        }
      />
    </section>
  );
}
