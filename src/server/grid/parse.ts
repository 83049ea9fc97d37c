// Grid bodies are validated here so a malformed one is a 400 naming what is wrong, like any body.
import { gridQuerySchema, type GridQuery } from '../../domain/grid';
import { GridQueryError } from './errors';

export function parseGridQuery(body: unknown): GridQuery {
  const result = gridQuerySchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  const where = field ? ` at ${field}` : '';
  throw new GridQueryError(`Invalid grid query${where}: ${issue?.message ?? 'malformed'}`, field ?? '_');
}
