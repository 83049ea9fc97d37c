// What a create form takes from its address when a related list's Create opened it: a parent the
// form has a field for is preset; one it has none for narrows the lookups that lead to it; a
// building (?tenantId=) goes with the values of building rows.
import { describe, expect, it } from 'vitest';
import { buildingFromSearch, lookupNarrowings, presetsFromSearch } from '../../../src/components/entity/records/create-presets';
import { entityByKey } from '../../../src/domain/entities';

const query = (text: string) => new URLSearchParams(text);

describe('create presets from the address', () => {
  it('presets a field the form has (a service started from its tenant)', () => {
    const services = entityByKey('collectionServices');
    expect(presetsFromSearch(services, query('customerId=12'))).toEqual({ customerId: 12 });
    expect(lookupNarrowings(services, query('customerId=12'))).toEqual([]);
  });

  it("narrows a collection's Service to the tenant's services, the form having no tenant field", () => {
    const collections = entityByKey('collections');
    expect(presetsFromSearch(collections, query('customerId=12'))).toEqual({});
    expect(lookupNarrowings(collections, query('customerId=12'))).toEqual([
      { field: 'collectionServiceId', filter: { field: 'customerId', operator: 'eq', value: 12 }, parent: { entity: 'customers', label: 'Tenant', id: 12 } },
    ]);
    for (const bad of ['customerId=0', 'customerId=x', 'customerId=99999999999', 'nothing=3']) expect(lookupNarrowings(collections, query(bad)), bad).toEqual([]);
  });

  it('sends the building of building rows only', () => {
    expect(buildingFromSearch(entityByKey('customers'), query('tenantId=4'))).toBe(4);
    expect(buildingFromSearch(entityByKey('customers'), query('tenantId=-1'))).toBeUndefined();
    expect(buildingFromSearch(entityByKey('wasteStreams'), query('tenantId=4'))).toBeUndefined();
  });
});
