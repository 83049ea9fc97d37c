// "Recharged to tenant" reads as a yes/no question: a transaction line that answers "No" (or
// false) is not recharged, never a tenant named "No"; "Yes" alone cannot say which tenant.
import { describe, expect, it } from 'vitest';
import { IMPORT_KINDS } from '../../../src/server/imports/import-kinds';
import { lookupNames } from '../../../src/server/imports/lookup-resolve';
import { TRANSACTION_COLUMNS } from '../../../src/server/imports/transaction-columns';
import { rowBody } from '../../../src/server/imports/row-body';

const recharged = TRANSACTION_COLUMNS.find((c) => c.key === 'customerId');
const lookups = lookupNames({ customerId: { label: 'recharged to tenant', ids: [7], names: [['food court', [7]]] } });
const bodyOf = (cell: string) => rowBody([recharged], [cell], { lookups, timeZone: 'Australia/Sydney', yesNoLookups: IMPORT_KINDS.transactions.yesNoLookups });

describe('the Recharged to tenant column', () => {
  it('reads No, false and blank as not recharged', () => {
    for (const cell of ['No', 'no', 'FALSE', 'N', '']) expect(bodyOf(cell)).toEqual({ body: { customerId: null }, problems: [] });
  });

  it('still reads a tenant by name', () => {
    expect(bodyOf('Food Court')).toEqual({ body: { customerId: 7 }, problems: [] });
  });

  it('asks which tenant when the cell says only Yes', () => {
    expect(bodyOf('Yes').problems).toEqual([{ field: 'customerId', message: "Give the tenant's name the line is recharged to, or No" }]);
  });
});
