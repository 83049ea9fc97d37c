// The top bar over the real session actor: Help hidden for the administrator, the building
// switcher and the view buttons shown by the session selectors' rules, and the switch they send.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUILDING_SELECTOR_PLACEHOLDER } from '../../../src/app/shell/BuildingSelector';
import type { AppActors } from '../../../src/actors/app-actors';
import { RoleId } from '../../../src/domain/roles';
import { authFor, renderShell } from './render-shell';

/** The events sent to the session actor from now on (they still reach it). */
function recordSends(actors: AppActors): unknown[] {
  const sent: unknown[] = [];
  const original = actors.session.send.bind(actors.session);
  actors.session.send = (event) => {
    sent.push(event);
    original(event);
  };
  return sent;
}

async function userMenuItems(): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^User menu/ }));
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((i) => i.textContent ?? '');
}

describe('user menu', () => {
  it('offers My Profile, Help and Logout', async () => {
    renderShell(authFor('manager'));
    expect(await userMenuItems()).toEqual(['My Profile', 'Help', 'Logout']);
  });

  it('hides Help for the administrator', async () => {
    renderShell(authFor('admin', { tenantId: null }));
    expect(await userMenuItems()).toEqual(['My Profile', 'Logout']);
  });

  it('Logout signs the session out', async () => {
    const { actors } = renderShell(authFor('manager'));
    await userMenuItems();
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(actors.session.getSnapshot().matches('signedIn')).toBe(false));
  });
});

describe('building switcher and view buttons', () => {
  const selector = () => screen.queryByRole('combobox', { name: 'Building' });
  const button = (name: string) => screen.queryByRole('button', { name });

  it('shows the switcher in a building for a role with SwitchBuilding', () => {
    renderShell(authFor('supportAdmin', { tenantId: 12 }));
    expect(selector()).toHaveAttribute('placeholder', BUILDING_SELECTOR_PLACEHOLDER);
    expect(selector()).toHaveValue('Harbour Tower');
  });

  it('hides the switcher without SwitchBuilding, and outside a building', () => {
    renderShell(authFor('manager', { tenantId: 12 }));
    expect(selector()).toBeNull();
  });

  it('hides the switcher in the system view (no building in the session)', () => {
    renderShell(authFor('admin', { tenantId: null }));
    expect(selector()).toBeNull();
    expect(button('System Administrator View')).toBeNull();
  });

  it('an admin acting in a building sees the switcher and System Administrator View', async () => {
    const { actors } = renderShell(authFor('supportAdmin', { held: ['admin'], tenantId: 12 }));
    const sent = recordSends(actors);
    expect(selector()).not.toBeNull();
    expect(button('Portfolio View')).toBeNull();
    await userEvent.setup().click(button('System Administrator View')!);
    expect(sent).toEqual([{ type: 'session.switch', tenantId: null, roleId: RoleId.admin }]);
  });

  it('a portfolio user in building mode sees Portfolio View; not in the portfolio view', () => {
    renderShell(authFor('portfolioBuildingOwner', { held: ['portfolioUser', 'portfolioBuildingOwner'], tenantId: 12 }));
    expect(button('Portfolio View')).not.toBeNull();
    expect(button('System Administrator View')).toBeNull();
  });

  it('a portfolio user in the portfolio view has neither button nor switcher', () => {
    renderShell(authFor('portfolioUser', { tenantId: null }));
    expect(button('Portfolio View')).toBeNull();
    expect(selector()).toBeNull();
  });

  it('filters buildings as the user types and switches to the chosen one with the role spec §6 assumes', async () => {
    const user = userEvent.setup();
    const { actors } = renderShell(authFor('supportAdmin', { held: ['admin'], tenantId: 12 }));
    const sent = recordSends(actors);
    await user.click(selector()!);
    await user.keyboard('coll');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Collins Place']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(sent).toEqual([{ type: 'session.switch', tenantId: 2, roleId: RoleId.supportAdmin }]);
  });
});
