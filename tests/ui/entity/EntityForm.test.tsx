import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { EntityForm, type EntityFormProps } from '../../../src/components/entity/EntityForm';
import { toasts } from '../../../src/components/toast/toast-store';
import { ApiClientProvider } from '../../../src/data/api-context';
import { entityByKey } from '../../../src/domain/entities';

const STREAMS = [
  { id: 1, name: 'Commingled recycling' },
  { id: 2, name: 'General waste' },
];

/** The API port answering the form's lookup list from a table; the form's own save is the onSubmit prop. */
function lookupClient(): ApiClient {
  return {
    request: async <T,>(request: ApiRequest) => {
      // The form asks its own entity for the rows a lookup field may point at.
      if (request.path === '/api/WasteTypes/Lookup/wasteStreamId') return STREAMS.map((s) => ({ value: s.id, label: s.name, building: null })) as T;
      throw new ApiError('HTTP_ERROR', { status: 404, data: { message: `No ${request.path}` } });
    },
  };
}

function renderForm(props: Partial<EntityFormProps> & Pick<EntityFormProps, 'onSubmit'>) {
  const onSaved = vi.fn();
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={lookupClient()}>{node}</ApiClientProvider>
    </QueryClientProvider>
  );
  const element = (record: EntityFormProps['record']) =>
    wrap(<EntityForm declaration={entityByKey('wasteTypes')} record={record} onSaved={onSaved} onCancel={() => {}} {...props} />);
  const router = createMemoryRouter([{ path: '/', element: element(props.record ?? null) }]);
  const view = render(<RouterProvider router={router} />);
  return { onSaved, view, element };
}

describe('EntityForm', () => {
  it('validates with the declaration’s schema before anything is sent', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Choose the stream it belongs in')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends typed values: the lookup’s id, numbers, null for empty optional fields', async () => {
    const onSubmit = vi.fn(async () => ({ id: 9 }));
    const { onSaved } = renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText('Name'), 'Soft plastics');
    await userEvent.type(screen.getByLabelText('Density (kg/L)'), '0.05');
    await screen.findByRole('option', { name: 'General waste' });
    await userEvent.selectOptions(screen.getByLabelText('Belongs in stream'), 'General waste');
    await userEvent.click(screen.getByLabelText('Furniture recycle type'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9 }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Soft plastics',
      code: null,
      examples: null,
      densityKgPerL: 0.05,
      wasteStreamId: 2,
      isFurnitureRecycleType: true,
      isFurnitureLandfillType: false,
    }, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
  });

  it('a save the server flags shows its warnings beside "saved." (a collection above a Warn limit)', async () => {
    toasts.clear();
    const onSubmit = vi.fn(async () => ({ id: 9, warnings: ['Above the limit of 60 kg per collection for General waste'] }));
    const { onSaved } = renderForm({ onSubmit, record: { id: 9, name: 'Soft plastics', wasteStreamId: 2, version: 1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toasts.getSnapshot().map(({ variant, title, message }) => ({ variant, title, message }))).toEqual([
      { variant: 'success', title: undefined, message: 'Waste type saved.' },
      { variant: 'warning', title: 'Saved, with a warning', message: 'Above the limit of 60 kg per collection for General waste' },
    ]);
    toasts.clear();
  });

  it('sends text without its outer spaces, and a name of spaces only is Required (issue 13)', async () => {
    const onSubmit = vi.fn(async () => ({ id: 9 }));
    const { onSaved } = renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await screen.findByRole('option', { name: 'General waste' });
    await userEvent.selectOptions(screen.getByLabelText('Belongs in stream'), 'General waste');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), ' Soft plastics  ');
    await userEvent.type(screen.getByLabelText('Code'), ' SP ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Soft plastics', code: 'SP' }), expect.anything());
  });

  it('one Idempotency-Key per submission: a retry of unchanged values reuses it, a change makes a new one', async () => {
    const onSubmit = vi
      .fn<(values: unknown, submission: { idempotencyKey: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Network down'))
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValue({ id: 9 });
    renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText('Name'), 'Soft plastics');
    await screen.findByRole('option', { name: 'General waste' });
    await userEvent.selectOptions(screen.getByLabelText('Belongs in stream'), 'General waste');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Name'), ' film');
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    const keys = onSubmit.mock.calls.map(([, submission]) => submission.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('narrows the lookup by typing and shows server field errors on their inputs', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('HTTP_ERROR', { status: 409, data: { message: 'Duplicate', errors: { name: ['A waste type with this name exists'] } } });
    });
    const { onSaved } = renderForm({ onSubmit, record: { id: 4, name: 'Glass', wasteStreamId: 1, isFurnitureRecycleType: false, isFurnitureLandfillType: false } });
    await screen.findByRole('option', { name: 'Commingled recycling' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'general');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Commingled recycling', 'General waste']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    // The chosen row stays listed while the search hides the others.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Commingled recycling']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A waste type with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('focuses the first field the schema refuses: text, lookup select, checkbox, date', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await save();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Name'), 'Soft plastics');
    await save();
    await waitFor(() => expect(screen.getByLabelText('Belongs in stream')).toHaveFocus());
    await screen.findByRole('option', { name: 'General waste' });
    await userEvent.selectOptions(screen.getByLabelText('Belongs in stream'), 'General waste');
    await userEvent.click(screen.getByLabelText('Furniture recycle type'));
    await userEvent.click(screen.getByLabelText('Furniture landfill type'));
    await save();
    await waitFor(() => expect(screen.getByLabelText('Furniture landfill type')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    cleanup();

    renderForm({ onSubmit, declaration: entityByKey('customers'), record: { id: 2, name: 'Acme', leaseStart: '2026-03-01', leaseEnd: '2026-01-01' } });
    await save();
    await waitFor(() => expect(screen.getByLabelText('Lease end')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first field in form order that the server refuses, once the save has settled', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('HTTP_ERROR', { status: 400, data: { message: 'Invalid', errors: { wasteStreamId: ['Not found'], densityKgPerL: ['Too dense'] } } });
    });
    renderForm({ onSubmit, record: { id: 4, name: 'Glass', densityKgPerL: 0.3, wasteStreamId: 1, isFurnitureRecycleType: false, isFurnitureLandfillType: false } });
    await screen.findByRole('option', { name: 'Commingled recycling' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too dense')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Density (kg/L)')).toHaveFocus());
    expect(screen.getByLabelText('Belongs in stream')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what the user typed when the record is fetched again', async () => {
    const record = { id: 4, name: 'Glass', wasteStreamId: 1, isFurnitureRecycleType: false, isFurnitureLandfillType: false };
    const { view, element } = renderForm({ onSubmit: vi.fn(), record });
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Glass bottles');
    const router = createMemoryRouter([{ path: '/', element: element({ ...record, name: 'Glass (refetched)' }) }]);
    view.rerender(<RouterProvider router={router} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Glass bottles');
  });
});
