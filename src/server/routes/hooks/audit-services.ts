// Audit services (data-model §1.8): a QR code is generated when none is given, unique among live
// services of every building; an edit without one keeps the printed code.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditServices } from '../../db/schema';
import type { EntityControllerHooks } from '../generic/hooks';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "AS-" and ten characters without look-alikes (0/O, 1/I), as labels are read by eye too. */
export function newAuditQrCode(): string {
  return `AS-${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

async function freeQrCode(db: Db): Promise<string> {
  for (;;) {
    const code = newAuditQrCode();
    const taken = await db
      .select({ id: auditServices.id })
      .from(auditServices)
      .where(and(eq(auditServices.qrCode, code), eq(auditServices.isDeleted, false)))
      .limit(1);
    if (taken.length === 0) return code;
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

export const auditServiceHooks: EntityControllerHooks = {
  async beforeCreate(values, { db }) {
    return blank(values.qrCode) ? { ...values, qrCode: await freeQrCode(db) } : values;
  },
  async beforeUpdate(values, { db, existing }) {
    if (!blank(values.qrCode)) return values;
    return { ...values, qrCode: blank(existing.qrCode) ? await freeQrCode(db) : existing.qrCode };
  },
};
