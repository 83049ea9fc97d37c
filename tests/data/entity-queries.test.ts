import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { allQueryOptions, byIdQueryOptions, gridPath, gridQueryOptions, SILENT_LIST_ENTITIES } from '../../src/data/entity-queries';
import { exportFileName, exportToExcel, exportToExcelPath } from '../../src/data/excel-export';
import { fieldErrorsOf } from '../../src/data/field-errors';
import { toLookupOptions } from '../../src/data/lookups';
import { entityByKey } from '../../src/domain/entities';
import { recordingClient } from '../api/support/recording-client';

const scope = { tenantId: 1, roleId: 3 };
const run = async (options: { queryFn?: unknown }) => (options.queryFn as () => Promise<unknown>)();

describe('entity query factories', () => {
  it('asks the grid endpoint of spec §7 (Equipment: GetGrid) with the grid query', async () => {
    expect(gridPath(entityByKey('equipment'))).toBe('/api/Equipment/GetGrid');
    expect(gridPath(entityByKey('customers'))).toBe('/api/Customers/Get');
    const { client, requests } = recordingClient({ data: [], total: 0 });
    const query = { page: 2, pageSize: 20, skip: 20, take: 20, sort: [{ field: 'name', dir: 'asc' as const }] };
    await run(gridQueryOptions(client, entityByKey('customers'), scope, query));
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/Customers/Get', json: query });
  });

  it('reads one record by id and lists through GetAll, silently for products and waste types only', async () => {
    const { client, requests } = recordingClient();
    await run(byIdQueryOptions(client, entityByKey('wasteStreams'), scope, 7));
    await run(allQueryOptions(client, entityByKey('products'), scope));
    await run(allQueryOptions(client, entityByKey('wasteTypes'), scope));
    await run(allQueryOptions(client, entityByKey('customers'), scope));
    expect(requests.map((r) => [r.method, r.path, r.silent ?? false])).toEqual([
      ['GET', '/api/WasteStreams/GetById/7', false],
      ['PUT', '/api/Products/GetAll', true],
      ['PUT', '/api/WasteTypes/GetAll', true],
      ['PUT', '/api/Customers/GetAll', false],
    ]);
    expect([...SILENT_LIST_ENTITIES]).toEqual(['products', 'wasteTypes']);
  });

  it('labels lookup options by the label field, falling back to the id', () => {
    expect(toLookupOptions([{ id: 1, name: 'Paper' }, { id: 2, name: null }], 'name')).toEqual([
      { value: 1, label: 'Paper' },
      { value: 2, label: '#2' },
    ]);
  });

  it('exports without paging, as a blob, to ExportToExcel', async () => {
    const { client, requests } = recordingClient(new Blob(['x']));
    const declaration = entityByKey('wasteStreams');
    await exportToExcel(client, declaration, { page: 3, pageSize: 50, skip: 100, take: 50, sort: [{ field: 'name', dir: 'desc' }] });
    expect(requests[0]).toEqual({ method: 'PUT', path: exportToExcelPath(declaration), json: { sort: [{ field: 'name', dir: 'desc' }] }, responseType: 'blob' });
    expect(exportFileName(declaration, new Date(2026, 4, 1))).toBe('Waste streams 2026-05-01.xlsx');
  });
});

describe('fieldErrorsOf', () => {
  it('reads 400 and 409 field errors and nothing else', () => {
    const body = { message: 'Invalid', errors: { name: ['Required'], code: 'Taken' } };
    expect(fieldErrorsOf(new ApiError('HTTP_ERROR', { status: 400, data: body }))).toEqual({ name: ['Required'], code: ['Taken'] });
    expect(fieldErrorsOf(new ApiError('HTTP_ERROR', { status: 409, data: { message: 'Duplicate', errors: { code: ['Taken'] } } }))).toEqual({ code: ['Taken'] });
    expect(fieldErrorsOf(new ApiError('HTTP_ERROR', { status: 500, data: body }))).toBeNull();
    expect(fieldErrorsOf(new ApiError('HTTP_ERROR', { status: 400, data: { message: 'No fields' } }))).toBeNull();
    expect(fieldErrorsOf(new ApiError('FETCH_ERROR'))).toBeNull();
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
  });
});

describe('cancellation and scope of the entity queries', () => {
  it("hands React Query's signal to every call and keys by the session scope", async () => {
    const { client, requests } = recordingClient([]);
    const signal = new AbortController().signal;
    const declaration = entityByKey('customers');
    const options = [
      gridQueryOptions(client, declaration, scope, { skip: 0, take: 20 }),
      byIdQueryOptions(client, declaration, scope, 4),
      allQueryOptions(client, declaration, scope),
    ];
    for (const o of options) await (o.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(requests.map((r) => r.signal === signal)).toEqual([true, true, true]);
    expect(options.map((o) => o.queryKey[2])).toEqual([scope, scope, scope]);
  });
});
