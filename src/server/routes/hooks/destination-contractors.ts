// Destination contractors carry their facility's recovery rates per stream and start date
// (data-model §1.4, child table contractor_recovery_rates).
import { contractorRecoveryRatesSchema, type ContractorRecoveryRate } from '../../../domain/entities/people';
import { contractorRecoveryRates } from '../../db/schema';
import { formatCalendarDate } from '../../../domain/building-time';
import { childCollection } from './children';

export const destinationContractorHooks = childCollection<ContractorRecoveryRate>({
  field: 'recoveryRates',
  schema: contractorRecoveryRatesSchema,
  table: contractorRecoveryRates,
  parentColumn: contractorRecoveryRates.destinationContractorId,
  fromRow: (row) => ({
    wasteStreamId: row.wasteStreamId as number,
    recoveryRatePct: row.recoveryRatePct as number,
    effectiveFrom: row.effectiveFrom as string,
  }),
  toRow: (item) => ({ ...item }),
  refs: (item) => [{ field: 'wasteStreamId', entity: 'wasteStreams', value: item.wasteStreamId }],
  history: { label: 'Recovery rates', line: (item, name) => `${name('wasteStreamId')} ${item.recoveryRatePct}% from ${formatCalendarDate(item.effectiveFrom)}` },
});
