// The Export to Excel notice text and the progress hook's wiring to the API client.
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../src/api/client';
import { exportProgressText, exportToExcel, formatBytes } from '../../src/data/excel-export';
import { entityByKey } from '../../src/domain/entities';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [35_328, '34.5 KB'],
    [1_258_291, '1.2 MB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('exportProgressText', () => {
  it('says the file is being prepared until the answer arrives', () => {
    expect(exportProgressText(null, null)).toEqual({ message: 'Preparing the file…' });
  });

  it('counts bytes when the whole size is unknown', () => {
    expect(exportProgressText(1_258_291, null)).toEqual({ message: '1.2 MB received' });
  });

  it('gives a whole percentage of a known size, never over 100', () => {
    expect(exportProgressText(524_288, 2_097_152)).toEqual({ message: '25% (512.0 KB of 2.0 MB) received', percent: 25 });
    expect(exportProgressText(3_000, 2_000).percent).toBe(100);
  });
});

describe('exportToExcel', () => {
  it('sends the grid query without paging and hands the progress listener to the client', async () => {
    const requests: ApiRequest[] = [];
    const client: ApiClient = {
      request: async <T,>(request: ApiRequest) => {
        requests.push(request);
        request.onDownloadProgress?.(10, 20);
        return new Blob() as T;
      },
    };
    const seen: [number, number | null][] = [];
    await exportToExcel(client, entityByKey('collections'), { skip: 20, take: 20, page: 2, pageSize: 20, sort: [{ field: 'netKg', dir: 'asc' }] }, (r, t) =>
      seen.push([r, t]),
    );
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/Collections/ExportToExcel', responseType: 'blob', json: { sort: [{ field: 'netKg', dir: 'asc' }] } });
    expect(requests[0]!.json).not.toHaveProperty('skip');
    expect(seen).toEqual([[10, 20]]);
  });
});
