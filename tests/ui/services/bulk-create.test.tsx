// The bulk-create screen: the chosen tenants, streams and point go to the server as a preview; its
// answer is listed; "Create N services" sends the same choices for real and shows what was made;
// a change of choice drops a stale preview; a 400 names the form's fields. The creation carries an
// Idempotency-Key (one per submission: submission-key.ts), the preview none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { ApiClientProvider } from '../../../src/data/api-context';
import type { CollectionServiceBulkResult } from '../../../src/domain/collection-service-bulk';
import { BulkCreate } from '../../../src/features/services/CollectionServicesCreateInBulkPage';

const LISTS: Record<string, unknown> = {
  '/api/Customers/GetAll': [{ id: 11, name: 'Acme' }, { id: 12, name: 'Bank' }],
  '/api/WasteStreams/GetAll': [{ id: 21, name: 'Paper' }, { id: 22, name: 'Organics' }],
  '/api/CollectionPoints/GetAll': [{ id: 31, name: 'L3 tea point' }],
  // The silent product list is the grid call (spec §7).
  '/api/Products/Get': { data: [], total: 0 },
  '/api/DestinationContractors/GetAll': [],
};

const planned = (customerId: number, wasteStreamId: number, name: string) => ({ customerId, wasteStreamId, collectionPointId: 31, name });

/** The API port: lookups from LISTS; CreateInBulk answers as the server would for Acme/Bank × Paper. */
function fakeServer() {
  const bodies: Record<string, unknown>[] = [];
  const headers: (Record<string, string> | undefined)[] = [];
  const client: ApiClient = {
    request: async <T,>(request: ApiRequest) => {
      const list = LISTS[request.path];
      if (list) return list as T;
      if (request.path === '/api/CollectionServices/CreateInBulk') {
        const body = request.json as Record<string, unknown>;
        bodies.push(body);
        headers.push(request.headers);
        if (body.collectionPointId === null || Number.isNaN(body.collectionPointId)) {
          throw new ApiError('HTTP_ERROR', { status: 400, data: { message: 'The data is not valid.', errors: { collectionPointId: ['Choose a collection point'] } } });
        }
        const fresh = [planned(12, 21, 'Bank – Level 3 – Paper')];
        const result: CollectionServiceBulkResult = {
          preview: body.preview === true,
          planned: fresh,
          created: body.preview === true ? [] : [{ id: 99, qrCode: 'CS-ABCDEFGHJK', name: 'Bank – Level 3 – Paper' }],
          skipped: [{ ...planned(11, 21, 'Acme – Level 3 – Paper'), existingId: 7 }],
        };
        return result as T;
      }
      throw new ApiError('HTTP_ERROR', { status: 404, data: { message: `No ${request.path}` } });
    },
  };
  return { client, bodies, headers };
}

function renderScreen() {
  const server = fakeServer();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={new QueryClient()}>
          <ApiClientProvider client={server.client}>
            <BulkCreate />
          </ApiClientProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return server;
}

describe('bulk create of collection services', () => {
  it('previews the server’s plan, then creates the same choices', async () => {
    const server = renderScreen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bank' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paper' }));
    await screen.findByRole('option', { name: 'L3 tea point' });
    await userEvent.selectOptions(screen.getByLabelText('Collection point'), 'L3 tea point');
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const toCreate = await screen.findByRole('table', { name: 'Services to create' });
    expect(within(toCreate).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Bank – Level 3 – Paper']);
    expect(within(screen.getByRole('list', { name: 'Skipped services' })).getByText('Acme – Level 3 – Paper')).toBeInTheDocument();
    const choices = { customerIds: [11, 12], wasteStreamIds: [21], collectionPointId: 31, frequency: 'Weekly' };
    expect(server.bodies).toEqual([{ ...choices, preview: true }]);

    await userEvent.click(screen.getByRole('button', { name: 'Create 1 service' }));
    const created = await screen.findByRole('table', { name: 'Created services' });
    expect(within(created).getByText('CS-ABCDEFGHJK')).toBeInTheDocument();
    expect(server.bodies[1]).toEqual({ ...choices, preview: false });
    expect(server.headers[0]?.['Idempotency-Key']).toBeUndefined();
    expect(server.headers[1]?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.queryByRole('button', { name: /^Create \d+ services?$/ })).not.toBeInTheDocument();
  });

  it('drops a preview when a choice changes, and words a refusal by the form’s fields', async () => {
    const server = renderScreen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bank' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Collection point: Choose a collection point');

    await screen.findByRole('option', { name: 'L3 tea point' });
    await userEvent.selectOptions(screen.getByLabelText('Collection point'), 'L3 tea point');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Services to create' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Organics' }));
    expect(screen.queryByRole('table', { name: 'Services to create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    expect(server.bodies).toHaveLength(2);
  });
});
