// The equipment edit and view screens: stored images shown from their bytes (fetched with the
// session, not a bare <img src>), removed ones sent as removedImageIds with the item's id, and a
// new certificate replacing the stored one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EquipmentEditPage from '../../../src/features/equipment/EquipmentEditPage';
import EquipmentViewPage from '../../../src/features/equipment/EquipmentViewPage';
import { fakeApi, partsOf, pdf, png, renderEquipmentPage } from './support';

const file = (id: number, fileName: string, contentType = 'image/png') => ({
  id,
  fileName,
  contentType,
  sizeBytes: 16,
  url: `/files/${id}/${fileName}`,
  createdAt: '2026-01-10T00:00:00.000Z',
});
const RECORD = {
  id: 3,
  serialNumber: 'FS-0003',
  equipmentType: 'FloorScale',
  make: 'Avery',
  state: 'InService',
  images: [file(31, 'front.png'), file(32, 'back.png')],
  calibrationCertificate: file(33, 'cert.pdf', 'application/pdf'),
};

function apiWithRecord() {
  const bytes = () => new Blob([new Uint8Array(8)]);
  return fakeApi({
    '/api/Equipment/GetById/3': () => RECORD,
    '/api/Equipment/PutEntity': () => ({ ...RECORD, make: 'Mettler' }),
    '/files/31/front.png': bytes,
    '/files/32/back.png': bytes,
    '/files/33/cert.pdf': bytes,
  });
}

describe('equipment edit', () => {
  it('shows the stored images, sends the removed ones and a replacing certificate with the item’s id', async () => {
    const user = userEvent.setup();
    const api = apiWithRecord();
    renderEquipmentPage(EquipmentEditPage, '/equipment/edit/:entityId', '/equipment/edit/3', api);
    const images = await screen.findByRole('list', { name: 'Images' });
    expect(await within(images).findByRole('img', { name: 'front.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(await within(images).findByRole('img', { name: 'back.png' })).toBeInTheDocument();
    expect(api.callsTo('/front.png')[0]).toMatchObject({ method: 'GET', responseType: 'blob' });
    expect(await screen.findByRole('link', { name: 'cert.pdf' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Make'));
    await user.type(screen.getByLabelText('Make'), 'Mettler');
    await user.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(within(images).queryByRole('img', { name: 'back.png' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add images'), png('side.png'));
    await user.upload(screen.getByLabelText('Replace certificate'), pdf('cert-2027.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Viewing equipment 3')).toBeInTheDocument();
    const [sent] = api.callsTo('/PutEntity');
    expect(sent).toMatchObject({ method: 'PUT', path: '/api/Equipment/PutEntity' });
    const parts = partsOf(sent!);
    expect(parts.item).toMatchObject({ id: 3, serialNumber: 'FS-0003', make: 'Mettler', removedImageIds: [32] });
    expect(parts.item).not.toHaveProperty('images');
    expect(parts.images).toEqual(['side.png']);
    expect(parts.certificate).toBe('cert-2027.pdf');
  });

  it('the view shows the images as thumbnails and links the certificate', async () => {
    const api = apiWithRecord();
    renderEquipmentPage(EquipmentViewPage, '/equipment/view/:entityId', '/equipment/view/3', api);
    expect(await screen.findByRole('heading', { name: 'Equipment: FS-0003' })).toBeInTheDocument();
    const images = screen.getByRole('list', { name: 'Images' });
    await waitFor(() => expect(within(images).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['front.png', 'back.png']));
    const link = await screen.findByRole('link', { name: 'cert.pdf' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.callsTo('/cert.pdf')).toHaveLength(1);
  });
});
