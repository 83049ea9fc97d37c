// Audit services (data-model §1.8): a QR code is generated when none is given, unique among live
// services of every building; an edit without one keeps the printed code.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditServices } from '../../db/schema';
import type { EntityControllerHooks } from '../generic/hooks';
import { freeQrCode as freeIn } from './qr-codes';

/** "AS-" and ten characters (qr-codes.ts), free among live audit services. */
const freeQrCode = (db: Db) =>
  freeIn(db, { table: auditServices, column: auditServices.qrCode, prefix: 'AS', among: eq(auditServices.isDeleted, false) });

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
