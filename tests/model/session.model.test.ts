import { expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { AuthData } from '../../src/domain/auth';
import { landingPath } from '../../src/domain/landing';
import { sessionMachine as machine, type SessionInput, type SessionMachine } from '../../machines/session';
import { sessionSwitches as switches } from '../../src/actors/session-switches';
import { makeAuth } from '../machines/session/fixtures';
import {
  doneEvent,
  errorEvent,
  FakePorts,
  runModel,
  transientState,
  type ModelAssertions,
  type ModelWorld,
} from '../helpers/model-paths';


const admin = makeAuth('admin', { held: ['admin'], tenantId: null });
const flagged = makeAuth('manager', { forceChangePassword: true, token: 'flagged' });
const changed = makeAuth('manager', { token: 'changed' });
const inBuilding = makeAuth('supportAdmin', { held: ['admin'], tenantId: 7 });

interface SessionWorld extends ModelWorld<SessionMachine> {
  ports: FakePorts;
  /** localStorage `auth` as the fake persistence left it. */
  stored: AuthData | null;
  effects: string[];
}

function createWorld(input: SessionInput): SessionWorld {
  const ports = new FakePorts();
  const world: SessionWorld = {
    ports,
    stored: input.storedAuth,
    effects: [],
    settle: ports.settle,
    machine: machine.provide({
      actors: {
        signIn: ports.port('signIn'),
        changePassword: ports.port('changePassword'),
        switchSession: ports.port('switchSession'),
        signOutRemote: ports.port('signOutRemote'),
      },
      actions: {
        persistAuth: (_, { auth }) => void (world.stored = auth),
        clearPersistedAuth: () => void (world.stored = null),
        resetCachedData: () => void world.effects.push('resetCachedData'),
        clearGridState: () => void world.effects.push('clearGridState'),
        dismissNotices: () => void world.effects.push('dismissNotices'),
        navigateHome: (_, { auth }) => void world.effects.push(`navigateTo ${landingPath(auth)}`),
        resetDrawer: () => void world.effects.push('resetDrawer'),
        resetReports: () => void world.effects.push('resetReports'),
      },
    }),
  };
  return world;
}

type Snapshot = SnapshotFrom<SessionMachine>;
const lastInput = (w: SessionWorld, port: string) => w.ports.inputsOf(port).at(-1);

/** Whatever the session holds is what storage holds: no change goes unsaved. */
function storedIsSession(s: Snapshot, w: SessionWorld) {
  expect(w.stored).toEqual(s.context.auth);
}

const assertions = {
  hydrating: transientState,
  signedOut: (s, w) => {
    expect(s.context.auth).toBeNull();
    storedIsSession(s, w);
    // Left a session: auth, drawer and reports were reset (spec §4).
    if (w.effects.length > 0) expect(w.effects.slice(-3)).toEqual(['resetCachedData', 'resetDrawer', 'resetReports']);
  },
  signingIn: (s, w) => {
    expect(s.context.auth).toBeNull();
    expect(s.context.error).toBeNull();
    expect(lastInput(w, 'signIn')).toEqual({ userName: 'ada', password: 'Demo!2026' });
    expect(JSON.stringify(s.context)).not.toContain('Demo!2026');
  },
  'forceChangePassword.idle': (s, w) => {
    expect(s.context.auth?.forceChangePassword).toBe(true);
    storedIsSession(s, w);
  },
  'forceChangePassword.changingPassword': (s, w) => {
    const input = lastInput(w, 'changePassword') as { auth: AuthData };
    expect(input).toEqual({ auth: expect.objectContaining({ id: s.context.auth?.id }), currentPassword: 'Demo!2026', newPassword: 'N3w!pass' });
  },
  signedIn: (s, w) => {
    expect(s.context.auth).not.toBeNull();
    expect(s.context.auth?.forceChangePassword).toBe(false);
    storedIsSession(s, w);
    const navigations = w.effects.filter((e) => e.startsWith('navigateTo'));
    if (navigations.length > 0 && s.context.error === null) {
      expect(navigations.at(-1)).toBe(`navigateTo ${landingPath(s.context.auth!)}`);
    }
  },
  switching: (s, w) => {
    // Asked with the session held when the switch began (tokens may have been refreshed since).
    const input = lastInput(w, 'switchSession') as { auth: AuthData; request: unknown };
    expect(input.auth.id).toBe(s.context.auth?.id);
    expect(input.request).toEqual(switches.switchToBuilding(input.auth, 7));
  },
  signingOut: (s, w) => {
    expect(s.context.auth).not.toBeNull();
    // Told with the session being left (the server needs its token); the session is kept till then.
    const input = lastInput(w, 'signOutRemote') as { auth: AuthData };
    expect(input.auth.id).toBe(s.context.auth?.id);
  },
} satisfies ModelAssertions<SessionMachine, SessionWorld>;

it('session model: every path agrees with the real actor; all states and transitions covered', async () => {
  const coverage = await runModel({
    name: 'session',
    machine,
    inputs: [{ storedAuth: null }, { storedAuth: admin }, { storedAuth: flagged }],
    events: (s) => {
      const auth = s.context.auth;
      return [
        { type: 'session.signIn', userName: 'ada', password: 'Demo!2026' },
        doneEvent('signIn', admin),
        doneEvent('signIn', flagged),
        errorEvent('signIn', new Error('The user name or password is incorrect.')),
        { type: 'session.changePassword', currentPassword: 'Demo!2026', newPassword: 'N3w!pass' },
        doneEvent('changePassword', changed),
        errorEvent('changePassword', new Error('The new password is too short.')),
        ...(auth ? [{ type: 'session.switch', ...switches.switchToBuilding(auth, 7) }] : []),
        doneEvent('switchSession', inBuilding),
        errorEvent('switchSession', new Error('The refresh token is invalid or expired.')),
        doneEvent('signOutRemote', undefined),
        errorEvent('signOutRemote', new Error('offline')),
        ...(auth ? [{ type: 'session.tokensRefreshed', auth: { ...auth, accessToken: 'refreshed' } }] : []),
      ];
    },
    createWorld,
    assertions,
  });
  expect(coverage.statesReached).toEqual(coverage.statesDefined);
  expect(coverage.statesDefined).toHaveLength(7);
  expect(coverage.uncoveredTransitions).toEqual([]);
});
