// The special lookup lists of spec §7: which declared fields use them, and the calls they make.
import { describe, expect, it } from 'vitest';
import { lookupListQueryOptions, lookupQueryOptions } from '../../src/data/lookups';
import { entityByKey } from '../../src/domain/entities';
import type { FieldMeta } from '../../src/domain/entity';
import { recordingClient } from '../api/support/recording-client';

const SCOPE = { tenantId: 1, roleId: 2 } as never;

const lookupOf = (entity: string, field: string) => (entityByKey(entity).fields as Record<string, FieldMeta>)[field]!.lookup;

describe('declared special lists', () => {
  it("transactions pick products with the transaction products; collections' plain list leaves them out", () => {
    expect(lookupOf('transactions', 'productId')).toEqual({ entity: 'products', labelField: 'name', list: 'transactionProducts' });
    expect(lookupOf('collections', 'productId')?.list).toBeUndefined();
  });

  it('furniture types pick their recycle and landfill waste types from the furniture lists', () => {
    expect(lookupOf('furnitureTypes', 'recycleWasteTypeId')?.list).toBe('furnitureRecycleTypes');
    expect(lookupOf('furnitureTypes', 'landfillWasteTypeId')?.list).toBe('furnitureLandfillTypes');
  });
});

describe('lookupListQueryOptions', () => {
  const rows = [
    { id: 2, name: 'Timber' },
    { id: 1, name: 'Metal' },
  ];

  it('asks Products/GetAll with isIncludeTransactionProducts, silently', async () => {
    const { client, requests } = recordingClient(rows);
    const options = lookupListQueryOptions(client, entityByKey('products'), 'name', 'transactionProducts', SCOPE);
    const answer = await (options.queryFn as () => Promise<typeof rows>)();
    expect(requests).toEqual([
      { method: 'PUT', path: '/api/Products/GetAll', json: { sort: [{ field: 'name', dir: 'asc' }], isIncludeTransactionProducts: true }, silent: true },
    ]);
    expect(options.select!(answer)).toEqual([
      { value: 1, label: 'Metal' },
      { value: 2, label: 'Timber' },
    ]);
  });

  it('allProducts asks PUT Products/GetAllWithoutFiltering with no body, silently', async () => {
    const { client, requests } = recordingClient(rows);
    await (lookupListQueryOptions(client, entityByKey('products'), 'name', 'allProducts', SCOPE).queryFn as () => Promise<unknown>)();
    expect(requests).toEqual([{ method: 'PUT', path: '/api/Products/GetAllWithoutFiltering', silent: true }]);
  });

  it.each([
    ['furnitureRecycleTypes', '/api/WasteTypes/GetFurnitureRecycleTypes'],
    ['furnitureLandfillTypes', '/api/WasteTypes/GetFurnitureLandfillTypes'],
  ] as const)('%s → GET %s', async (list, path) => {
    const { client, requests } = recordingClient(rows);
    await (lookupListQueryOptions(client, entityByKey('wasteTypes'), 'name', list, SCOPE).queryFn as () => Promise<unknown>)();
    expect(requests).toEqual([{ method: 'GET', path, silent: true }]);
  });

  it('keys each list apart from the plain list, under the entity tag', () => {
    const { client } = recordingClient([]);
    const plain = lookupQueryOptions(client, entityByKey('wasteTypes'), 'name', SCOPE).queryKey;
    const recycle = lookupListQueryOptions(client, entityByKey('wasteTypes'), 'name', 'furnitureRecycleTypes', SCOPE).queryKey;
    const landfill = lookupListQueryOptions(client, entityByKey('wasteTypes'), 'name', 'furnitureLandfillTypes', SCOPE).queryKey;
    expect(new Set([JSON.stringify(plain), JSON.stringify(recycle), JSON.stringify(landfill)]).size).toBe(3);
    expect(recycle.slice(0, 2)).toEqual(['entity', 'WasteType']);
  });
});

describe('the silent product list (spec §7: "PUT /api/Products/Get: used by the list and the silent list")', () => {
  it('asks Products/Get — the grid call — for the products that are not transaction-only, silently', async () => {
    const { client, requests } = recordingClient({ data: [{ id: 2, name: 'Timber' }], total: 1 });
    const options = lookupQueryOptions(client, entityByKey('products'), 'name', SCOPE);
    const answer = await (options.queryFn as () => Promise<unknown>)();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/Products/Get',
        json: {
          skip: 0,
          take: 1000,
          sort: [{ field: 'name', dir: 'asc' }],
          filter: { logic: 'and', filters: [{ field: 'isTransactionProduct', operator: 'eq', value: false }] },
        },
        silent: true,
      },
    ]);
    expect(options.select!(answer as never)).toEqual([{ value: 2, label: 'Timber' }]);
  });
});

