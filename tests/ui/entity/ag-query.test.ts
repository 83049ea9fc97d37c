import { describe, expect, it } from 'vitest';
import { blockQuery, filterModelToGroup, unpagedQuery, valueOptionKey } from '../../../src/components/entity/grid/ag-query';
import { entityColumns } from '../../../src/components/entity/grid/columns';
import { PAGE_SIZES } from '../../../src/components/entity/grid/grid-persistence';
import { entityByKey } from '../../../src/domain/entities';
import { gridQuerySchema } from '../../../src/domain/grid';
import { GRID_LIMITS } from '../../../src/domain/grid-limits';

describe('AG Grid models → grid query', () => {
  it('turns a block into Kendo paging with the multi-column sort', () => {
    expect(
      blockQuery({ startRow: 40, endRow: 60, sortModel: [{ colId: 'name', sort: 'asc' }, { colId: 'wasteStreamIdLabel', sort: 'desc' }] }),
    ).toEqual({
      page: 3,
      pageSize: 20,
      skip: 40,
      take: 20,
      sort: [{ field: 'name', dir: 'asc' }, { field: 'wasteStreamIdLabel', dir: 'desc' }],
    });
  });

  it('maps text, number, date, set and bool filters onto the operators of the grid query', () => {
    const group = filterModelToGroup({
      name: { filterType: 'text', type: 'contains', filter: 'pap' },
      capacityL: { filterType: 'number', type: 'inRange', filter: 100, filterTo: 300 },
      leaseEnd: { filterType: 'date', type: 'lessThan', dateFrom: '2026-01-31 00:00:00' },
      code: { filterType: 'text', type: 'blank' },
      state: { filterType: 'text', operator: 'OR', conditions: [{ type: valueOptionKey('NSW') }, { type: valueOptionKey('VIC') }] },
      disposable: { filterType: 'text', type: valueOptionKey(false) },
      floors: { filterType: 'number', type: 'notBlank' },
    });
    expect(group).toEqual({
      logic: 'and',
      filters: [
        { field: 'name', operator: 'contains', value: 'pap' },
        { logic: 'and', filters: [{ field: 'capacityL', operator: 'gte', value: 100 }, { field: 'capacityL', operator: 'lte', value: 300 }] },
        { field: 'leaseEnd', operator: 'lt', value: '2026-01-31' },
        { logic: 'or', filters: [{ field: 'code', operator: 'isnull' }, { field: 'code', operator: 'isempty' }] },
        { logic: 'or', filters: [{ field: 'state', operator: 'eq', value: 'NSW' }, { field: 'state', operator: 'eq', value: 'VIC' }] },
        { field: 'disposable', operator: 'eq', value: false },
        { field: 'floors', operator: 'isnotnull' },
      ],
    });
  });

  it('drops empty conditions and sends no filter when nothing is filtered', () => {
    expect(filterModelToGroup({ name: { filterType: 'text', type: 'contains', filter: '' } })).toBeNull();
    expect(filterModelToGroup({})).toBeNull();
    expect(blockQuery({ startRow: 0, endRow: 20 }).filter).toBeUndefined();
  });

  it('gives the export the sort and filters without paging', () => {
    const query = unpagedQuery([{ colId: 'name', sort: 'desc' }], { name: { filterType: 'text', type: 'equals', filter: 'Glass' } });
    expect(query).toEqual({
      sort: [{ field: 'name', dir: 'desc' }],
      filter: { logic: 'and', filters: [{ field: 'name', operator: 'eq', value: 'Glass' }] },
    });
  });
});

describe('columns from the declaration', () => {
  it('shows lookups by label, filters by kind, and leaves long text out', () => {
    const columns = entityColumns(entityByKey('wasteTypes'));
    const byId = Object.fromEntries(columns.map((c) => [c.colId, c]));
    expect(columns.map((c) => c.colId)).toEqual([
      'name',
      'code',
      'densityKgPerL',
      'wasteStreamIdLabel',
      'isFurnitureRecycleType',
      'isFurnitureLandfillType',
    ]);
    expect(byId.wasteStreamIdLabel!.headerName).toBe('Belongs in stream');
    expect(byId.name!.filter).toBe('agTextColumnFilter');
    expect(byId.densityKgPerL!.filter).toBe('agNumberColumnFilter');
    const boolOptions = (byId.isFurnitureRecycleType!.filterParams as { filterOptions: { displayKey: string }[] }).filterOptions;
    expect(boolOptions.map((o) => o.displayKey)).toEqual([valueOptionKey(true), valueOptionKey(false)]);
  });

  it('offers each enum value as a set filter option and dates a date filter', () => {
    const byId = Object.fromEntries(entityColumns(entityByKey('buildings')).map((c) => [c.colId, c]));
    const options = (byId.state!.filterParams as { filterOptions: ({ displayName: string } | string)[] }).filterOptions;
    expect(options.filter((o) => typeof o !== 'string').map((o) => (o as { displayName: string }).displayName)).toEqual([
      'NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT',
    ]);
    expect(byId.nabersRatingExpiry!.filter).toBe('agDateColumnFilter');
  });
});

describe('the grid never sends what the server refuses', () => {
  it('cuts a typed filter value to the accepted length, so the query passes the shared schema', () => {
    const typed = 'x'.repeat(GRID_LIMITS.maxValueLength + 100);
    const query = blockQuery({ startRow: 0, endRow: 100, filterModel: { name: { filterType: 'text', type: 'contains', filter: typed } } });
    expect(query.filter).toEqual({ logic: 'and', filters: [{ field: 'name', operator: 'contains', value: 'x'.repeat(GRID_LIMITS.maxValueLength) }] });
    expect(gridQuerySchema.safeParse(query).success).toBe(true);
    expect(gridQuerySchema.safeParse({ ...query, filter: { logic: 'and', filters: [{ field: 'name', operator: 'contains', value: typed }] } }).success).toBe(false);
  });

  it('every page size the grid offers is one the server accepts', () => {
    for (const size of PAGE_SIZES) expect(gridQuerySchema.safeParse(blockQuery({ startRow: size * 3, endRow: size * 4 })).success).toBe(true);
  });
});
