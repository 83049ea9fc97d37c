// The input of one declared field, chosen by its kind (field-kinds.ts), with its label, help text
// and error. Values go through toInput / fromInput so the form holds what the schema expects.
import type { RefCallback } from 'react';
import type { FieldMeta } from '../../../domain/entity';
import type { FilterLeaf } from '../../../domain/grid';
import styles from '../EntityPage.module.css';
import { useEntitySession } from '../../../data/entity-session';
import { INPUT_CONTROLS, optionLabel } from './field-kinds';
import { fromInput, toInput } from './form-values';
import { LookupSelect } from './LookupSelect';
import { NumberInput } from './NumberInput';

export interface FieldInputProps {
  name: string;
  meta: FieldMeta;
  value: unknown;
  nullable: boolean;
  onChange(value: unknown): void;
  onBlur(): void;
  error?: string;
  disabled?: boolean;
  /** The form's entity key: lookups then list what this entity's form may pick (its Lookup endpoint). */
  owner?: string;
  /** The schema refuses it empty: marked with an asterisk and aria-required. */
  required?: boolean;
  /** A lookup's rows narrowed to one parent's (LookupSelect's `narrow`). */
  narrow?: FilterLeaf;
  /** Sets a narrowed lookup's only row as the starting value (the form stays unchanged by the user). */
  onPreselect?(value: number): void;
  /** Given the focusable control (react-hook-form's field.ref), so a field in error can take focus. */
  ref?: RefCallback<HTMLElement>;
  /** The clock a time is shown and typed on: the record's building's (src/data/building-zones.tsx). */
  zone?: string;
}

export function FieldInput({ name, meta, value, nullable, onChange, onBlur, error, disabled, owner, required, narrow, onPreselect, ref, zone }: FieldInputProps) {
  const id = `field-${name}`;
  const helpId = meta.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    ref,
    onBlur,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  const set = (input: string | boolean) => onChange(fromInput(meta, input, nullable, zone));
  const shown = toInput(meta, value, zone);
  const control = INPUT_CONTROLS[meta.kind];
  const options = useSessionOptions(meta, value);

  let input;
  switch (control.control) {
    case 'checkbox':
      return (
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...common} checked={shown === true} onChange={(e) => set(e.target.checked)} />
            <span className={styles.label}>{meta.label}</span>
          </label>
          {meta.help && <span id={helpId} className={styles.help}>{meta.help}</span>}
          {error && <span id={errorId} role="alert" className={styles.error}>{error}</span>}
        </div>
      );
    case 'textarea':
      input = <textarea {...common} className={styles.control} rows={4} value={String(shown)} onChange={(e) => set(e.target.value)} />;
      break;
    case 'select':
      input = (
        <select {...common} className={styles.control} value={String(shown)} onChange={(e) => set(e.target.value)}>
          <option value="">—</option>
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {optionLabel(meta, option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'lookup':
      input = (
        <LookupSelect
          ref={ref}
          id={id}
          entity={meta.lookup?.entity ?? ''}
          labelField={meta.lookup?.labelField ?? 'name'}
          list={meta.lookup?.list}
          referrer={owner ? { entity: owner, field: name } : undefined}
          narrow={narrow}
          onPreselect={onPreselect}
          required={required}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          onBlur={onBlur}
          invalid={Boolean(error)}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
      break;
    case 'number':
      input = (
        <NumberInput
          {...common}
          className={styles.control}
          step={control.step}
          min={control.min}
          max={control.max}
          shown={String(shown)}
          onText={set}
        />
      );
      break;
    case 'input':
      input =
        control.type === 'color' ? (
          <span className={styles.colourPair}>
            <input {...common} type="text" className={styles.control} placeholder="#1A2B3C" value={String(shown)} onChange={(e) => set(e.target.value)} />
            <input type="color" aria-label={`${meta.label}: picker`} value={shown ? String(shown) : '#000000'} disabled={disabled} onChange={(e) => set(e.target.value.toUpperCase())} />
          </span>
        ) : (
          <input
            {...common}
            type={control.type}
            className={styles.control}
            autoComplete={control.type === 'password' ? 'new-password' : undefined}
            placeholder={meta.kind === 'secret' ? 'Unchanged' : meta.kind === 'url' ? 'https://' : undefined}
            value={String(shown)}
            onChange={(e) => set(e.target.value)}
          />
        );
      break;
  }
  return (
    <div className={styles.field}>
      {/* The mark sits beside the label, not in it: the field's name stays its label alone. */}
      <span>
        <label htmlFor={id} className={styles.label}>
          {meta.label}
        </label>
        {required && <RequiredMark />}
      </span>
      {input}
      {meta.help && <span id={helpId} className={styles.help}>{meta.help}</span>}
      {error && <span id={errorId} role="alert" className={styles.error}>{error}</span>}
    </div>
  );
}

/**
 * The visible asterisk of a required field. Hidden from assistive technology, which hears
 * aria-required on the control instead (and the field's name stays its label alone).
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.required}>
      {' *'}
    </span>
  );
}

/** An enum's options narrowed for the session (optionsFor), keeping the value already stored. */
function useSessionOptions(meta: FieldMeta, value: unknown): readonly (string | number)[] {
  const session = useEntitySession();
  const all = meta.options ?? [];
  if (!meta.optionsFor || !session) return all;
  const allowed = new Set(meta.optionsFor(session).map(String));
  return all.filter((option) => allowed.has(String(option)) || String(option) === String(value));
}
