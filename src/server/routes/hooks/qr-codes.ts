// QR codes printed on service labels (data-model §1.5, §1.8): a prefix and ten characters without
// look-alikes (0/O, 1/I), as labels are read by eye too, drawn until one is free.
import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newQrCode(prefix: string): string {
  return `${prefix}-${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** Where a code must be free: its table and column, and which rows count (e.g. live ones only). */
export interface QrCodeSpace {
  table: PgTable;
  column: PgColumn;
  prefix: string;
  among?: SQL;
}

export async function freeQrCode(db: Db, space: QrCodeSpace): Promise<string> {
  for (;;) {
    const code = newQrCode(space.prefix);
    const taken = await db
      .select({ code: space.column })
      .from(space.table)
      .where(and(eq(space.column, code), space.among))
      .limit(1);
    if (taken.length === 0) return code;
  }
}
