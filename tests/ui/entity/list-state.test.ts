// A list's state in its URL (issue #14 item 2): read and written back alike, malformed parts
// dropped, and the first request the grid makes from it is the one a prefetch can ask for.
import { describe, expect, it } from 'vitest';
import { blockQuery } from '../../../src/components/entity/grid/ag-query';
import { firstGridRequest, gridStateWithUrl, listStateFromUrl, listStateToUrl } from '../../../src/components/entity/grid/list-state';
import { entityByKey } from '../../../src/domain/entities';
import { entityQueryKey } from '../../../src/data/cache-tags';

const filter = { name: { filterType: 'text', type: 'contains', filter: 'harb' } };
const scope = { tenantId: 1, roleId: 4 };

describe('list state in the URL', () => {
  it('writes and reads back search, sort, filters, page and page size, keeping other parameters', () => {
    const url = listStateToUrl({ search: 'glass', sort: [{ colId: 'name', sort: 'desc' }], filter, page: 2, pageSize: 50 }, '?inspect=1');
    expect(new URLSearchParams(url).get('inspect')).toBe('1');
    expect(listStateFromUrl(url)).toEqual({ search: 'glass', sort: [{ colId: 'name', sort: 'desc' }], filter, page: 2, pageSize: 50 });
  });

  it('is null without list parameters (the session state applies), and leaves defaults out', () => {
    expect(listStateFromUrl('?inspect=1')).toBeNull();
    expect(listStateToUrl({ page: 0, pageSize: 20 })).toBe('');
  });

  it('drops what it cannot read: a broken filter, an unknown page size, a bad sort', () => {
    expect(listStateFromUrl('?filter={oops&size=37&sort=name.sideways,code.asc&page=-3')).toEqual({ sort: [{ colId: 'code', sort: 'asc' }] });
  });

  it('a filter edited by hand into a shape the grid never writes is dropped, column by column, never thrown', () => {
    const good = filter.name;
    const odd = { netKg: 5, code: null, notes: ['x'], stream: { type: 'is:{oops' }, cleaner: { conditions: 'none' }, name: good };
    const url = `?filter=${encodeURIComponent(JSON.stringify(odd))}`;
    // Shapes the grid never writes go at once; an option key it never made, when translated.
    expect(listStateFromUrl(url)).toEqual({ filter: { stream: odd.stream, name: good } });
    const { query } = firstGridRequest('collections', scope, url);
    expect(query.filter).toEqual({ logic: 'and', filters: [{ field: 'name', operator: 'contains', value: 'harb' }] });
  });

  it("the URL decides sort, filters, page and search over the session's, and keeps its columns", () => {
    const saved = { sort: { sortModel: [{ colId: 'code', sort: 'asc' as const }] }, columnVisibility: { hiddenColIds: ['abn'] }, quickSearch: 'old' };
    const state = gridStateWithUrl(saved, listStateFromUrl('?filter=' + encodeURIComponent(JSON.stringify(filter))));
    expect(state).toEqual({ columnVisibility: { hiddenColIds: ['abn'] }, filter: { filterModel: filter }, pagination: { page: 0, pageSize: 20 } });
  });

  it('firstGridRequest is the grid’s own first block query, with its React Query key', () => {
    const { query, queryKey } = firstGridRequest('customers', scope, `?q=harb&sort=name.desc&page=3&size=50&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const block = blockQuery({ startRow: 100, endRow: 150, sortModel: [{ colId: 'name', sort: 'desc' }], filterModel: filter });
    expect(query).toEqual({ ...block, search: 'harb' });
    expect(queryKey).toEqual(entityQueryKey(entityByKey('customers'), scope, 'grid', query));
    // Without a URL: the session's saved state and search.
    const fromSession = firstGridRequest('customers', scope, '', { pagination: { page: 0, pageSize: 100 }, quickSearch: 'apex' });
    expect(fromSession.query).toEqual({ ...blockQuery({ startRow: 0, endRow: 100 }), search: 'apex' });
  });
});
