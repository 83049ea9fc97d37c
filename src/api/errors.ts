// Error classes of the one HTTP client (spec §8): transport failures and non-2xx answers.

export type ApiErrorKind = 'HTTP_ERROR' | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; absent for FETCH_ERROR and TIMEOUT_ERROR. */
  readonly status?: number;
  /** The parsed body of a non-2xx answer (JSON, else its text), or the raw text that failed to parse. */
  readonly data?: unknown;

  constructor(kind: ApiErrorKind, options: { status?: number; data?: unknown; cause?: unknown } = {}) {
    super(kind === 'HTTP_ERROR' ? `HTTP ${options.status}` : kind, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    if (options.status !== undefined) this.status = options.status;
    if (options.data !== undefined) this.data = options.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.kind === 'HTTP_ERROR' && error.status === 401;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The toast text for a failed call, in the order of spec §8: a plain-string body, then
 * error_description, message, systemMessage, then the generic text (its spelling is the spec's).
 * Only an HTTP error's body is a message: a PARSING_ERROR keeps the unparsable text for diagnosis,
 * not for the user. For the transport classes the class stands in for the status.
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) {
    return error instanceof Error && error.message ? error.message : 'An error ocurred. Status code: unknown';
  }
  if (error.kind !== 'HTTP_ERROR') return `An error ocurred. Status code: ${error.kind}`;
  const data = error.data;
  const fromBody =
    nonEmptyString(data) ??
    (typeof data === 'object' && data !== null
      ? (['error_description', 'message', 'systemMessage'] as const)
          .map((key) => nonEmptyString((data as Record<string, unknown>)[key]))
          .find((text) => text !== null)
      : null);
  return fromBody ?? `An error ocurred. Status code: ${error.status}`;
}
