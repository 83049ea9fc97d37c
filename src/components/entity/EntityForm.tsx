// The create / edit form of one entity: react-hook-form validated by the declaration's zod schema,
// one input per editable field by kind, server field errors shown on their inputs, a warning
// before leaving with unsaved changes. Its starting values are taken once: a refetch of the record
// (or a token refresh and retry underneath a save) never resets what the user typed.
// Concurrent edits (issue #11 part 4): an edit sends the version it loaded; a 409 opens the
// conflict view above the fields, which keeps what was typed until the user keeps it (saved again
// on the current version) or takes theirs. Each submission carries one Idempotency-Key, the same
// for a resubmit of unchanged values, so a doubled or retried create makes one record.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { newIdempotencyKey } from '../../data/entity-mutations';
import { errorMessage, versionConflictOf, type VersionConflict } from '../../data/errors';
import { useZoneOf } from '../../data/building-zones';
import { fieldErrorsOf } from '../../data/field-errors';
import type { EntityDeclaration } from '../../domain/entity';
import type { FilterLeaf } from '../../domain/grid';
import { Button } from '../Button';
import { toasts } from '../toast/toast-store';
import { ConflictPanel, fieldDifferences } from './ConflictPanel';
import styles from './EntityPage.module.css';
import { FieldInput } from './fields/FieldInput';
import { acceptsNull, editableFields, initialValues, isRequired, type FormValues } from './fields/form-values';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** What one submission of the form carries besides its values. */
export interface FormSubmission {
  /** The same for a resubmit of unchanged values, new after a change (src/api/idempotency.ts). */
  idempotencyKey: string;
}

export interface EntityFormProps {
  declaration: EntityDeclaration;
  /** The record being edited; null for a new one. */
  record: FormValues | null;
  /** Saves the values (with `version` when the record has one); rejects with the API error. */
  onSubmit(values: FormValues, submission: FormSubmission): Promise<unknown>;
  /** After a successful save (the unsaved-changes warning is already off). */
  onSaved(result: unknown): void;
  onCancel(): void;
  submitLabel?: string;
  /** Rendered inside the form after the fields (a section's own inputs, e.g. file pickers). */
  extra?: ReactNode;
  /**
   * Errors found outside the schema (a live server check): shown on their field's input when the
   * schema has nothing to say there, and they block the submit.
   */
  externalErrors?: Readonly<Record<string, string | undefined>>;
  /** Every change of the values, for checks that run while the user types. */
  onValuesChange?(values: FormValues): void;
  /** Unsaved work held outside the fields (e.g. chosen files): keeps the leave warning on. */
  dirty?: boolean;
  /** Starting values over the record's or the schema's (a nested record's parent from the route). */
  presets?: FormValues;
  /** Lookup fields whose lists keep to one parent's rows (create-presets.ts, lookupNarrowing). */
  lookupFilters?: Readonly<Record<string, FilterLeaf>>;
  /** Shown above the fields (the parent a create started from). */
  intro?: ReactNode;
}

/** The warnings a create or update answers with beside the row (the server's `warnings`). */
function savedWarnings(result: unknown): string[] {
  const warnings = (result as { warnings?: unknown } | null)?.warnings;
  return Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === 'string') : [];
}

