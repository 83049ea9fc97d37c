import { describe, expect, it } from 'vitest';
import { narrowQuery } from '../../src/data/grid-scope';
import type { FilterLeaf } from '../../src/domain/grid';

const audit: FilterLeaf = { field: 'wasteAuditId', operator: 'eq', value: 7 };

describe('narrowQuery', () => {
  it('leaves a list without a scope as it is', () => {
    const query = { skip: 0, take: 20, sort: [{ field: 'name', dir: 'asc' as const }] };
    expect(narrowQuery(query, undefined)).toBe(query);
  });

  it('filters by the scope alone when the user has no filter', () => {
    expect(narrowQuery({ skip: 40, take: 20 }, audit)).toEqual({ skip: 40, take: 20, filter: { logic: 'and', filters: [audit] } });
  });

  it("ANDs the scope with the user's filter, keeping paging and sort", () => {
    const mine = { logic: 'or' as const, filters: [{ field: 'netKg', operator: 'gt' as const, value: 5 }] };
    expect(narrowQuery({ sort: [{ field: 'netKg', dir: 'desc' }], filter: mine }, audit)).toEqual({
      sort: [{ field: 'netKg', dir: 'desc' }],
      filter: { logic: 'and', filters: [audit, mine] },
    });
  });
});
