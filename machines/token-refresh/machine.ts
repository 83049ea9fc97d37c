import { assign, fromPromise, setup } from 'xstate';
import type {
  RefreshTokensInput,
  RefreshTokensOutput,
  TokenRefreshContext,
  TokenRefreshEvent,
  TokensRefreshedParams,
} from './types';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Token refresh failed';
}

/**
 * The refresh lock. Effects are placeholders: src/actors provides the real `refreshTokens`
 * (network + cross-tab lock), `signOut` and `tokensRefreshed`; tests provide fakes.
 */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
  },
  actors: {
    refreshTokens: fromPromise<RefreshTokensOutput, RefreshTokensInput>(async () => {
      throw new Error('refreshTokens is not provided');
    }),
  },
  actions: {
    signOut: () => {},
    tokensRefreshed: (_, _params: TokensRefreshedParams) => {},
  },
  guards: {
    // A request sent with the token the last refresh already replaced: refreshing again would
    // spend the new refresh token for nothing; the asker retries with the current token.
    alreadyReplaced: ({ context, event }) =>
      event.type === 'refresh.request' &&
      context.accessToken !== null &&
      event.failedToken === context.failedToken,
    // After a failure, late askers holding the token that could not be refreshed get the same
    // answer; a different token means a new session (signed in again) and may refresh.
    sameTokenFailed: ({ context, event }) =>
      event.type === 'refresh.request' && event.failedToken === context.failedToken,
  },
}).createMachine({
  id: 'tokenRefresh',
  context: { generation: 0, lastError: null, failedToken: null, accessToken: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'refresh.request': [
          { guard: 'alreadyReplaced' },
          {
            target: 'refreshing',
            actions: assign({ failedToken: ({ event }) => event.failedToken }),
          },
        ],
      },
    },
    refreshing: {
      // Single flight: further `refresh.request`s are absorbed here (no handler) and their
      // askers wait for this refresh's outcome.
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        input: ({ context }) => ({ failedToken: context.failedToken ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              generation: ({ context }) => context.generation + 1,
              accessToken: ({ event }) => event.output.accessToken,
              lastError: null,
            }),
            {
              type: 'tokensRefreshed',
              params: ({ context }) => ({
                accessToken: context.accessToken ?? '',
                generation: context.generation,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ lastError: ({ event }) => describeError(event.error), accessToken: null }),
            'signOut',
          ],
        },
      },
    },
    // No auth data or a refused refresh: the user has been signed out (spec §8).
    failed: {
      on: {
        'refresh.request': [
          { guard: 'sameTokenFailed' },
          {
            target: 'refreshing',
            actions: assign({ failedToken: ({ event }) => event.failedToken, lastError: null }),
          },
        ],
        'refresh.reset': {
          target: 'idle',
          actions: assign({ lastError: null, failedToken: null, accessToken: null }),
        },
      },
    },
  },
});

export type TokenRefreshMachine = typeof tokenRefreshMachine;
