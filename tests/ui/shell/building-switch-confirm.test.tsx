// Spec §7: "GET /api/Package/GetMy … is called twice, once with a tenantId argument". The top bar
// calls it bare for the session's own building; a building switch calls it with the chosen
// building's tenantId, before the refresh grant, so a building no longer in reach is refused
// without leaving the session — and the refusal is said, not silent. Over a real local server.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../src/components/toast/Toaster';
import { toasts } from '../../../src/components/index';
import { RoleId } from '../../../src/domain/roles';
import { sendJson, testServerForFile } from '../../api/support/test-server';
import { rawTokenResponse } from '../../api/support/token-wire';
import { authFor, renderShell } from './render-shell';

const server = testServerForFile();
afterEach(() => toasts.clear());

const calls = () => server.received.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);

async function pickCollinsPlace() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Building' }));
  await user.keyboard('coll');
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('switching building confirms the chosen one with GetMy?tenantId first', () => {
  it('calls GET /api/Package/GetMy?tenantId=2, then the refresh grant into building 2', async () => {
    server.handle((request, response) => {
      if (request.url.pathname === '/api/Package/GetMy') return sendJson(response, 200, { id: 7, tenantId: 2, name: 'Collins Place' });
      if (request.url.pathname === '/token') {
        const token = rawTokenResponse({ userToken: JSON.stringify({ id: 42, firstName: 'Ada', lastName: 'Lovelace', tenantId: 2, tenantName: 'collins-place', roleId: RoleId.supportAdmin, roles: ['admin'] }), roleId: String(RoleId.supportAdmin) });
        return sendJson(response, 200, token);
      }
      return sendJson(response, 200, []);
    });
    const { actors } = renderShell(authFor('supportAdmin', { held: ['admin'], tenantId: 12 }), '/profile', undefined, server.url);
    await pickCollinsPlace();
    await waitFor(() => expect(actors.session.getSnapshot().context.auth?.userToken.tenantId).toBe(2));
    const switching = calls().filter((c) => c.startsWith('GET /api/Package/GetMy') || c.startsWith('POST /token'));
    // Up to the grant: once in the new building, the top bar asks GetMy for it, bare, as it may.
    expect(switching.slice(0, switching.indexOf('POST /token') + 1)).toEqual(['GET /api/Package/GetMy?tenantId=2', 'POST /token']);
    expect(new URLSearchParams(server.received.find((r) => r.url.pathname === '/token')!.body.toString()).get('tenantId')).toBe('2');
  });

  it('a building the server no longer confirms is not switched into, and the user is told why', async () => {
    server.handle((request, response) => {
      if (request.url.pathname === '/api/Package/GetMy') return sendJson(response, 404, { message: 'Building not found.' });
      return sendJson(response, 200, []);
    });
    render(<Toaster />);
    const { actors } = renderShell(authFor('supportAdmin', { held: ['admin'], tenantId: 12 }), '/profile', undefined, server.url);
    await pickCollinsPlace();
    expect(await screen.findByText('Building not found.')).toBeInTheDocument();
    expect(screen.getByText('Could not switch')).toBeInTheDocument();
    expect(calls()).not.toContain('POST /token');
    expect(actors.session.getSnapshot().context.auth?.userToken.tenantId).toBe(12);
  });
});
