// /api/User: forgotten password, password change (clears forceChangePassword) and the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { api, requestToken, signIn, signInBody, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('forgot password', () => {
  it('answers the same whether or not the user exists', async () => {
    const known = await api(server.url, null, 'GET', '/api/User/ForgotPassword?username=manager');
    const unknown = await api(server.url, null, 'GET', '/api/User/ForgotPassword?username=no.such.user');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
  });
});

describe('change password', () => {
  it('checks the current password and the rules for the new one', async () => {
    const token = await signIn(server.url, 'newstaff');
    const wrong = await api(server.url, token, 'POST', '/api/User/ChangePassword', { currentPassword: 'nope', newPassword: 'Better2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { currentPassword: ['The current password is incorrect.'] } });
    const weak = await api(server.url, token, 'POST', '/api/User/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect((weak.body as { errors: { newPassword: string[] } }).errors.newPassword).toEqual([
      'At least 8 characters',
      'Use letters and digits',
    ]);
    const same = await api(server.url, token, 'POST', '/api/User/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(same.status).toBe(400);
  });

  it('changes the password and clears forceChangePassword', async () => {
    expect((await signInBody(server.url, 'newstaff')).forceChangePassword).toBe('true');
    const token = await signIn(server.url, 'newstaff');
    const result = await api(server.url, token, 'POST', '/api/User/ChangePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'Recycle2027' });
    expect(result.status).toBe(200);
    expect((await requestToken(server.url, 'newstaff')).status).toBe(400);
    expect((await signInBody(server.url, 'newstaff', 'Recycle2027')).forceChangePassword).toBe('false');
  });

  it('needs a token', async () => {
    const result = await api(server.url, null, 'POST', '/api/User/ChangePassword', { currentPassword: 'a', newPassword: 'b' });
    expect(result.status).toBe(401);
  });
});

describe('profile', () => {
  it('reads and updates the signed-in user, with field errors for bad input', async () => {
    const token = await signIn(server.url, 'tenant');
    const profile = await api(server.url, token, 'GET', '/api/User/GetProfile');
    expect(profile.body).toMatchObject({ userName: 'tenant', firstName: 'Tia' });
    const bad = await api(server.url, token, 'PUT', '/api/User/UpdateProfile', { firstName: 'Tia', lastName: 'Tenant', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['email']);
    const update = { firstName: 'Tia', lastName: 'Nguyen', email: 'tia@bank.example.com', phone: '0298765432' };
    const saved = await api(server.url, token, 'PUT', '/api/User/UpdateProfile', update);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...update, userName: 'tenant' });
  });
});
