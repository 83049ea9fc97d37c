// Puts a refused save's field errors on the form's fields, and the rest in the form's root error.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { problemOf } from '../../data/profile';

export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  const problem = problemOf(error);
  let placed = false;
  for (const [field, messages] of Object.entries(problem.fields)) {
    if (!fields.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message: messages.join('. ') }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) setError('root.server', { type: 'server', message: problem.message });
}
