// The portfolio forms against a recording API port: the lookups ask the spec's endpoints with its
// paging and filter (§7, §9), the customers lookup is silent (§2.7), the body carries the kind's
// links, and the declaration's schema stops an empty name before anything is sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { ApiClientProvider } from '../../../src/data/api-context';
import type { PortfolioKindKey, PortfolioRecord } from '../../../src/data/portfolios';
import { PortfolioForm } from '../../../src/features/portfolios/PortfolioForm';

const PAGING = { page: 1, pageSize: 1000, skip: 0, take: 1000 };
const BUILDINGS = [
  { id: 11, tenantId: 1, name: 'Harbour Tower', tenantName: 'harbour-tower', status: 0 },
  { id: 12, tenantId: 2, name: 'Collins Place', tenantName: 'collins-place', status: 0 },
];
const CUSTOMERS: Record<number, { id: number; name: string; status: number }[]> = {
  1: [
    { id: 101, name: 'Southern Cross Bank', status: 0 },
    { id: 102, name: 'Old Tenant', status: 1 },
  ],
  2: [{ id: 201, name: 'Collins Legal', status: 0 }],
};

/** Answers the Portfolios lookups from the tables above and records every request. */
function recordingClient() {
  const requests: ApiRequest[] = [];
  const client: ApiClient = {
    request: async <T,>(request: ApiRequest) => {
      requests.push(request);
      if (request.path === '/api/Portfolios/GetTenants' || request.path === '/api/Portfolios/GetCustomerPortfolioTenants') {
        return { data: BUILDINGS, total: BUILDINGS.length } as T;
      }
      if (request.path === '/api/Portfolios/GetCustomers') {
        const tenantId = Number(request.query?.['filter[filters][0][value]']);
        const all = (CUSTOMERS[tenantId] ?? []).map((c) => ({ ...c, code: null, tenantId, buildingName: BUILDINGS.find((b) => b.tenantId === tenantId)?.name }));
        const rows = request.query?.isAllowInactiveTenants === true ? all : all.filter((c) => c.status === 0);
        return { data: rows, total: rows.length } as T;
      }
      if (request.method !== 'GET') return { id: 7 } as T;
      throw new ApiError('HTTP_ERROR', { status: 404, data: { message: `No ${request.path}` } });
    },
  };
  return { client, requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}

function renderForm(kind: PortfolioKindKey, record: PortfolioRecord | null) {
  const api = recordingClient();
  const onSaved = vi.fn();
  const element = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiClientProvider client={api.client}>
        <PortfolioForm kind={kind} record={record} onSaved={onSaved} onCancel={() => {}} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return { ...api, onSaved };
}

describe('operational portfolio form', () => {
  it('offers GetTenants’ buildings (page 1 of 1000) and creates with the chosen tenantIds', async () => {
    const { requests, writes, onSaved } = renderForm('operational', null);
    const buildings = screen.getByRole('group', { name: 'Buildings' });
    await userEvent.click(await within(buildings).findByLabelText('Harbour Tower'));
    await userEvent.click(within(buildings).getByLabelText('Collins Place'));
    await userEvent.type(screen.getByLabelText('Name'), 'Harbour Fund');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }));
    expect(requests.find((r) => r.path === '/api/Portfolios/GetTenants')).toMatchObject({ method: 'GET', query: PAGING });
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/Portfolios/Create',
        json: { name: 'Harbour Fund', description: null, ownerOrganisation: null, abn: null, tenantIds: [1, 2] },
      }),
    ]);
  });

  it('stops an empty name with the schema’s message and sends nothing', async () => {
    const { writes } = renderForm('operational', null);
    await within(screen.getByRole('group', { name: 'Buildings' })).findByLabelText('Harbour Tower');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('updates with the id and the buildings left ticked', async () => {
    const record = { id: 5, name: 'Fund', tenantIds: [1, 2], tenants: [{ tenantId: 1, name: 'Harbour Tower' }, { tenantId: 2, name: 'Collins Place' }] };
    const { writes, onSaved } = renderForm('operational', record);
    const collins = await within(screen.getByRole('group', { name: 'Buildings' })).findByLabelText('Collins Place');
    expect(collins).toBeChecked();
    await userEvent.click(collins);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/api/Portfolios/Update', json: { id: 5, name: 'Fund', tenantIds: [1] } });
  });
});

describe('tenant portfolio form', () => {
  const record: PortfolioRecord = {
    id: 9,
    name: 'Bank',
    customerIds: [101, 201],
    customers: [
      { customerId: 101, name: 'Southern Cross Bank', tenantId: 1, buildingName: 'Harbour Tower', status: 0 },
      { customerId: 201, name: 'Collins Legal', tenantId: 2, buildingName: 'Collins Place', status: 0 },
    ],
  };

  it('asks GetCustomers per building with the tenantId filter, the paging and silently; inactive ones on request', async () => {
    const { requests } = renderForm('tenant', record);
    const harbour = screen.getByRole('group', { name: 'Tenants in Harbour Tower' });
    expect(await within(harbour).findByLabelText('Southern Cross Bank')).toBeChecked();
    expect(within(harbour).queryByLabelText('Old Tenant (inactive)')).toBeNull();
    const customerCall = requests.find((r) => r.path === '/api/Portfolios/GetCustomers' && r.query?.['filter[filters][0][value]'] === 1);
    expect(customerCall).toMatchObject({
      method: 'GET',
      silent: true,
      query: {
        'filter[logic]': 'and',
        'filter[filters][0][field]': 'tenantId',
        'filter[filters][0][operator]': 'eq',
        'filter[filters][0][value]': 1,
        ...PAGING,
      },
    });
    expect(customerCall?.query).not.toHaveProperty('isAllowInactiveTenants');
    expect(requests.find((r) => r.path === '/api/Portfolios/GetCustomerPortfolioTenants')).toMatchObject({ query: PAGING });

    await userEvent.click(screen.getByLabelText('Include inactive tenants'));
    expect(await within(harbour).findByLabelText('Old Tenant (inactive)')).not.toBeChecked();
    expect(requests.some((r) => r.path === '/api/Portfolios/GetCustomers' && r.query?.isAllowInactiveTenants === true)).toBe(true);
  });

  it('drops a building’s tenants when the building is unticked and updates with the rest', async () => {
    const { writes, onSaved } = renderForm('tenant', record);
    await within(screen.getByRole('group', { name: 'Tenants in Collins Place' })).findByLabelText('Collins Legal');
    await userEvent.click(within(screen.getByRole('group', { name: 'Buildings' })).getByLabelText('Harbour Tower'));
    expect(screen.queryByRole('group', { name: 'Tenants in Harbour Tower' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/Portfolios/UpdateTenantPortfolio', json: expect.objectContaining({ id: 9, name: 'Bank', customerIds: [201] }) }),
    ]);
  });
});
