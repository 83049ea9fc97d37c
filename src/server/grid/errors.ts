// A grid query that names an unknown field, uses an operator on the wrong kind of field or sends a
// value that does not fit the column. It is the client's mistake, so it carries status 400; the
// error handler answers { message } like any other 400 (Fastify also honours statusCode itself).
export class GridQueryError extends Error {
  readonly statusCode = 400;
  override readonly name = 'GridQueryError';
}
