// Expired exports: their files are removed and their rows no longer point at a file.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportFilePath } from '../export-files';
import { rowsOf } from '../sql';

/** Removes the files of exports whose expirationTime has passed; returns how many. */
export async function removeExpiredExports(db: Db, dataDir: string): Promise<number> {
  const expired = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE report_exports SET resource_location = NULL, last_action_date_time = now()
        WHERE status = 'Succeeded' AND resource_location IS NOT NULL AND expiration_time < now()
        RETURNING id`,
  );
  for (const { id } of expired) await rm(exportFilePath(dataDir, id), { force: true });
  return expired.length;
}
