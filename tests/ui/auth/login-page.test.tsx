// The sign-in form (react-hook-form with its zod schema, loaded on first use): what is missing is
// said on the field after a submit, the first such field focused, errors follow the typing from
// then on, and a valid form sends session.signIn with the schema's output.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActorsProvider } from '../../../src/actors/ActorsProvider';
import type { AppActors } from '../../../src/actors/app-actors';
import LoginPage from '../../../src/features/auth/LoginPage';
import { actorsWith } from '../app/support';

let current: AppActors | null = null;
afterEach(() => {
  current?.stop();
  current = null;
});

function renderLogin() {
  const { actors } = actorsWith(null);
  current = actors;
  const send = vi.spyOn(actors.session, 'send');
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  render(
    <ActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </ActorsProvider>,
  );
  return { send, user: userEvent.setup() };
}

const userName = () => screen.getByLabelText('User name');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });
const signIns = (send: ReturnType<typeof renderLogin>['send']) =>
  send.mock.calls.filter(([event]) => (event as { type: string }).type === 'session.signIn');

describe('LoginPage', () => {
  it('says nothing before a submit', async () => {
    const { user } = renderLogin();
    await user.type(userName(), 'x');
    await user.clear(userName());
    expect(userName()).not.toHaveAttribute('aria-invalid');
  });

  it('marks both missing fields on submit and focuses the first', async () => {
    const { send, user } = renderLogin();
    await user.click(submit());
    // The first check waits for the schema's module.
    await waitFor(() => expect(userName()).toHaveAttribute('aria-invalid', 'true'));
    expect(userName()).toHaveFocus();
    expect(userName()).toHaveAccessibleDescription('Enter your user name');
    expect(password()).toHaveAccessibleDescription('Enter your password');
    expect(signIns(send)).toHaveLength(0);
  });

  it('focuses the password when only it is missing, and a blank user name counts as missing', async () => {
    const { user } = renderLogin();
    await user.type(userName(), 'manager');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveFocus());
    expect(userName()).not.toHaveAttribute('aria-invalid');
    await user.clear(userName());
    await user.type(userName(), '   ');
    expect(userName()).toHaveAccessibleDescription('Enter your user name');
  });

  it('checks again as the user types after a submit', async () => {
    const { user } = renderLogin();
    await user.click(submit());
    await waitFor(() => expect(userName()).toHaveAttribute('aria-invalid', 'true'));
    await user.type(userName(), 'm');
    expect(userName()).not.toHaveAttribute('aria-invalid');
    expect(password()).toHaveAccessibleDescription('Enter your password');
  });

  it('sends the trimmed user name and the password as typed', async () => {
    const { send, user } = renderLogin();
    await user.type(userName(), '  manager ');
    await user.type(password(), ' Demo!2026 ');
    await user.click(submit());
    expect(signIns(send)).toEqual([[{ type: 'session.signIn', userName: 'manager', password: ' Demo!2026 ' }]]);
  });
});
