import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AuthData } from '../../../src/domain/auth';
import {
  AUTH_STORAGE_KEY,
  sessionMachine,
  selectAuth,
  selectEndedUserId,
  selectIsSignedIn,
  selectMustChangePassword,
  selectSessionError,
  SIGN_OUT_GRACE_MS,
  type SwitchSessionInput,
} from '../../../machines/session';
import { sessionSwitches } from '../../../src/actors/session-switches';
import { landingPath } from '../../../src/domain/landing';
import { RoleId } from '../../../src/domain/roles';
import { makeAuth } from './fixtures';

/** A fake browser: localStorage / sessionStorage as maps, plus a log of the other effects. */
function createBrowser(storedAuth: AuthData | null = null) {
  const local = new Map<string, string>();
  const session = new Map<string, string>([['grid:customers', '{"page":3}']]);
  if (storedAuth) local.set(AUTH_STORAGE_KEY, JSON.stringify(storedAuth));
  const log: string[] = [];
  const switchCalls: SwitchSessionInput[] = [];
  return { local, session, log, switchCalls };
}

type Browser = ReturnType<typeof createBrowser>;

function start(
  browser: Browser,
  ports: {
    signIn?: (input: { userName: string; password: string }) => Promise<AuthData>;
    changePassword?: () => Promise<AuthData>;
    switchSession?: (input: SwitchSessionInput) => Promise<AuthData>;
    signOutRemote?: () => Promise<void>;
  } = {},
  clock?: SimulatedClock,
) {
  const stored = browser.local.get(AUTH_STORAGE_KEY);
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => (ports.signIn ?? (() => Promise.reject(new Error('no'))))(input)),
      changePassword: fromPromise(() => (ports.changePassword ?? (() => Promise.reject(new Error('no'))))()),
      switchSession: fromPromise(({ input }) => {
        browser.switchCalls.push(input);
        return (ports.switchSession ?? (() => Promise.reject(new Error('no'))))(input);
      }),
      signOutRemote: fromPromise(() => (ports.signOutRemote ?? (() => Promise.resolve()))()),
    },
    actions: {
      persistAuth: (_, { auth }) => {
        browser.local.set(AUTH_STORAGE_KEY, JSON.stringify(auth));
        browser.log.push('persistAuth');
      },
      clearPersistedAuth: () => {
        browser.local.delete(AUTH_STORAGE_KEY);
        browser.log.push('clearPersistedAuth');
      },
      clearGridState: () => {
        browser.session.clear();
        browser.log.push('clearGridState');
      },
      resetCachedData: () => void browser.log.push('resetCachedData'),
      dismissNotices: () => void browser.log.push('dismissNotices'),
      navigateHome: (_, { auth }) => void browser.log.push(`navigateTo ${landingPath(auth)}`),
      resetDrawer: () => void browser.log.push('resetDrawer'),
      resetReports: () => void browser.log.push('resetReports'),
    },
  });
  const input = { storedAuth: stored ? (JSON.parse(stored) as AuthData) : null };
  return createActor(machine, clock ? { input, clock } : { input }).start();
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('session machine', () => {
  it('starts signed out when nothing is stored', () => {
    const actor = start(createBrowser());
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectAuth(actor.getSnapshot())).toBeNull();
  });

  it('hydrates a stored session as signed in, and a flagged one into the forced password change', () => {
    const manager = makeAuth('manager');
    expect(start(createBrowser(manager)).getSnapshot().value).toBe('signedIn');
    const flagged = start(createBrowser(makeAuth('manager', { forceChangePassword: true })));
    expect(selectMustChangePassword(flagged.getSnapshot())).toBe(true);
    expect(flagged.getSnapshot().value).toEqual({ forceChangePassword: 'idle' });
  });

  it('signs in with the credentials, stores the session under `auth`, and keeps no password', async () => {
    const browser = createBrowser();
    const auth = makeAuth('manager');
    const seen: unknown[] = [];
    const actor = start(browser, { signIn: async (input) => (seen.push(input), auth) });
    actor.send({ type: 'session.signIn', userName: 'ada', password: 's3cret' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await tick();
    expect(seen).toEqual([{ userName: 'ada', password: 's3cret' }]);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(JSON.parse(browser.local.get('auth')!)).toEqual(auth);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('s3cret');
  });

  it('puts a failed sign-in message in context.error and returns to signed out', async () => {
    const actor = start(createBrowser(), {
      signIn: () => Promise.reject(new Error('The user name or password is incorrect.')),
    });
    actor.send({ type: 'session.signIn', userName: 'ada', password: 'bad' });
    await tick();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectSessionError(actor.getSnapshot())).toBe('The user name or password is incorrect.');
    actor.send({ type: 'session.signIn', userName: 'ada', password: 'again' });
    expect(selectSessionError(actor.getSnapshot())).toBeNull();
  });

  it('makes a flagged user change the password, then continues with the refreshed session', async () => {
    const browser = createBrowser();
    const refreshed = makeAuth('manager', { token: 'after-change' });
    const actor = start(browser, {
      signIn: async () => makeAuth('manager', { forceChangePassword: true }),
      changePassword: async () => refreshed,
    });
    actor.send({ type: 'session.signIn', userName: 'ada', password: 'Default1' });
    await tick();
    expect(selectMustChangePassword(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'session.changePassword', currentPassword: 'Default1', newPassword: 'N3w!pass' });
    expect(actor.getSnapshot().value).toEqual({ forceChangePassword: 'changingPassword' });
    await tick();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(selectAuth(actor.getSnapshot())?.forceChangePassword).toBe(false);
    expect(JSON.parse(browser.local.get('auth')!).accessToken).toBe('after-change');
  });

  it('switching does the five effects of spec §4 in order and lands on the new home route', async () => {
    const admin = makeAuth('admin', { held: ['admin'], tenantId: null });
    const browser = createBrowser(admin);
    const inBuilding = makeAuth('supportAdmin', { held: ['admin'], tenantId: 7 });
    const actor = start(browser, { switchSession: async () => inBuilding });
    actor.send({ type: 'session.switch', ...sessionSwitches.switchToBuilding(admin, 7) });
    expect(actor.getSnapshot().value).toBe('switching');
    await tick();
    expect(browser.log).toEqual([
      'resetCachedData',
      'clearGridState',
      'dismissNotices',
      'persistAuth',
      'navigateTo /reports/adv-report',
    ]);
    expect(browser.session.size).toBe(0);
    expect(JSON.parse(browser.local.get('auth')!)).toEqual(inBuilding);
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('a sign-out during a switch is honoured and the switch answer is dropped', async () => {
    const admin = makeAuth('admin', { held: ['admin'], tenantId: null });
    const browser = createBrowser(admin);
    let answer: (auth: ReturnType<typeof makeAuth>) => void = () => {};
    const pending = new Promise<ReturnType<typeof makeAuth>>((resolve) => (answer = resolve));
    const actor = start(browser, { switchSession: () => pending });
    actor.send({ type: 'session.switch', ...sessionSwitches.switchToBuilding(admin, 7) });
    expect(actor.getSnapshot().value).toBe('switching');
    actor.send({ type: 'session.signOut' });
    await tick();
    expect(actor.getSnapshot().value).toBe('signedOut');
    answer(makeAuth('supportAdmin', { held: ['admin'], tenantId: 7 }));
    await tick();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(browser.local.get('auth')).toBeUndefined();
    expect(browser.log).not.toContain('navigateTo /reports/adv-report');
  });

  it.each([
    ['an admin switching into a building assumes support admin', makeAuth('admin', { held: ['admin'], tenantId: null }), 'supportAdmin'],
    ['a portfolio user who owns buildings assumes portfolio building owner', makeAuth('portfolioUser', { held: ['portfolioUser', 'portfolioBuildingOwner'], tenantId: null }), 'portfolioBuildingOwner'],
    ['a tenant portfolio user assumes tenant portfolio building user', makeAuth('tenantPortfolioUser', { held: ['tenantPortfolioUser', 'tenantPortfolioBuildingUser'], tenantId: null }), 'tenantPortfolioBuildingUser'],
    ['a support admin switching building keeps the role', makeAuth('supportAdmin', { tenantId: 3 }), 'supportAdmin'],
  ] as const)('%s', async (_label, auth, role) => {
    const browser = createBrowser(auth);
    const actor = start(browser, { switchSession: async () => makeAuth(role, { held: [...auth.roles], tenantId: 7 }) });
    actor.send({ type: 'session.switch', ...sessionSwitches.switchToBuilding(auth, 7) });
    await tick();
    expect(browser.switchCalls).toEqual([{ auth, request: { tenantId: 7, roleId: RoleId[role] } }]);
  });

  it('switching back to the admin or portfolio view asks for that role without a building', async () => {
    const switches = sessionSwitches;
    const asSupport = makeAuth('supportAdmin', { held: ['admin', 'portfolioUser'], tenantId: 7 });
    expect(switches.switchToAdminView(asSupport)).toEqual({ tenantId: null, roleId: RoleId.admin });
    expect(switches.switchToPortfolioView(asSupport)).toEqual({ tenantId: null, roleId: RoleId.portfolioUser });
    const tenantSide = makeAuth('tenantPortfolioBuildingUser', { held: ['tenantPortfolioUser', 'tenantPortfolioBuildingUser'] });
    expect(switches.switchToPortfolioView(tenantSide)).toEqual({ tenantId: null, roleId: RoleId.tenantPortfolioUser });
    expect(switches.switchToAdminView(tenantSide)).toBeNull();
    expect(switches.switchToPortfolioView(makeAuth('manager'))).toBeNull();
  });

  it('keeps the old session when a switch fails, with the reason', async () => {
    const auth = makeAuth('supportAdmin', { tenantId: 3 });
    const browser = createBrowser(auth);
    const actor = start(browser, { switchSession: () => Promise.reject(new Error('The refresh token is invalid or expired.')) });
    actor.send({ type: 'session.switch', tenantId: 4, roleId: auth.roleId });
    await tick();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(selectAuth(actor.getSnapshot())).toEqual(auth);
    expect(selectSessionError(actor.getSnapshot())).toBe('The refresh token is invalid or expired.');
    expect(browser.log).toEqual([]);
  });

  it('signing out tells the server with the session, then resets auth, storage, drawer and reports', async () => {
    const auth = makeAuth('manager');
    const browser = createBrowser(auth);
    const told: unknown[] = [];
    const actor = start(browser, { signOutRemote: async () => void told.push('told') });
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(selectAuth(actor.getSnapshot())).toEqual(auth);
    await tick();
    expect(told).toEqual(['told']);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(browser.local.has('auth')).toBe(false);
    expect(browser.log).toEqual(['clearPersistedAuth', 'resetCachedData', 'resetDrawer', 'resetReports']);
  });

  it(`signs out locally after ${SIGN_OUT_GRACE_MS} ms when the server does not answer`, () => {
    const clock = new SimulatedClock();
    const browser = createBrowser(makeAuth('manager'));
    const actor = start(browser, { signOutRemote: () => new Promise<void>(() => {}) }, clock);
    actor.send({ type: 'session.signOut' });
    clock.increment(SIGN_OUT_GRACE_MS - 1);
    expect(actor.getSnapshot().value).toBe('signingOut');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(browser.local.has('auth')).toBe(false);
  });

  it('a reverted auth state signs out at once, without telling the server', () => {
    const browser = createBrowser(makeAuth('manager'));
    let told = false;
    const actor = start(browser, { signOutRemote: async () => void (told = true) });
    actor.send({ type: 'session.revert' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(told).toBe(false);
    expect(browser.log).toContain('resetDrawer');
    expect(browser.log).toContain('resetReports');
  });

  it.each([
    ['signing out', 'session.signOut'],
    ['a reverted auth state (refused refresh, revoked session)', 'session.revert'],
  ] as const)('remembers whose session ended after %s, for the return-address rule', async (_label, type) => {
    const actor = start(createBrowser({ ...makeAuth('manager'), id: 77 }));
    expect(selectEndedUserId(actor.getSnapshot())).toBeNull();
    actor.send({ type });
    await tick();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectEndedUserId(actor.getSnapshot())).toBe(77);
  });

  it('stores refreshed tokens while signed in, and ignores them once signed out', () => {
    const browser = createBrowser(makeAuth('manager'));
    const actor = start(browser);
    const refreshed = makeAuth('manager', { token: 'refreshed' });
    actor.send({ type: 'session.tokensRefreshed', auth: refreshed });
    expect(selectAuth(actor.getSnapshot())?.accessToken).toBe('refreshed');
    expect(JSON.parse(browser.local.get('auth')!).accessToken).toBe('refreshed');
    actor.send({ type: 'session.revert' });
    actor.send({ type: 'session.tokensRefreshed', auth: refreshed });
    expect(selectAuth(actor.getSnapshot())).toBeNull();
    expect(browser.local.has('auth')).toBe(false);
  });
});