export function EntityForm(props: EntityFormProps) {
  const { declaration, record, onSubmit, onSaved, onCancel, submitLabel = 'Save', extra, externalErrors, onValuesChange, dirty = false, presets, lookupFilters, intro } = props;
  const fields = useMemo(() => editableFields(declaration), [declaration]);
  // Times are typed and compared on the clock of the record's building (a new one: the session's).
  const zone = useZoneOf()(record ?? presets ?? null);
  const required = useMemo(() => new Set(fields.filter(([name, meta]) => isRequired(declaration.schema, name, meta)).map(([name]) => name)), [declaration, fields]);
  const [defaults] = useState(() => ({ ...initialValues(declaration, record), ...presets }));
  // Set after a save: the guard turns off in that render, and the effect below leaves after it.
  const [saved, setSaved] = useState<{ result: unknown } | null>(null);
  const form = useForm<FormValues>({
    defaultValues: defaults,
    resolver: zodResolver(declaration.schema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    // The inputs are disabled while a submit runs, so focus waits for it to settle (effect below).
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setFocus, formState, watch } = form;
  // The first field in error (form order), by the schema or the server: focused after the submit.
  const focusAfterSubmit = useRef<string | null>(null);
  const firstInError = (errors: Readonly<Record<string, unknown>>) => fields.find(([name]) => errors[name])?.[0] ?? null;
  // The version the values were loaded at; after a conflict, the version of the record then current.
  const version = useRef(typeof record?.version === 'number' ? record.version : undefined);
  const lastSubmission = useRef<{ values: string; key: string } | null>(null);
  const [conflict, setConflict] = useState<VersionConflict | null>(null);

  function submissionOf(values: FormValues): FormSubmission {
    const shown = JSON.stringify(values);
    if (lastSubmission.current?.values !== shown) lastSubmission.current = { values: shown, key: newIdempotencyKey() };
    return { idempotencyKey: lastSubmission.current.key };
  }

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch((values) => onValuesChange(values));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const submit = handleSubmit(async (values) => {
    try {
      const versioned = version.current === undefined ? values : { ...values, version: version.current };
      const result = await onSubmit(versioned, submissionOf(values));
      setConflict(null);
      toasts.success(`${declaration.label} saved.`);
      // A save the server let stand but flagged (a collection above a Warn or Notify limit).
      const warnings = savedWarnings(result);
      if (warnings.length > 0) toasts.warning(warnings.join(' '), 'Saved, with a warning');
      setSaved({ result });
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale) return setConflict(stale);
      const fieldErrors = fieldErrorsOf(error);
      const known = new Set(fields.map(([name]) => name));
      let unplaced = !fieldErrors;
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        if (known.has(field)) setError(field, { type: 'server', message: messages.join(' ') });
        else unplaced = true;
      }
      focusAfterSubmit.current = firstInError(fieldErrors ?? {});
      if (unplaced) toasts.error(errorMessage(error));
    }
  }, (errors) => {
    focusAfterSubmit.current = firstInError(errors);
  });

  /** An external error stops the submit before it starts (the inputs are disabled while it runs). */
  const submitUnlessBlocked = (event: FormEvent<HTMLFormElement>) => {
    const blocking = Object.entries(externalErrors ?? {}).find(([, message]) => message);
    if (!blocking) return void submit(event);
    event.preventDefault();
    void form.trigger();
    setFocus(blocking[0]);
  };

  // Every submit ends with submitCount + 1 and the inputs enabled again in one state update.
  useEffect(() => {
    if (formState.isSubmitting || !focusAfterSubmit.current) return;
    setFocus(focusAfterSubmit.current);
    focusAfterSubmit.current = null;
  }, [formState.submitCount, formState.isSubmitting, setFocus]);

  useEffect(() => {
    if (saved) onSaved(saved.result);
    // onSaved runs once per save, whatever the parent passes on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  /** Their record becomes the form's starting point: the version moves on and so do the values. */
  const takeTheirs = (current: VersionConflict['current']) => {
    version.current = current.version;
    form.reset(initialValues(declaration, current));
    setConflict(null);
  };
  /** What the user typed, saved again on the current version. */
  const keepMine = (current: VersionConflict['current']) => {
    version.current = current.version;
    void submit();
  };

  return (
    <form onSubmit={submitUnlessBlocked} noValidate aria-label={`${declaration.label} form`}>
      {conflict && (
        <ConflictPanel
          message={conflict.message}
          differences={fieldDifferences(fields, form.getValues(), initialValues(declaration, conflict.current))}
          onKeepMine={() => keepMine(conflict.current)}
          onUseTheirs={() => takeTheirs(conflict.current)}
          busy={formState.isSubmitting}
          zone={zone}
        />
      )}
      {intro}
      {required.size > 0 && (
        <p className={styles.legend}>
          <span className={styles.required}>*</span> marks a required field
        </p>
      )}
      <div className={styles.fields}>
        {fields.map(([name, meta]) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <FieldInput
                name={name}
                meta={meta}
                value={field.value}
                nullable={acceptsNull(declaration.schema, name)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message ?? externalErrors?.[name]}
                disabled={formState.isSubmitting}
                owner={declaration.key}
                required={required.has(name)}
                narrow={lookupFilters?.[name]}
                // A starting value, as a preset would be: leaving the form untouched asks nothing.
                onPreselect={(value) => form.resetField(name, { defaultValue: value })}
                zone={zone}
              />
            )}
          />
        ))}
      </div>
      {extra}
      <div className={styles.footer}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
      <UnsavedChangesGuard when={(formState.isDirty || dirty) && saved === null} />
    </form>
  );
}
