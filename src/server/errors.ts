// The error format of architecture §5 (README.md, API contract notes), produced in one place:
// routes throw HttpError (or let zod / PostgreSQL errors through) and the handler below shapes the answer.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DUPLICATE_MESSAGE, duplicateField } from './unique-violation';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly systemMessage: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** Further members of the answer (a 409's `current` record). */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, message: string, extra: { systemMessage?: string; errors?: FieldErrors; details?: Record<string, unknown> } = {}) {
    super(message);
    this.status = status;
    this.systemMessage = extra.systemMessage;
    this.errors = extra.errors;
    this.details = extra.details;
  }
}

interface ErrorBody {
  message: string;
  systemMessage?: string;
  errors?: FieldErrors;
}

function addFieldError(errors: FieldErrors, field: string, text: string): void {
  (errors[field] ??= []).push(text);
}

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) addFieldError(errors, issue.path.join('.') || '_', issue.message);
  return errors;
}

/** PostgreSQL errors arrive as the driver's error or wrapped by drizzle in `cause`. */
function pgError(error: unknown): { code: string; detail?: string; constraint?: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; detail?: string; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, detail: candidate.detail, constraint: candidate.constraint };
    }
    e = candidate.cause;
  }
  return null;
}

/**
 * The multipart parser (busboy) reports a body it cannot read with plain errors, no status: a
 * content type without its boundary, or a body that ends before the closing boundary.
 */
function malformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || (error as FastifyError).statusCode !== undefined) return false;
  return error.message === 'Multipart: Boundary not found' || /unexpected end of multipart data/i.test(error.message);
}

const MALFORMED_MULTIPART = 'The form could not be read: send it as multipart/form-data with its boundary, complete to the last part.';

/** The status and body for any error a route lets escape. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { ...error.details, message: error.message };
    if (error.systemMessage) body.systemMessage = error.systemMessage;
    if (error.errors) body.errors = error.errors;
    return { status: error.status, body };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { message: 'The data is not valid.', errors: zodFieldErrors(error) } };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const errors: FieldErrors = {};
    for (const v of fastifyError.validation) {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      addFieldError(errors, field, v.message ?? 'Invalid value');
    }
    return { status: 400, body: { message: 'The data is not valid.', errors } };
  }
  if (malformedMultipart(error)) {
    return { status: 400, body: { message: MALFORMED_MULTIPART, errors: { _: [MALFORMED_MULTIPART] } } };
  }
  const pg = pgError(error);
  if (pg?.code === '23505') {
    const field = duplicateField(pg.detail);
    const body: ErrorBody = { message: 'A record with the same values already exists.', systemMessage: pg.detail };
    if (field) body.errors = { [field]: [DUPLICATE_MESSAGE] };
    return { status: 409, body };
  }
  if (pg?.code === '23503') {
    // An insert/update naming a missing row is the caller's mistake; a delete of a referenced row is a conflict.
    const inUse = /is still referenced/.test(pg.detail ?? '');
    return inUse
      ? { status: 409, body: { message: 'The record is in use and cannot be deleted.', systemMessage: pg.detail } }
      : { status: 400, body: { message: 'Related record not found.', systemMessage: pg.detail } };
  }
  if (pg?.code === '57014') {
    // statement_timeout (db/statement-timeout.ts): the request asked for more work than one answer may take.
    return { status: 503, body: { message: 'The request took too long and was stopped. Narrow the filters and try again.', systemMessage: 'Statement timeout' } };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message } };
  }
  return { status: 500, body: { message: 'An unexpected error occurred.', systemMessage: 'Internal server error' } };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
