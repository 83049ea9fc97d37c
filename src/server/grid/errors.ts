// A grid query that names an unknown field, uses an operator on the wrong kind of field or sends a
// value that does not fit the column. It is the client's mistake: a 400 in the error format of
// errors.ts, naming the field (the place in the body) when one is known.
import { HttpError } from '../errors';

export class GridQueryError extends HttpError {
  readonly statusCode = 400;
  override readonly name = 'GridQueryError';

  constructor(message: string, field?: string) {
    super(400, message, field ? { errors: { [field]: [message] } } : {});
  }
}
