// Server field errors (architecture §5: 400/409 { message, errors: { field: [text] } }) for forms.
import { isApiError } from '../api/errors';

export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.kind !== 'HTTP_ERROR') return null;
  if (error.status !== 400 && error.status !== 409) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const errors = (data as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (texts.length > 0) result[field] = texts;
  }
  return Object.keys(result).length > 0 ? result : null;
}
