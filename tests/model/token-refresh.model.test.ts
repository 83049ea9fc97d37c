import { expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { selectHasFailed, selectIsRefreshing, tokenRefreshMachine, type TokenRefreshMachine } from '../../machines/token-refresh';
import type { RefreshTokensInput, RefreshTokensOutput } from '../../machines/token-refresh';
import { doneEvent, errorEvent, FakePorts, runModel, type ModelAssertions, type ModelWorld } from '../helpers/model-paths';

interface RefreshWorld extends ModelWorld<TokenRefreshMachine> {
  ports: FakePorts;
  signOuts: number;
  announced: Array<{ accessToken: string; generation: number }>;
}

function createWorld(): RefreshWorld {
  const ports = new FakePorts();
  const world: RefreshWorld = {
    ports,
    settle: ports.settle,
    signOuts: 0,
    announced: [],
    machine: tokenRefreshMachine.provide({
      actors: { refreshTokens: ports.port<RefreshTokensOutput, RefreshTokensInput>('refreshTokens') },
      actions: {
        signOut: () => {
          world.signOuts += 1;
        },
        tokensRefreshed: (_, params) => {
          world.announced.push(params);
        },
      },
    }),
  };
  return world;
}

type Snapshot = SnapshotFrom<TokenRefreshMachine>;

/** Every transition into `refreshing` started exactly one network refresh, for this failed token. */
function oneRefreshPerFlight(s: Snapshot, w: RefreshWorld) {
  const inputs = w.ports.inputsOf('refreshTokens');
  expect(inputs.length).toBe(w.announced.length + w.signOuts + (selectIsRefreshing(s) ? 1 : 0));
}

const assertions = {
  idle: (s, w) => {
    expect(s.context.lastError).toBeNull();
    // Each new generation was announced once, with its token.
    expect(w.announced.length).toBe(s.context.generation);
    if (s.context.accessToken !== null) expect(w.announced.at(-1)?.accessToken).toBe(s.context.accessToken);
    oneRefreshPerFlight(s, w);
  },
  refreshing: (s, w) => {
    expect(selectIsRefreshing(s)).toBe(true);
    expect(w.ports.inputsOf('refreshTokens').at(-1)).toEqual({ failedToken: s.context.failedToken });
    oneRefreshPerFlight(s, w);
  },
  failed: (s, w) => {
    expect(selectHasFailed(s)).toBe(true);
    expect(s.context.lastError).toBe('The refresh token is invalid or expired.');
    expect(s.context.accessToken).toBeNull();
    expect(w.signOuts).toBeGreaterThan(0);
    oneRefreshPerFlight(s, w);
  },
} satisfies ModelAssertions<TokenRefreshMachine, RefreshWorld>;

const request = (failedToken: string | null): EventObject =>
  ({ type: 'refresh.request', failedToken: failedToken ?? 'signed-in-token' }) as EventObject;

/**
 * Events per snapshot. The generation grows without end, so from generation 2 on an idle actor
 * that holds a token is only offered the already-replaced request (a self-loop): the space closes.
 */
function events(s: Snapshot): EventObject[] {
  const { generation, failedToken, accessToken } = s.context;
  if (s.matches('idle')) {
    if (accessToken === null) return [request(null)];
    return generation >= 2 ? [request(failedToken)] : [request(failedToken), request(accessToken)];
  }
  if (s.matches('refreshing')) {
    return [
      doneEvent('refreshTokens', { accessToken: `token-${generation + 1}` }),
      errorEvent('refreshTokens', new Error('The refresh token is invalid or expired.')),
    ];
  }
  return [request(failedToken), request('signed-in-again'), { type: 'refresh.reset' }];
}

it('token-refresh model: every path agrees with the real actor; all states and transitions covered', async () => {
  const coverage = await runModel({
    name: 'token-refresh',
    machine: tokenRefreshMachine,
    inputs: [undefined],
    events,
    createWorld,
    assertions,
  });
  expect(coverage.statesReached).toEqual(coverage.statesDefined);
  expect(coverage.statesDefined).toEqual(['idle', 'refreshing', 'failed']);
  expect(coverage.uncoveredTransitions).toEqual([]);
});
