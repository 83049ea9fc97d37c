// The 409 of a stale edit (issue #11 part 4): the server's message says who changed the record and
// when; `current` is the record as GetById returns it now, version included.
import { isApiError } from './errors';

export interface VersionConflict {
  message: string;
  current: Record<string, unknown> & { id: number; version?: number };
}

export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as { message?: unknown; current?: unknown } | undefined;
  const current = data?.current;
  if (!current || typeof current !== 'object' || typeof (current as { id?: unknown }).id !== 'number') return null;
  return { message: typeof data.message === 'string' ? data.message : 'This record was changed by someone else.', current: current as VersionConflict['current'] };
}
