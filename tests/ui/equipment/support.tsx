// Renders an equipment page over the real root actors (a stored session in Harbour Tower), React
// Query, a memory data router and an API port that answers from tables and records every call.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { vi } from 'vitest';
import { ActorsProvider } from '../../../src/actors/ActorsProvider';
import { createAppActors } from '../../../src/actors/app-actors';
import type { ApiClient, ApiRequest } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { SessionScopeProvider } from '../../../src/app/session-scope';
import { ApiClientProvider } from '../../../src/data/api-context';
import { createQueryClient } from '../../../src/data/query-client';
import { authFor, MemoryStorage } from '../shell/render-shell';

export interface FakeApi {
  client: ApiClient;
  calls: ApiRequest[];
  /** Calls to paths ending with `action`. */
  callsTo(action: string): ApiRequest[];
}

export type Answer = (request: ApiRequest) => unknown;

/** `answers` by path (a stored file's URL, `/api/Equipment/GetById/5`, …); GetAll lists are empty. */
export function fakeApi(answers: Record<string, Answer>): FakeApi {
  const calls: ApiRequest[] = [];
  const client: ApiClient = {
    request: async <T,>(request: ApiRequest) => {
      calls.push(request);
      const answer = answers[request.path];
      if (answer) return answer(request) as T;
      if (request.path.endsWith('/GetAll')) return [] as T;
      throw new ApiError('HTTP_ERROR', { status: 404, data: { message: `No ${request.path}` } });
    },
  };
  return { client, calls, callsTo: (action) => calls.filter((c) => c.path.endsWith(action)) };
}

function ViewMarker() {
  return <p>Viewing equipment {useParams().entityId}</p>;
}

/** Renders `Page` at `path` (its route `pattern`); other equipment views render a marker. */
export function renderEquipmentPage(Page: ComponentType, pattern: string, path: string, api: FakeApi) {
  // jsdom has no blob: addresses; the previews only need one each.
  let next = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${(next += 1)}`, revokeObjectURL: () => {} }));
  const storage = new MemoryStorage();
  storage.setItem('auth', JSON.stringify(authFor('owner', { tenantId: 1 })));
  const actors = createAppActors({
    baseUrl: 'http://127.0.0.1:9',
    storage,
    eventTarget: null,
    effects: { resetCachedData: () => {}, clearGridState: () => {}, dismissNotices: () => {}, navigateTo: () => {}, openWindow: () => {} },
  });
  const routes = [{ path: pattern, element: <Page /> }];
  if (!pattern.includes('/view/')) routes.push({ path: '/equipment/view/:entityId', element: <ViewMarker /> });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ActorsProvider actors={actors}>
      <ApiClientProvider client={api.client}>
        <SessionScopeProvider>
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SessionScopeProvider>
      </ApiClientProvider>
    </ActorsProvider>,
  );
  return { router };
}

export const png = (name: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
export const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** The parts of a multipart request: equipmentItem parsed, files by name. */
export function partsOf(request: ApiRequest) {
  const data = request.formData as FormData;
  return {
    item: JSON.parse(String(data.get('equipmentItem'))) as Record<string, unknown>,
    images: data.getAll('image').map((f) => (f as File).name),
    certificate: (data.get('calibrationCertificate') as File | null)?.name ?? null,
  };
}
