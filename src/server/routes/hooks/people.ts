// Cleaners' PINs (data-model §1.4): the form sends `pin`; the server keeps only its scrypt hash in
// pinHash, never returns either, and keeps the stored hash when an edit leaves the PIN empty.
// Rows show `hasPin` so a form can say whether one is set.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../auth/password';
import { cleaners } from '../../db/schema';
import type { EntityControllerHooks } from '../generic/hooks';

interface PinTable {
  id: PgColumn;
  pinHash: PgColumn;
}

export function pinHooks(table: PgTable & PinTable): EntityControllerHooks {
  return {
    extraFields: { hasPin: { expr: sql<boolean>`(${table.pinHash} is not null)`, kind: 'bool' } },
    async afterWrite(write, context) {
      const pin = write.values.pin;
      if (write.mode === 'delete' || typeof pin !== 'string' || pin === '') return;
      await context.db
        .update(table)
        .set({ pinHash: await hashPassword(pin) } as never)
        .where(eq(table.id, write.id));
    },
  };
}

export const cleanerHooks = pinHooks(cleaners);
