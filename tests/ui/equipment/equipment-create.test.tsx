// The equipment create screen: the declaration's fields plus images and a certificate checked as
// they are chosen, previewed, droppable before saving, and sent as multipart with the fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import EquipmentCreatePage from '../../../src/features/equipment/EquipmentCreatePage';
import { fakeApi, partsOf, pdf, png, renderEquipmentPage } from './support';

const FREE = () => ({ buildingName: null });

function renderCreate(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ '/api/Equipment/GetBuildingName': FREE, ...answers });
  renderEquipmentPage(EquipmentCreatePage, '/equipment/create', '/equipment/create', api);
  return api;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, serial = 'FS-NEW-1') {
  await user.type(screen.getByLabelText('Serial number'), serial);
  await user.selectOptions(screen.getByLabelText('Type'), 'FloorScale');
}

describe('equipment create', () => {
  it('sends the fields with the chosen images and certificate as multipart, without the images dropped before saving', async () => {
    const user = userEvent.setup();
    const api = renderCreate({ '/api/Equipment/CreateEntity': () => ({ id: 77, images: [], calibrationCertificate: null }) });
    expect(await screen.findByRole('form', { name: 'Equipment form' })).toBeInTheDocument();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Make'), 'Avery');
    await user.upload(screen.getByLabelText('Add images'), [png('front.png'), png('side.png'), png('back.png')]);
    const images = screen.getByRole('list', { name: 'Images' });
    expect(within(images).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['front.png (new)', 'side.png (new)', 'back.png (new)']);
    await user.click(screen.getByRole('button', { name: 'Remove side.png' }));
    expect(within(images).getAllByRole('img')).toHaveLength(2);
    await user.upload(screen.getByLabelText('Certificate file'), pdf('cert.pdf'));
    expect(screen.getByText(/New: cert\.pdf/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Viewing equipment 77')).toBeInTheDocument();
    const [sent] = api.callsTo('/CreateEntity');
    expect(sent).toMatchObject({ method: 'POST', path: '/api/Equipment/CreateEntity' });
    expect(sent?.json).toBeUndefined();
    const parts = partsOf(sent!);
    expect(parts.images).toEqual(['front.png', 'back.png']);
    expect(parts.certificate).toBe('cert.pdf');
    expect(parts.item).toMatchObject({ serialNumber: 'FS-NEW-1', equipmentType: 'FloorScale', make: 'Avery', state: 'InService' });
    expect(parts.item).not.toHaveProperty('removedImageIds');
  });

  it('refuses a file of the wrong type or over 10 MB with the server’s words, keeping the good ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCreate();
    await screen.findByRole('form', { name: 'Equipment form' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Add images'), [png('ok.png'), big, text]);
    expect(screen.getByRole('alert')).toHaveTextContent("The file 'huge.png' is larger than the 10 MB limit. 'notes.txt' is not a JPEG or PNG image.");
    expect(screen.getByLabelText('Add images')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['ok.png (new)']);

    await user.upload(screen.getByLabelText('Certificate file'), new File(['x'], 'cert.docx', { type: 'application/msword' }));
    expect(screen.getByText("'cert.docx' is not a PDF or a JPEG or PNG image.")).toBeInTheDocument();
    expect(screen.getByText('No certificate.')).toBeInTheDocument();
    // A file the browser gives no type is judged by its name.
    await user.upload(screen.getByLabelText('Certificate file'), new File(['%PDF'], 'scan.PDF'));
    expect(screen.getByText(/New: scan\.PDF/)).toBeInTheDocument();
    expect(screen.queryByText(/is not a PDF/)).not.toBeInTheDocument();
  });

  it('shows the schema’s messages and sends nothing for bad input', async () => {
    const user = userEvent.setup();
    const api = renderCreate();
    await screen.findByRole('form', { name: 'Equipment form' });
    await user.type(screen.getByLabelText('Serial number'), 'a');
    await user.type(screen.getByLabelText('Capacity (kg)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('3–50 letters, digits, /, _ or -')).toBeInTheDocument();
    expect(screen.getByText('Must be more than 0')).toBeInTheDocument();
    expect(api.callsTo('/CreateEntity')).toHaveLength(0);
    // A malformed serial is not worth asking the server about.
    expect(api.callsTo('/GetBuildingName')).toHaveLength(0);
  });

  it('keeps the fields and files after a refused save, and shows the server’s file errors under their input', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('HTTP_ERROR', { status: 400, data: { message: 'The files are not valid.', errors: { image: ["'front.png' is not a JPEG or PNG image."] } } });
    const api = renderCreate({
      '/api/Equipment/CreateEntity': () => {
        throw refusal;
      },
    });
    await screen.findByRole('form', { name: 'Equipment form' });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Add images'), png('front.png'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("'front.png' is not a JPEG or PNG image.")).toBeInTheDocument();
    expect(api.callsTo('/CreateEntity')).toHaveLength(1);
    expect(screen.getByLabelText('Serial number')).toHaveValue('FS-NEW-1');
    expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('img')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
  });
});
