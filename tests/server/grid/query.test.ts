// Nested filters, sorting, paging, totals and the 400s of a grid query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterGroup, GridQuery } from '../../../src/domain/grid';
import { GridQueryError, MAX_FILTER_DEPTH, parseGridQuery } from '../../../src/server/grid';
import { openFixture } from './fixture';

let fixture: Awaited<ReturnType<typeof openFixture>>;
beforeAll(async () => {
  fixture = await openFixture();
});
afterAll(async () => {
  await fixture.close();
});

const byId: GridQuery['sort'] = [{ field: 'id', dir: 'asc' }];

describe('nested filters', () => {
  it('combines and/or groups', async () => {
    const filter: FilterGroup = {
      logic: 'or',
      filters: [
        { logic: 'and', filters: [{ field: 'active', operator: 'eq', value: true }, { field: 'qty', operator: 'gte', value: 10 }] },
        {
          logic: 'and',
          filters: [
            { field: 'name', operator: 'startswith', value: 'e' },
            { logic: 'or', filters: [{ field: 'code', operator: 'eq', value: 'ab1' }, { field: 'code', operator: 'isnull' }] },
          ],
        },
      ],
    };
    expect(await fixture.run({ filter, sort: byId })).toEqual({ ids: [1, 4, 5], total: 3 });
  });

  it('nests four levels and ignores empty groups', async () => {
    const filter: FilterGroup = {
      logic: 'and',
      filters: [
        { logic: 'or', filters: [] },
        {
          logic: 'or',
          filters: [
            { field: 'qty', operator: 'eq', value: 0 },
            { logic: 'and', filters: [{ logic: 'and', filters: [{ field: 'bornOn', operator: 'isnull' }] }] },
          ],
        },
      ],
    };
    expect((await fixture.run({ filter, sort: byId })).ids).toEqual([5, 6]);
  });

  it('an empty filter selects everything', async () => {
    expect(await fixture.run({ filter: { logic: 'and', filters: [] }, sort: byId })).toEqual({ ids: [1, 2, 3, 4, 5, 6], total: 6 });
    expect((await fixture.run({ filter: null })).total).toBe(6);
  });

  it(`refuses filters deeper than ${MAX_FILTER_DEPTH} levels`, async () => {
    let filter: FilterGroup = { logic: 'and', filters: [{ field: 'qty', operator: 'isnull' }] };
    for (let i = 0; i < MAX_FILTER_DEPTH; i++) filter = { logic: 'and', filters: [filter] };
    await expect(fixture.run({ filter })).rejects.toThrow(/deeper than/);
  });
});

describe('sorting', () => {
  it('sorts by one column and breaks ties by id in the same direction', async () => {
    // Postgres puts nulls first when descending; the two rows of qty 5 (ids 2 and 5) go id-descending,
    // so that one index on (qty, id) read backwards serves the whole order.
    expect((await fixture.run({ sort: [{ field: 'qty', dir: 'desc' }] })).ids).toEqual([3, 4, 1, 5, 2, 6]);
    expect((await fixture.run({ sort: [{ field: 'qty', dir: 'asc' }] })).ids).toEqual([6, 2, 5, 1, 4, 3]);
  });

  it('sorts by several columns', async () => {
    const sort: GridQuery['sort'] = [{ field: 'active', dir: 'asc' }, { field: 'qty', dir: 'desc' }];
    expect((await fixture.run({ sort })).ids).toEqual([5, 2, 3, 4, 1, 6]);
  });

  it('sorts by a lookup label', async () => {
    const sort: GridQuery['sort'] = [{ field: 'categoryIdLabel', dir: 'asc' }];
    expect((await fixture.run({ sort })).ids).toEqual([1, 4, 6, 2, 5, 3]);
  });

  it('uses the default sort only when the query has none', async () => {
    const defaultSort = { field: 'price', dir: 'desc' } as const;
    expect((await fixture.run({}, { defaultSort })).ids).toEqual([3, 4, 5, 1, 2, 6]);
    expect((await fixture.run({ sort: byId }, { defaultSort })).ids).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('paging', () => {
  it('pages with page and pageSize; the total ignores paging', async () => {
    expect(await fixture.run({ page: 2, pageSize: 4, sort: byId })).toEqual({ ids: [5, 6], total: 6 });
  });

  it('skip and take win over page and pageSize', async () => {
    expect(await fixture.run({ page: 1, pageSize: 2, skip: 3, take: 2, sort: byId })).toEqual({ ids: [4, 5], total: 6 });
  });

  it('pages a filtered set and counts with the same filter', async () => {
    const filter: FilterGroup = { logic: 'and', filters: [{ field: 'active', operator: 'eq', value: true }] };
    expect(await fixture.run({ filter, skip: 1, take: 2, sort: byId })).toEqual({ ids: [3, 4], total: 4 });
  });
});

describe('bad queries', () => {
  it.each<[string, GridQuery, RegExp]>([
    ['unknown filter field', { filter: { logic: 'and', filters: [{ field: 'colour', operator: 'eq', value: 1 }] } }, /Unknown field: colour/],
    ['snake_case column name', { filter: { logic: 'and', filters: [{ field: 'born_on', operator: 'isnull' }] } }, /Unknown field: born_on/],
    [
      'unknown field deep in a group',
      { filter: { logic: 'or', filters: [{ logic: 'and', filters: [{ field: 'nope', operator: 'isnull' }] }] } },
      /Unknown field: nope/,
    ],
    ['unknown sort field', { sort: [{ field: 'weight', dir: 'asc' }] }, /Unknown field: weight/],
    ['inherited property name', { sort: [{ field: 'constructor', dir: 'asc' }] }, /Unknown field: constructor/],
    ['text for an int', { filter: { logic: 'and', filters: [{ field: 'qty', operator: 'eq', value: 'abc' }] } }, /qty: expected a whole number/],
    ['fraction for an int', { filter: { logic: 'and', filters: [{ field: 'qty', operator: 'gt', value: 1.5 }] } }, /qty: expected a whole number/],
    ['bad boolean', { filter: { logic: 'and', filters: [{ field: 'active', operator: 'eq', value: 'maybe' }] } }, /active: expected true or false/],
    ['bad date', { filter: { logic: 'and', filters: [{ field: 'bornOn', operator: 'eq', value: 'soon' }] } }, /bornOn: expected a date/],
    ['bad timestamp', { filter: { logic: 'and', filters: [{ field: 'seenAt', operator: 'gt', value: 'later' }] } }, /seenAt: expected a date and time/],
    ['comparison without a value', { filter: { logic: 'and', filters: [{ field: 'qty', operator: 'lt' }] } }, /lt on field qty needs a value/],
    ['contains without a value', { filter: { logic: 'and', filters: [{ field: 'name', operator: 'contains', value: '' }] } }, /needs a value/],
  ])('%s → GridQueryError (400)', async (_name, query, message) => {
    const failure = await fixture.run(query).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(GridQueryError);
    expect((failure as GridQueryError).statusCode).toBe(400);
    expect((failure as GridQueryError).message).toMatch(message);
  });

  it('parseGridQuery refuses a malformed body with a 400 naming the place', () => {
    expect(() => parseGridQuery({ filter: { logic: 'and', filters: [{ field: 'a', operator: 'like', value: 1 }] } })).toThrow(
      /Invalid grid query at filter/,
    );
    expect(() => parseGridQuery({ take: 0 })).toThrow(GridQueryError);
    expect(parseGridQuery(undefined)).toEqual({});
    expect(parseGridQuery({ page: 2, pageSize: 10 })).toEqual({ page: 2, pageSize: 10 });
  });
});
