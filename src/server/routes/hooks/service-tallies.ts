// Service tallies (data-model §1.6): the unit rate is a snapshot of the service type's rate,
// taken when the tally is written without one (an edit without one keeps its snapshot unless the
// service type changed).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceTypes } from '../../db/schema';
import type { EntityControllerHooks } from '../generic/hooks';

async function rateOf(db: Db, serviceTypeId: number): Promise<number | null> {
  const [type] = await db.select({ rate: serviceTypes.defaultRateAud }).from(serviceTypes).where(eq(serviceTypes.id, serviceTypeId));
  return type?.rate ?? null;
}

export const serviceTallyHooks: EntityControllerHooks = {
  async beforeCreate(values, { db }) {
    if (values.unitRateAud != null) return values;
    return { ...values, unitRateAud: await rateOf(db, values.serviceTypeId as number) };
  },
  async beforeUpdate(values, { db, existing }) {
    if (values.unitRateAud != null) return values;
    const sameType = values.serviceTypeId === existing.serviceTypeId;
    return { ...values, unitRateAud: sameType && existing.unitRateAud != null ? existing.unitRateAud : await rateOf(db, values.serviceTypeId as number) };
  },
};
