// The API's error reading for screens (components may not import src/api directly).
import { isApiError } from '../api/errors';

export { errorMessage, isApiError } from '../api/errors';
export { versionConflictOf, type VersionConflict } from '../api/conflict';

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'HTTP_ERROR' && error.status === 404;
}
