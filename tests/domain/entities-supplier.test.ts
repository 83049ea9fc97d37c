import { describe, expect, it } from 'vitest';
import { Area } from '../../src/domain/permissions';
import { transactionAmount, transactionEntity } from '../../src/domain/entities/supplier';
import { expectErrorOn, expectLookupsResolve, expectMetadataMatchesSchema, fieldErrors } from './entities-helpers';

const schema = transactionEntity.schema;
const line = {
  transactionDate: '2026-03-31',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  destinationContractorId: 3,
  productId: 7,
  quantity: 22,
  volumeM3: 24.2,
  weightKg: 1540.5,
  weightMethod: 'ActualWeight',
  unitPriceAud: 48.5,
  levyAud: 186.2,
  invoiceNo: 'INV-20931',
  docketNo: 'D-448812',
  vehicleRego: 'CW 12AB',
};

describe('transactions declaration', () => {
  it('names the spec route, controller, area and screens', () => {
    expect(transactionEntity).toMatchObject({
      key: 'transactions',
      controller: 'Transactions',
      cacheTag: 'Transaction',
      area: Area.Transactions,
      route: '/transactions',
      scope: 'building',
    });
    expect(transactionEntity.screens).toEqual(['list', 'create', 'edit', 'view']);
    expectMetadataMatchesSchema(transactionEntity);
    expectLookupsResolve(transactionEntity);
  });

  it('accepts a realistic contractor invoice line', () => {
    expect(fieldErrors(schema, line)).toEqual({});
  });

  it('requires a contractor, a product and a date, naming what is missing', () => {
    expectErrorOn(schema, { ...line, destinationContractorId: undefined }, 'destinationContractorId', /Choose a contractor/);
    expectErrorOn(schema, { ...line, productId: 0 }, 'productId', /Choose a product/);
    expectErrorOn(schema, { ...line, transactionDate: '31/03/2026' }, 'transactionDate', /date/i);
  });

  it('wants a positive quantity and non-negative weights and money', () => {
    expectErrorOn(schema, { ...line, quantity: 0 }, 'quantity', /more than 0/);
    expectErrorOn(schema, { ...line, weightKg: -1 }, 'weightKg', /negative/);
    expectErrorOn(schema, { ...line, unitPriceAud: -0.01 }, 'unitPriceAud', /negative/);
  });

  it('rejects a period that ends before it starts, on periodEnd', () => {
    expectErrorOn(schema, { ...line, periodStart: '2026-03-31', periodEnd: '2026-03-01' }, 'periodEnd', /end before/);
  });

  it('limits docket numbers, weight methods and registrations', () => {
    expectErrorOn(schema, { ...line, docketNo: 'D'.repeat(31) }, 'docketNo', /At most 30/);
    expectErrorOn(schema, { ...line, weightMethod: 'Guess' }, 'weightMethod', /.+/);
    expectErrorOn(schema, { ...line, vehicleRego: 'ABC_123' }, 'vehicleRego', /10 letters/);
  });

  it('computes the amount as quantity × unit price, in cents', () => {
    expect(transactionAmount(22, 48.5)).toBe(1067);
    expect(transactionAmount(3, 0.1)).toBe(0.3);
    expect(transactionAmount(5, null)).toBeNull();
  });
});
