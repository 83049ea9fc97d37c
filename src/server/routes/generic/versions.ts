// Optimistic concurrency (issue #11 part 4). Every row has a version that each update and delete
// increments; PutEntity sends the version it read and the update is one statement
// `UPDATE … WHERE id = $1 AND version = $2`, so of many concurrent edits of one version exactly one
// wins and the others get 409 with the current row. A PutEntity without a version (API clients
// such as tablets that predate versions) keeps last-writer-wins: the SPA always sends one.
import { eq } from 'drizzle-orm';
import { formatStampIn } from '../../../domain/building-time';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../errors';
import { buildingZones } from '../../spreadsheets/building-zones';
import type { Row } from './queries';

/** Thrown inside the update's transaction, so it rolls back before the current row is read. */
export class StaleVersion extends Error {
  constructor(readonly id: number) {
    super('Stale version');
  }
}

/**
 * "24/11/2026 8:05 am AEDT": the time of the other change on the clock of the record's building
 * (the session's for a record without one), as every time on screen; it was UTC.
 */
async function shownTime(db: Db, current: Row, sessionTenantId: number | null): Promise<string> {
  const iso = current.modifiedAt;
  if (typeof iso !== 'string') return 'an unknown time';
  const zoneOf = await buildingZones(db, sessionTenantId);
  return formatStampIn(new Date(iso), zoneOf(current));
}

async function nameOf(db: Db, userId: unknown): Promise<string> {
  if (typeof userId !== 'number') return 'another user';
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName, userName: users.userName }).from(users).where(eq(users.id, userId));
  if (!user) return 'another user';
  return `${user.firstName} ${user.lastName}`.trim() || user.userName;
}

/** The 409 answer: who changed the record and when, and the record as GetById returns it now. */
export class VersionConflict extends HttpError {
  constructor(
    message: string,
    readonly current: Row,
  ) {
    super(409, message, { details: { current } });
  }
}

export async function versionConflict(db: Db, current: Row, modifiedById: unknown, sessionTenantId: number | null): Promise<VersionConflict> {
  const who = await nameOf(db, modifiedById);
  return new VersionConflict(
    `This record was changed by ${who} at ${await shownTime(db, current, sessionTenantId)} after you opened it. Review their changes, then keep yours or use theirs.`,
    current,
  );
}

/**
 * For a custom controller whose GetById adds to the row (files, links): a 409 from `work` carries
 * the current record as that GetById answers it.
 */
export async function conflictWithDetail<T>(work: () => Promise<T>, detail: (id: number) => Promise<Row>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof VersionConflict)) throw error;
    throw new VersionConflict(error.message, await detail(error.current.id));
  }
}
