// Model-based UI test of the session machine (architecture §4): the path comes from @xstate/graph
// over the machine itself — shortest legs, joined with its joinPaths, through the journey signedOut → signingIn →
// forceChangePassword → signedIn → switching → signedIn → signingOut → signedOut — and the real UI
// is driven along it, one UI action per event and one assertion per state. The table of
// assertions is typed over the machine's states: a new state without one does not compile.
// It runs on a server of its own: it spends the admin's password-change flag.
import type { Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import { sessionMachine as machine, type SessionMachine } from '../../../machines/session';
import type { AuthData } from '../../../src/domain/auth';
import { landingPath } from '../../../src/domain/landing';
import { RoleId } from '../../../src/domain/roles';
import { journeyPath, leafIds, transientState, type StateIdOf, type StateTable } from '../../helpers/model-graph';
import { holdNext, type Gate } from '../support/gate';
import { expect, test } from '../support/own-server';
import { DEMO_PASSWORD, flagForPasswordChange, pathOf, storedAuth } from '../support/session';

type Snapshot = SnapshotFrom<SessionMachine>;
type StateId = StateIdOf<SessionMachine>;

const USER = 'admin';
const NEW_PASSWORD = 'Greener2026';
const BUILDING = { tenantId: 1, name: 'Harbour Tower' };

/** The shapes the graph needs to decide guards and effects; the UI gets the server's real ones. */
function sampleAuth(over: Partial<AuthData>): AuthData {
  const base: AuthData = {
    accessToken: 'a', refreshToken: 'r', expiresAt: 0, id: 1, roles: ['admin'], permissions: [],
    userToken: { id: 1, firstName: 'Alex', lastName: 'Admin', tenantId: null, tenantName: null, roleId: RoleId.admin, roles: ['admin'] },
    companyConfiguration: null, forceChangePassword: false, appFullVersion: true, appLiteVersion: false,
    appSupplierVersion: false, appFurnitureVersion: false, appAuditsVersion: false, appVersions: ['Full'],
    roleId: RoleId.admin, landingPage: null, tabletConfigBuildings: [],
  };
  return { ...base, ...over };
}

const EVENTS: EventObject[] = [
  { type: 'session.signIn', userName: USER, password: DEMO_PASSWORD } as EventObject,
  { type: 'xstate.done.actor.signIn', output: sampleAuth({ forceChangePassword: true }) } as EventObject,
  { type: 'session.changePassword', currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } as EventObject,
  { type: 'xstate.done.actor.changePassword', output: sampleAuth({}) } as EventObject,
  { type: 'session.switch', tenantId: BUILDING.tenantId, roleId: RoleId.supportAdmin } as EventObject,
  { type: 'xstate.done.actor.switchSession', output: sampleAuth({ roleId: RoleId.supportAdmin }) } as EventObject,
  { type: 'session.signOut' },
  { type: 'xstate.done.actor.signOutRemote', output: undefined } as EventObject,
];

/** The journey of the issue, as states to pass through in order. */
const JOURNEY: StateId[] = [
  'signingIn',
  'forceChangePassword.idle',
  'forceChangePassword.changingPassword',
  'signedIn',
  'switching',
  'signedIn',
  'signingOut',
  'signedOut',
];

const leafId = (s: Snapshot): StateId => leafIds<StateId>(s.value)[0]!;

interface World {
  page: Page;
  gate: Gate | null;
  /** The model's state after the step being checked (its context holds the session it expects). */
  expected: Snapshot | null;
  /** 'METHOD /path' of the requests made since the last event was driven. */
  requestsSinceEvent: string[];
}

const signInForm = (page: Page) => ({
  button: page.getByRole('button', { name: /Sign(ing)? in/ }),
});

/** One UI action per event of the path. */
const act: Record<string, (w: World) => Promise<void>> = {
  'session.signIn': async (w) => {
    w.gate = await holdNext(w.page, '**/token', (r) => r.method() === 'POST');
    await w.page.getByLabel('User name').fill(USER);
    await w.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await w.page.getByRole('button', { name: 'Sign in' }).click();
    await w.gate.arrived();
  },
  'session.changePassword': async (w) => {
    w.gate = await holdNext(w.page, '**/api/User/ChangePassword');
    await w.page.getByLabel('Current (default) password').fill(DEMO_PASSWORD);
    await w.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await w.page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await w.page.getByRole('button', { name: 'Save password' }).click();
    await w.gate.arrived();
  },
  'session.switch': async (w) => {
    w.gate = await holdNext(w.page, '**/token', (r) => r.method() === 'POST');
    await w.page.getByRole('button', { name: `Open ${BUILDING.name}` }).click();
    await w.gate.arrived();
  },
  'session.signOut': async (w) => {
    await w.page.getByRole('button', { name: /^User menu:/ }).click();
    await w.page.getByRole('menuitem', { name: 'Logout' }).click();
  },
  // The server answers what the gate held.
  'xstate.done.actor.signIn': (w) => w.gate!.release(),
  'xstate.done.actor.changePassword': (w) => w.gate!.release(),
  'xstate.done.actor.switchSession': (w) => w.gate!.release(),
  // Sign-out has no server call (spec §7): it is done once the tokens are forgotten.
  'xstate.done.actor.signOutRemote': async () => {},
};

async function landedWhereTheSessionSays(page: Page, expected: AuthData | null | undefined) {
  // The session the model holds is the one stored: the old one lingers until the switch's answer
  // is read, and a check against it would pass while the switch is still under way.
  await expect.poll(async () => (await storedAuth(page))?.roleId).toBe(expected?.roleId);
  await expect.poll(async () => (await storedAuth(page))?.forceChangePassword).toBe(false);
  const auth = (await storedAuth(page))!;
  await expect(page).toHaveURL((url) => url.pathname === landingPath(auth));
  await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
}

/** One assertion per state, over every state of the machine. */
const assertions = {
  hydrating: transientState,
  signedOut: async ({ page }) => {
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
  },
  signingIn: async ({ page }) => {
    await expect(signInForm(page).button).toHaveText('Signing in…');
    await expect(signInForm(page).button).toBeDisabled();
    expect(pathOf(page)).toBe('/login');
  },
  'forceChangePassword.idle': async ({ page }) => {
    await expect(page).toHaveURL('/createNewPassword');
    await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
    expect((await storedAuth(page))?.forceChangePassword).toBe(true);
  },
  'forceChangePassword.changingPassword': async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(pathOf(page)).toBe('/createNewPassword');
  },
  signedIn: async ({ page, expected }) => landedWhereTheSessionSays(page, expected?.context.auth),
  switching: async ({ page }) => {
    // While the switch runs the launcher's button says so (BuildingLauncher.tsx: "Opening …", busy).
    await expect(page.getByRole('button', { name: `Opening ${BUILDING.name}` })).toBeDisabled();
  },
  // The API has no sign-out call (spec §7): leaving spends no token (pages may still be reading).
  signingOut: async ({ requestsSinceEvent }) => {
    expect(requestsSinceEvent.filter((call) => call.endsWith(' /token') || /logout|signout/i.test(call))).toEqual([]);
  },
} satisfies StateTable<SessionMachine, (w: World) => Promise<void>>;

test('session journey from @xstate/graph, driven through the UI', async ({ page }) => {
  test.setTimeout(60_000);
  await flagForPasswordChange(page.request, USER);
  const path = journeyPath(machine, { input: { storedAuth: null }, events: () => EVENTS, limit: 500 }, JOURNEY);
  expect(path.steps.map((s) => leafId(s.state))).toEqual(['signedOut', ...JOURNEY]);

  const world: World = { page, gate: null, expected: null, requestsSinceEvent: [] };
  page.on('request', (r) => world.requestsSinceEvent.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await page.goto('/login');
  for (const [index, step] of path.steps.entries()) {
    const state = leafId(step.state);
    world.expected = step.state;
    if (index > 0) {
      world.requestsSinceEvent = [];
      const action = act[step.event.type];
      if (!action) throw new Error(`no UI action for ${step.event.type}`);
      await action(world);
    }
    await test.step(`${step.event.type} → ${state}`, () => assertions[state](world));
  }
});
