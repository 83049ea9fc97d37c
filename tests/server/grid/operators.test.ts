// Every filter operator against known rows (ids 1–6 of the fixture), with value coercion by column
// type and LIKE escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterLeaf } from '../../../src/domain/grid';
import { openFixture } from './fixture';

let fixture: Awaited<ReturnType<typeof openFixture>>;
beforeAll(async () => {
  fixture = await openFixture();
});
afterAll(async () => {
  await fixture.close();
});

async function idsWhere(leaf: FilterLeaf): Promise<number[]> {
  const { ids } = await fixture.run({ filter: { logic: 'and', filters: [leaf] }, sort: [{ field: 'id', dir: 'asc' }] });
  return ids;
}

describe('comparison operators', () => {
  it.each<[string, FilterLeaf, number[]]>([
    ['eq text ignores case by default', { field: 'name', operator: 'eq', value: 'alpha bin' }, [1]],
    ['eq text honours ignoreCase false', { field: 'name', operator: 'eq', value: 'alpha bin', ignoreCase: false }, []],
    ['eq int from a string', { field: 'qty', operator: 'eq', value: '5' }, [2, 5]],
    ['eq null means no value', { field: 'qty', operator: 'eq', value: null }, [3]],
    ['neq keeps rows with no value', { field: 'qty', operator: 'neq', value: 5 }, [1, 3, 4, 6]],
    ['neq text ignores case', { field: 'code', operator: 'neq', value: 'ab1' }, [1, 2, 3, 4, 6]],
    ['neq null means has a value', { field: 'qty', operator: 'neq', value: null }, [1, 2, 4, 5, 6]],
    ['lt int', { field: 'qty', operator: 'lt', value: 10 }, [2, 5, 6]],
    ['lte int', { field: 'qty', operator: 'lte', value: 10 }, [1, 2, 5, 6]],
    ['gt int', { field: 'qty', operator: 'gt', value: 5 }, [1, 4]],
    ['gte int', { field: 'qty', operator: 'gte', value: 5 }, [1, 2, 4, 5]],
    ['eq numeric', { field: 'price', operator: 'eq', value: 12.5 }, [1, 5]],
    ['gt numeric from a string', { field: 'price', operator: 'gt', value: '12.49' }, [1, 4, 5]],
    ['eq boolean from a string', { field: 'active', operator: 'eq', value: 'false' }, [2, 5]],
    ['eq boolean', { field: 'active', operator: 'eq', value: true }, [1, 3, 4, 6]],
    ['eq date', { field: 'bornOn', operator: 'eq', value: '2024-02-01' }, [2, 3]],
    ['eq date from an ISO date-time keeps the day', { field: 'bornOn', operator: 'eq', value: '2024-02-01T00:00:00.000Z' }, [2, 3]],
    ['lt date', { field: 'bornOn', operator: 'lt', value: '2024-01-15' }, [4]],
    ['gte timestamp', { field: 'seenAt', operator: 'gte', value: '2024-02-01T00:00:00Z' }, [2, 5]],
    ['lt timestamp with an offset', { field: 'seenAt', operator: 'lt', value: '2024-01-15T20:00:00+09:00' }, [1, 4]],
    ['lookup label eq', { field: 'categoryIdLabel', operator: 'eq', value: 'METAL' }, [1, 4, 6]],
  ])('%s', async (_name, leaf, expected) => {
    expect(await idsWhere(leaf)).toEqual(expected);
  });
});

describe('text operators', () => {
  it.each<[string, FilterLeaf, number[]]>([
    ['contains ignores case', { field: 'name', operator: 'contains', value: 'BIN' }, [1, 4]],
    ['contains honours ignoreCase false', { field: 'name', operator: 'contains', value: 'Bin', ignoreCase: false }, [1]],
    ['doesnotcontain keeps rows with no value', { field: 'code', operator: 'doesnotcontain', value: 'a' }, [2, 3, 4]],
    ['startswith', { field: 'name', operator: 'startswith', value: 'B' }, [2]],
    ['endswith', { field: 'name', operator: 'endswith', value: 'BOX' }, [3]],
    ['contains on an int column compares its text', { field: 'qty', operator: 'contains', value: '0' }, [1, 4, 6]],
    ['contains on a label', { field: 'categoryIdLabel', operator: 'contains', value: 'ap' }, [2, 5]],
  ])('%s', async (_name, leaf, expected) => {
    expect(await idsWhere(leaf)).toEqual(expected);
  });

  it.each<[string, FilterLeaf, number[]]>([
    ['% is a literal percent sign', { field: 'name', operator: 'contains', value: '%' }, [5]],
    ['_ is a literal underscore', { field: 'name', operator: 'contains', value: '_' }, [6]],
    ['_ in a code matches only an underscore', { field: 'code', operator: 'contains', value: 'A_' }, [1]],
    ['startswith with %', { field: 'code', operator: 'startswith', value: 'b%' }, [2]],
    ['a backslash is a literal backslash', { field: 'code', operator: 'contains', value: '\\' }, [6]],
    ['endswith with %', { field: 'name', operator: 'endswith', value: '%' }, []],
  ])('LIKE escaping: %s', async (_name, leaf, expected) => {
    expect(await idsWhere(leaf)).toEqual(expected);
  });
});

describe('presence operators', () => {
  it.each<[string, FilterLeaf, number[]]>([
    ['isnull', { field: 'code', operator: 'isnull' }, [3]],
    ['isnotnull', { field: 'code', operator: 'isnotnull' }, [1, 2, 4, 5, 6]],
    ['isempty: null or empty text', { field: 'code', operator: 'isempty' }, [3, 4]],
    ['isnotempty', { field: 'code', operator: 'isnotempty' }, [1, 2, 5, 6]],
    ['isempty on a number means null', { field: 'qty', operator: 'isempty' }, [3]],
    ['isnull on a label (no lookup row)', { field: 'categoryIdLabel', operator: 'isnull' }, [3]],
  ])('%s', async (_name, leaf, expected) => {
    expect(await idsWhere(leaf)).toEqual(expected);
  });
});
