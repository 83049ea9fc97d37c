// A form checked by a zod schema the way react-hook-form checks the other forms: on submit first,
// then again on every change, the first field in error focused, the schema's output handed on.
// The sign-in page uses this instead of react-hook-form because it is on the start-up budget
// (architecture §8, under 150 KB gzip for /login) and zod is loaded at start anyway; the inputs
// stay uncontrolled, as with react-hook-form.
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Shape = Record<string, z.ZodType<unknown, string>>;
type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** The first message per field, in the order the schema reports them. */
function errorsOf<Name extends string>(error: z.ZodError): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of error.issues) {
    const name = issue.path[0] as Name | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

export function useSchemaForm<S extends Shape>(schema: z.ZodObject<S>) {
  type Name = Extract<keyof S, string>;
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [submitted, setSubmitted] = useState(false);

  const names = () => Object.keys(schema.shape) as Name[];
  const current = () => Object.fromEntries(names().map((name) => [name, inputs.current.get(name)?.value ?? '']));
  const check = () => schema.safeParse(current());

  const register = (name: Name) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: () => {
      if (!submitted) return;
      const result = check();
      setErrors(result.success ? {} : errorsOf<Name>(result.error));
    },
  });

  const handleSubmit = (onValid: (values: z.output<z.ZodObject<S>>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check();
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const found = errorsOf<Name>(result.error);
    setErrors(found);
    const first = names().find((name) => found[name] !== undefined);
    if (first) inputs.current.get(first)?.focus();
  };

  return { register, handleSubmit, errors };
}
