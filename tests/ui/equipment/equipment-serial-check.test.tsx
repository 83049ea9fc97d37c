// The serial number checked while typing: one GetBuildingName call once typing pauses (not one per
// key), the holding building named under the field, the submit blocked while it is taken, and the
// record being edited not a duplicate of itself.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import EquipmentCreatePage from '../../../src/features/equipment/EquipmentCreatePage';
import EquipmentEditPage from '../../../src/features/equipment/EquipmentEditPage';
import { SERIAL_CHECK_DELAY_MS } from '../../../src/features/equipment/use-serial-number-check';
import { fakeApi, partsOf, renderEquipmentPage } from './support';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const HELD: Record<string, string> = { 'wm300-col-0001': 'Collins Place' };
const holder = (request: ApiRequest) => ({ buildingName: HELD[String(request.query?.serialNumber).toLowerCase()] ?? null });
const TAKEN = 'Serial number WM300-COL-0001 is already used in Collins Place.';

afterEach(() => {
  vi.useRealTimers();
});

describe('the serial-number check', () => {
  it('asks once typing pauses, names the building holding it, and blocks the submit until it is changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const api = fakeApi({ '/api/Equipment/GetBuildingName': holder, '/api/Equipment/CreateEntity': () => ({ id: 5 }) });
    renderEquipmentPage(EquipmentCreatePage, '/equipment/create', '/equipment/create', api);
    await screen.findByRole('form', { name: 'Equipment form' });
    await user.selectOptions(screen.getByLabelText('Type'), 'PlatformScale');
    await user.type(screen.getByLabelText('Serial number'), 'WM300-COL-0001');
    expect(api.callsTo('/GetBuildingName')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SERIAL_CHECK_DELAY_MS));
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(api.callsTo('/GetBuildingName').map((c) => c.query)).toEqual([{ serialNumber: 'WM300-COL-0001' }]);
    expect(api.callsTo('/GetBuildingName')[0]).toMatchObject({ method: 'GET', silent: true });
    expect(screen.getByLabelText('Serial number')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.callsTo('/CreateEntity')).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Serial number')).toHaveFocus());

    await user.type(screen.getByLabelText('Serial number'), 'X');
    // The verdict was about the old text: it goes as soon as the text changes.
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SERIAL_CHECK_DELAY_MS));
    await waitFor(() => expect(api.callsTo('/GetBuildingName')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('/CreateEntity')).toHaveLength(1));
    expect(partsOf(api.callsTo('/CreateEntity')[0]!).item).toMatchObject({ serialNumber: 'WM300-COL-0001X' });
  });

  it('on edit leaves the item’s own serial alone and maps the server’s duplicate error to the field', async () => {
    const user = userEvent.setup();
    const record = { id: 9, serialNumber: 'OWN-0009', equipmentType: 'Tablet', state: 'InService', images: [], calibrationCertificate: null };
    const duplicate = 'Serial number wm300-col-0002 is already used in Collins Place.';
    // The server refuses what the check let through (someone saved it meanwhile): a 409 on the field.
    const api = fakeApi({
      '/api/Equipment/GetById/9': () => record,
      '/api/Equipment/GetBuildingName': () => ({ buildingName: null }),
      '/api/Equipment/PutEntity': () => {
        throw new ApiError('HTTP_ERROR', { status: 409, data: { message: duplicate, errors: { serialNumber: [duplicate] } } });
      },
    });
    renderEquipmentPage(EquipmentEditPage, '/equipment/edit/:entityId', '/equipment/edit/9', api);
    const serial = await screen.findByLabelText('Serial number');
    await user.type(screen.getByLabelText('Make'), 'Samsung');
    await pause(SERIAL_CHECK_DELAY_MS + 100);
    expect(api.callsTo('/GetBuildingName')).toHaveLength(0);

    await user.clear(serial);
    await user.type(serial, 'own-0009');
    await pause(SERIAL_CHECK_DELAY_MS + 100);
    expect(api.callsTo('/GetBuildingName')).toHaveLength(0);

    await user.clear(serial);
    await user.type(serial, 'wm300-col-0002');
    await waitFor(() => expect(api.callsTo('/GetBuildingName')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(api.callsTo('/PutEntity')).toHaveLength(1);
    expect(serial).toHaveAttribute('aria-invalid', 'true');
    expect(serial).toHaveValue('wm300-col-0002');
    expect(screen.getByLabelText('Make')).toHaveValue('Samsung');
  });
});
